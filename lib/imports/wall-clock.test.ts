import { describe, expect, it } from "vitest";
import { localDate, timedShots } from "./wall-clock";

describe("wall-clock times in a zone", () => {
  it("reads a CSV's dates without a zone in the zone given, and others as written", () => {
    expect(localDate("2026-10-20 18:30", "Europe/Berlin")?.toISOString()).toBe("2026-10-20T16:30:00.000Z");
    expect(localDate("2026-10-20", "America/Denver")?.toISOString()).toBe("2026-10-20T06:00:00.000Z");
    expect(localDate("2026-10-20T18:30:05+01:00", "America/Denver")?.toISOString()).toBe("2026-10-20T17:30:05.000Z");
    expect(localDate("2026-02-30", "UTC")).toBeNull();
    expect(localDate("yesterday", "UTC")).toBeNull();
  });
});

describe("timedShots", () => {
  it("starts the session at its first shot's time and times each shot from it, past midnight too", () => {
    // In Berlin in October (UTC+2): 23:59:00, 23:59:30, 00:00:05, and one listed late but fired at 23:58.
    const clock = (h: number, m: number, s: number) => h * 3600 + m * 60 + s;
    const times = [clock(23, 59, 0), clock(23, 59, 30), clock(0, 0, 5), clock(23, 58, 0), null];
    const { start, shots } = timedShots(
      [2026, 9, 12],
      times,
      times.map(() => ({ firedAt: null as string | null })),
      "Europe/Berlin",
    );
    expect(start.toISOString()).toBe("2026-10-12T21:59:00.000Z");
    expect(shots.map((s) => s.firedAt)).toEqual([
      "2026-10-12T21:59:00.000Z",
      "2026-10-12T21:59:30.000Z",
      "2026-10-12T22:00:05.000Z",
      "2026-10-12T21:58:00.000Z",
      null,
    ]);
  });

  it("starts at noon when no shot has a time", () => {
    expect(timedShots([2026, 9, 12], [null], [{ firedAt: null }], "UTC").start.toISOString()).toBe("2026-10-12T12:00:00.000Z");
  });
});
