import { describe, expect, it } from "vitest";
import { formatLocale, resolveLocale } from "./resolve";

describe("the language of a page", () => {
  it("is the person's choice first", () => {
    expect(resolveLocale("sv", "de-DE,de;q=0.9")).toBe("sv");
  });
  it("else the browser's most wanted language that Rangebook speaks, by q-value", () => {
    expect(resolveLocale(null, "fr-FR,fr;q=0.9,de-AT;q=0.8,en;q=0.7")).toBe("de");
    expect(resolveLocale(null, "en;q=0.5,sv-SE;q=0.9")).toBe("sv");
    expect(resolveLocale(undefined, "de;q=0,en")).toBe("en");
  });
  it("else English, also for a choice or header it does not know", () => {
    expect(resolveLocale("xx", "fr-FR, ja")).toBe("en");
    expect(resolveLocale(null, null)).toBe("en");
    expect(resolveLocale(null, "*;q=0.5, ;;, de;q=abc")).toBe("en");
  });
  it("writes dates and numbers with the browser's region when it speaks the same language", () => {
    expect(formatLocale("en", "en-GB")).toBe("en-GB");
    expect(formatLocale("de", "en-US")).toBe("de");
    expect(formatLocale("sv", null)).toBe("sv");
  });
});
