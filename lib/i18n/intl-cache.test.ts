import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compareIn, dateTimeFormat, formatDateTime, formatNumber, numberFormat } from "./intl-cache";

const LOCALES = [undefined, "en-US", "en-GB", "de-DE", "sv-SE", "de-CH"];

describe("formatters kept per locale and options", () => {
  it("write numbers as Number#toLocaleString does", () => {
    const options: Array<Intl.NumberFormatOptions | undefined> = [
      undefined,
      { maximumFractionDigits: 1 },
      { minimumFractionDigits: 1, maximumFractionDigits: 1 },
      { useGrouping: false, minimumFractionDigits: 0, maximumFractionDigits: 0 },
    ];
    for (const locale of LOCALES)
      for (const o of options)
        for (const value of [0, 97, 104.05, 1180, 1234567.891, -3.25, Number.NaN])
          expect(formatNumber(value, locale, o)).toBe(value.toLocaleString(locale, o));
  });

  it("write dates as Date#toLocaleString does, with both date and time when the options name neither", () => {
    const options: Intl.DateTimeFormatOptions[] = [
      {},
      { timeZone: "Europe/Stockholm" },
      { dateStyle: "medium", timeStyle: "short" },
      { timeZone: "America/Denver", dateStyle: "full", timeStyle: "short" },
      { timeZone: "UTC", weekday: "long" },
      { month: "short", day: "numeric" },
      { timeZoneName: "short" },
    ];
    const dates = [new Date("2026-11-26T09:05:00Z"), new Date("2026-03-29T01:30:00Z"), new Date("1999-12-31T23:59:59Z")];
    for (const locale of LOCALES)
      for (const o of options) for (const date of dates) expect(formatDateTime(date, locale, o)).toBe(date.toLocaleString(locale, o));
    expect(formatDateTime(new Date("not a date"), "en-US", {})).toBe(new Date("not a date").toLocaleString("en-US"));
  });

  it("build one formatter per locale and options, and throw for a zone or locale Intl does not know", () => {
    expect(numberFormat("sv-SE", { maximumFractionDigits: 1 })).toBe(numberFormat("sv-SE", { maximumFractionDigits: 1 }));
    expect(dateTimeFormat("de-DE", { timeZone: "UTC" })).toBe(dateTimeFormat("de-DE", { timeZone: "UTC" }));
    expect(dateTimeFormat("de-DE", { timeZone: "UTC" })).not.toBe(dateTimeFormat("de-DE", { timeZone: "Europe/Berlin" }));
    expect(() => formatDateTime(new Date(), "en-US", { timeZone: "Mars/Olympus" })).toThrow(RangeError);
    expect(() => formatNumber(1, "not a locale!")).toThrow(RangeError);
  });

  it("keep a bounded number of them, the oldest dropped first", () => {
    const first = numberFormat("en-US", { minimumIntegerDigits: 21 });
    const options = Array.from({ length: 300 }, (_, i) => ({
      maximumFractionDigits: i % 20,
      minimumIntegerDigits: 1 + Math.floor(i / 20),
    }));
    for (const o of options) numberFormat("en-US", o);
    const last = options.at(-1);
    expect(numberFormat("en-US", last)).toBe(numberFormat("en-US", last));
    expect(numberFormat("en-US", { minimumIntegerDigits: 21 })).not.toBe(first);
  });

  it("compare as String#localeCompare does", () => {
    const names = ["Åsa", "Zoe", "Örjan", "Anna", "émile", "Ärla", "zoe"];
    for (const locale of ["en", "sv", "de"])
      expect([...names].sort(compareIn(locale))).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
  });
});

describe("the code", () => {
  it("formats through these formatters, and loads pdfkit only with a PDF", () => {
    const sources = ["app", "components", "lib"].flatMap((dir) =>
      (fs.readdirSync(dir, { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".test.ts"))
        .map((file) => path.join(dir, file)),
    );
    const perCall: string[] = [];
    const pdfkit: string[] = [];
    for (const file of sources) {
      const text = fs.readFileSync(file, "utf8");
      // A locale or options builds a new ICU formatter per call; a bare call or one in English for a
      // server's own message is what V8 keeps.
      for (const call of text.matchAll(/\.toLocale(?:Date|Time)?String\(([^)]*)\)/g))
        if (!["", '"en"', '"en-US"'].includes(call[1] ?? "") && file !== path.join("lib", "i18n", "intl-cache.ts"))
          perCall.push(`${file}: ${call[0]}`);
      if (/from "pdfkit"|import\("pdfkit"\)/.test(text) && file !== path.join("lib", "pdf.ts")) pdfkit.push(file);
    }
    expect(perCall).toEqual([]);
    expect(pdfkit).toEqual([]);
  });
});
