// A day's readiness: the mean of its check-in's five values (1 to 5), one decimal. The API answers
// it with each check-in, and a page that shows a check-in before the server has it says the same.
export type CheckInMeasures = { sleep: number; fatigue: number; stress: number; mood: number; soreness: number };

export function readinessOf(c: CheckInMeasures): number {
  return Math.round(((c.sleep + c.fatigue + c.stress + c.mood + c.soreness) / 5) * 10) / 10;
}
