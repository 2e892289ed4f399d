// What the form's hints say about a score: its scoring follows the maximum chosen (600 for 60 shots
// is whole rings, 654 is tenths), so the examples never show tenths for a whole-ring course.

export type Scoring = "integer" | "decimal";

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The best a shot scores: 10 in whole rings, 10.9 in tenths. */
const perShot = (scoring: Scoring) => (scoring === "decimal" ? 10.9 : 10);

/**
 * The scoring a maximum means: with the shots known, above 10 a shot is tenths; without them, a
 * maximum in tenths (104.6) or a whole multiple of 10.9 that is none of 10 (654, 109) is tenths.
 * `fallback` (the course's) decides when the maximum does not.
 */
export function scoringOf(maxScore: number | null, shots: number | null, fallback: Scoring | null): Scoring | null {
  if (maxScore === null || !Number.isFinite(maxScore) || maxScore <= 0) return fallback;
  if (shots !== null && Number.isFinite(shots) && shots > 0) return maxScore > shots * 10 ? "decimal" : "integer";
  if (!Number.isInteger(maxScore)) return "decimal";
  const tenthsShots = maxScore / 10.9;
  const wholeShots = maxScore / 10;
  const isTenths = Math.abs(tenthsShots - Math.round(tenthsShots)) < 1e-9;
  const isWhole = Number.isInteger(wholeShots);
  if (isTenths && !isWhole) return "decimal";
  if (isWhole && !isTenths) return "integer";
  return fallback;
}

/** A likely good score for a maximum, as an example: 587 of 600, 617.5 of 654, 98 of 100, 102.9 of 109. */
export function exampleScore(maxScore: number, scoring: Scoring): number {
  return scoring === "decimal" ? round1(maxScore * 0.9442) : Math.round(maxScore * 0.9783);
}

/** A series' maximum in the other scoring, for series laid out before the session's scoring changed. */
export function seriesMaximum(shotCount: number, scoring: Scoring): number {
  return round1(shotCount * perShot(scoring));
}
