import { describe, expect, it } from "vitest";
import { parseReaderCookie, readerCookieValue } from "./reader-cookie";

describe("the reader cookie", () => {
  it("reads the locale and zone it names", () => {
    expect(parseReaderCookie(readerCookieValue({ locale: "de-DE", timeZone: "Europe/Berlin" }))).toEqual({
      locale: "de-DE",
      timeZone: "Europe/Berlin",
    });
  });

  it("is ignored, as if missing, when malformed or naming what is unknown", () => {
    for (const value of ["%E0%A4%A", "%", "en-US%7C%ZZ", "en-US|Mars/Olympus", "not a locale|UTC", "en-US", "|UTC", "x".repeat(20_000)])
      expect(parseReaderCookie(value), value.slice(0, 20)).toBeNull();
  });
});
