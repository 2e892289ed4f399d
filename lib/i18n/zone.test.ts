import { describe, expect, it } from "vitest";
import { calendarDayIn, knownZone, wallClock } from "./zone";

describe("times in a zone", () => {
  it("reads a range's clock time in its zone, summer and winter", () => {
    expect(wallClock([2026, 6, 4], 9 * 3600, "Europe/Berlin").toISOString()).toBe("2026-07-04T07:00:00.000Z");
    expect(wallClock([2026, 0, 4], 9 * 3600, "Europe/Berlin").toISOString()).toBe("2026-01-04T08:00:00.000Z");
    expect(wallClock([2026, 0, 4], 18 * 3600 + 30 * 60, "America/Denver").toISOString()).toBe("2026-01-05T01:30:00.000Z");
    expect(wallClock([2026, 0, 4], 9 * 3600, "UTC").toISOString()).toBe("2026-01-04T09:00:00.000Z");
  });

  it("reads a repeated autumn time as the first, and a skipped spring time an hour later", () => {
    // Berlin: 29 March 2026 02:00 → 03:00; 25 October 2026 03:00 → 02:00.
    expect(wallClock([2026, 9, 25], 2 * 3600 + 30 * 60, "Europe/Berlin").toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(wallClock([2026, 2, 29], 2 * 3600 + 30 * 60, "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
    expect(wallClock([2026, 2, 29], 3 * 3600 + 30 * 60, "Europe/Berlin").toISOString()).toBe("2026-03-29T01:30:00.000Z");
  });

  it("finds the calendar day an instant falls on in a zone: an evening session is that evening's", () => {
    // 21:00 in Denver on 4 January is 04:00 UTC on the 5th.
    expect(calendarDayIn(new Date("2026-01-05T04:00:00Z"), "America/Denver")).toBe("2026-01-04");
    expect(calendarDayIn(new Date("2026-01-05T04:00:00Z"), "UTC")).toBe("2026-01-05");
    // 00:30 in Berlin on a summer's day is still the evening before in UTC.
    expect(calendarDayIn(new Date("2026-07-03T22:30:00Z"), "Europe/Berlin")).toBe("2026-07-04");
    expect(calendarDayIn(new Date("2026-10-25T00:30:00Z"), "Europe/Berlin")).toBe("2026-10-25");
  });

  it("knows the zones the runtime knows", () => {
    expect(knownZone("Europe/Berlin")).toBe("Europe/Berlin");
    expect(knownZone("Mars/Olympus")).toBeNull();
  });
});
