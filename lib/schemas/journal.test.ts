import { describe, expect, it } from "vitest";
import { fieldsFromZod } from "@/lib/errors";
import { journalEntryInput } from "./journal";

function errors(body: Record<string, unknown>) {
  const parsed = journalEntryInput.safeParse(body);
  return parsed.success ? {} : fieldsFromZod(parsed.error);
}

describe("journal entry schema", () => {
  it("needs only sessionDate and fills every other field with null", () => {
    const parsed = journalEntryInput.parse({ sessionDate: "2026-03-14T09:30:00Z" });
    expect(parsed.sessionDate.toISOString()).toBe("2026-03-14T09:30:00.000Z");
    expect(parsed.score).toBeNull();
    expect(parsed.coachFeedback).toBeNull();
    expect(Object.keys(parsed)).toHaveLength(43);
  });

  it("normalises offsets to UTC and reads a bare date as midnight UTC", () => {
    expect(journalEntryInput.parse({ sessionDate: "2026-03-14T10:30:00+01:00" }).sessionDate.toISOString()).toBe(
      "2026-03-14T09:30:00.000Z",
    );
    expect(journalEntryInput.parse({ sessionDate: "2026-03-14" }).sessionDate.toISOString()).toBe("2026-03-14T00:00:00.000Z");
  });

  it("names each invalid field by its JSON Pointer", () => {
    expect(errors({})).toEqual({ "/sessionDate": "is required" });
    expect(errors({ sessionDate: "yesterday" })["/sessionDate"]).toMatch(/ISO 8601/);
    expect(errors({ sessionDate: "2026-02-30" })["/sessionDate"]).toMatch(/real calendar date/);
    // What a page hands over when the text typed is not a number.
    expect(errors({ sessionDate: "2026-03-14", hoursOfSleep: Number.NaN })).toEqual({ "/hoursOfSleep": "must be a number" });
    expect(errors({ sessionDate: "2026-03-14", energyLevel: 11, focusLevel: 0, hoursOfSleep: -1 })).toEqual({
      "/energyLevel": "must be at most 10",
      "/focusLevel": "must be at least 1",
      "/hoursOfSleep": "must be at least 0",
    });
    expect(errors({ sessionDate: "2026-03-14", shotsFired: 6.5, humidity: "wet" })).toEqual({
      "/shotsFired": "must be a whole number, not 6.5",
      "/humidity": "must be a number, not text",
    });
    expect(errors({ sessionDate: "2026-03-14", temperatureFahrenheit: 151, durationMinutes: 1441 })).toEqual({
      "/temperatureFahrenheit": "must be at most 150",
      "/durationMinutes": "must be at most 1440",
    });
    expect(errors({ sessionDate: "2026-03-14", courseOfFireId: "AR60" })).toEqual({ "/courseOfFireId": "must be a UUID" });
    expect(errors({ sessionDate: "2026-03-14", notes: "x".repeat(10_001) })).toEqual({
      "/notes": "must be at most 10000 characters",
    });
  });

  it("checks score against maxScore and Xs <= tens <= shots", () => {
    expect(errors({ sessionDate: "2026-03-14", score: 600.1, maxScore: 600 })).toEqual({
      "/score": "must not exceed maxScore (600)",
    });
    expect(errors({ sessionDate: "2026-03-14", shotsFired: 10, numberOfTens: 11, numberOfXs: 12 })).toEqual({
      "/numberOfTens": "must not exceed shotsFired (10)",
      "/numberOfXs": "must not exceed numberOfTens (11)",
    });
    expect(errors({ sessionDate: "2026-03-14", shotsFired: 60, numberOfTens: 40, numberOfXs: 20, score: 590, maxScore: 600 })).toEqual({});
    expect(errors({ sessionDate: "2026-03-14", maxScore: 0 })).toEqual({ "/maxScore": "must be greater than 0" });
  });
});
