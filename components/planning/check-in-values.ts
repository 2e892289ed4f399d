// The day's check-in as the pages hold it: five values, each 1 to 5, some still open while the
// athlete taps. The session form keeps the values typed for one day: changing the session's date
// shows (and writes) that other day's check-in instead.
import { readinessOf as readiness } from "@/lib/planning/readiness";
import type { CheckIn } from "./api/plan";

export const MEASURES = ["sleep", "fatigue", "stress", "mood", "soreness"] as const;
export type Measure = (typeof MEASURES)[number];
export type CheckInValues = Partial<Record<Measure, number>>;

/** The five values of a stored check-in. */
export function checkInValues(c: Pick<CheckIn, Measure>): CheckInValues {
  return { sleep: c.sleep, fatigue: c.fatigue, stress: c.stress, mood: c.mood, soreness: c.soreness };
}

/** All five values, as the API takes them, or null while a row is still open. */
export function completeCheckIn(values: CheckInValues): Record<Measure, number> | null {
  const complete: Partial<Record<Measure, number>> = {};
  for (const m of MEASURES) {
    const value = values[m];
    if (value === undefined) return null;
    complete[m] = value;
  }
  return complete as Record<Measure, number>;
}

/** The readiness of a complete check-in, as the API says it; null while a row is open. */
export function readinessOf(values: CheckInValues): number | null {
  const complete = completeCheckIn(values);
  return complete ? readiness(complete) : null;
}

/** What the session form's athlete changed of one day's check-in. */
export type TypedCheckIn = { day: string; values: CheckInValues } | null;

/** The values the form shows for `day`: those typed for it, else the stored check-in. */
export function shownCheckIn(typed: TypedCheckIn, day: string, saved: Pick<CheckIn, Measure> | null | undefined): CheckInValues {
  if (typed && typed.day === day) return typed.values;
  return saved ? checkInValues(saved) : {};
}

/** One tap: the day's values with it, the other rows as shown. */
export function chooseCheckIn(
  typed: TypedCheckIn,
  day: string,
  saved: Pick<CheckIn, Measure> | null | undefined,
  measure: Measure,
  value: number,
): TypedCheckIn {
  return { day, values: { ...shownCheckIn(typed, day, saved), [measure]: value } };
}

/** What the save writes for `day`: the check-in when the athlete changed it and every row has a value. */
export function checkInToWrite(typed: TypedCheckIn, day: string): Record<Measure, number> | null {
  return typed && typed.day === day ? completeCheckIn(typed.values) : null;
}
