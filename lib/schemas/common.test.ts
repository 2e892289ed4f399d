import { describe, expect, it } from "vitest";
import { dateTime, parseDateTime } from "./common";

describe("dates", () => {
  it("reads date-times with Z or an offset, and bare dates as midnight UTC", () => {
    expect(dateTime.parse("2026-03-14T09:30:00Z").toISOString()).toBe("2026-03-14T09:30:00.000Z");
    expect(dateTime.parse("2026-03-14T09:30:00.5+02:00").toISOString()).toBe("2026-03-14T07:30:00.500Z");
    expect(dateTime.parse("2024-02-29").toISOString()).toBe("2024-02-29T00:00:00.000Z");
    expect(dateTime.parse("0099-01-01").toISOString()).toBe("0099-01-01T00:00:00.000Z");
  });

  it("refuses every impossible calendar date with a reason, and never throws", () => {
    for (const text of [
      "2026-13-01",
      "0000-00-00",
      "2026-00-10",
      "2026-02-29",
      "2026-04-31",
      "2026-01-01T24:00:00Z",
      "2026-01-01T10:00:00+15:00",
      "2026-13-01T00:00:00Z",
    ]) {
      const parsed = dateTime.safeParse(text);
      expect(parsed.success, text).toBe(false);
      expect(parsed.error?.issues[0]?.message, text).toMatch(/real/);
    }
    expect(parseDateTime("2026-03-14T09:30")).toEqual({ error: expect.stringMatching(/ISO 8601/) });
    expect(dateTime.safeParse("yesterday").error?.issues[0]?.message).toMatch(/ISO 8601/);
  });
});
