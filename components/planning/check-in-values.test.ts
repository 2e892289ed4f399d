import { describe, expect, it } from "vitest";
import { checkInToWrite, chooseCheckIn, completeCheckIn, readinessOf, shownCheckIn } from "./check-in-values";
import { dayOf } from "./plan/days";

const morning = { sleep: 4, fatigue: 3, stress: 4, mood: 5, soreness: 4 };

describe("the day's check-in in the session form", () => {
  it("shows the stored check-in of the session's day until the athlete changes it", () => {
    expect(shownCheckIn(null, "2026-11-26", morning)).toEqual(morning);
    expect(shownCheckIn(null, "2026-11-26", null)).toEqual({});
  });

  it("one tap changes one row and keeps the morning's other four, so the save writes all five", () => {
    const typed = chooseCheckIn(null, "2026-11-26", morning, "stress", 2);
    expect(shownCheckIn(typed, "2026-11-26", morning)).toEqual({ ...morning, stress: 2 });
    expect(checkInToWrite(typed, "2026-11-26")).toEqual({ ...morning, stress: 2 });
  });

  it("writes nothing when the athlete changed nothing, or left a row open", () => {
    expect(checkInToWrite(null, "2026-11-26")).toBeNull();
    const partial = chooseCheckIn(null, "2026-11-26", null, "sleep", 3);
    expect(checkInToWrite(partial, "2026-11-26")).toBeNull();
  });

  it("a new session date shows and writes that day's check-in, not the values typed for the other day", () => {
    const typed = chooseCheckIn(null, "2026-11-26", morning, "mood", 1);
    const yesterday = { sleep: 2, fatigue: 2, stress: 2, mood: 2, soreness: 2 };
    expect(shownCheckIn(typed, "2026-11-25", yesterday)).toEqual(yesterday);
    expect(checkInToWrite(typed, "2026-11-25")).toBeNull();
    // Back on the first day, what was typed is still there.
    expect(shownCheckIn(typed, "2026-11-26", morning)).toEqual({ ...morning, mood: 1 });
  });

  it("readiness is the mean of five values, none while a row is open", () => {
    expect(readinessOf(morning)).toBe(4);
    expect(readinessOf({ sleep: 4 })).toBeNull();
    expect(completeCheckIn({ ...morning, soreness: undefined })).toBeNull();
  });

  it("a session's day is the browser's calendar day of its start", () => {
    const evening = new Date(2026, 10, 26, 21, 30);
    expect(dayOf(evening.toISOString())).toBe("2026-11-26");
    expect(dayOf(new Date(2026, 10, 27, 0, 15))).toBe("2026-11-27");
  });
});
