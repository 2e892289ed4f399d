// What a course of fire's series can hold, for the server that refuses a score and for the grid
// that refuses it in the cell, in the same words: pure, so both run it.

export type CourseLimits = {
  seriesCount: number | null;
  shotsPerSeries: number | null;
  scoring: string | null;
  maxScore: number | null;
};

/** Why a series cannot be, as a message key (the grid's matchScores namespace) and its values. */
export type SeriesRefusal =
  | { field: "seriesNumber"; key: "tooManySeries"; values: { count: number } }
  | { field: "score"; key: "aboveMaximum"; values: { maximum: number; shots: number } }
  | { field: "score"; key: "aboveCourseMaximum"; values: { maximum: number } }
  | { field: "score"; key: "wholeRings"; values: Record<string, never> }
  | { field: "score"; key: "tenthsOnly"; values: Record<string, never> }
  | { field: "innerTens"; key: "innerTensAboveShots"; values: { shots: number } };

/** The best one shot scores on the course: 10.9 where it counts tenths, else 10. */
const bestShot = (course: CourseLimits | null) => (course?.scoring === "decimal" ? 10.9 : 10);

/** The most a series of the course can score, and the shots that reach it; null where the course does not say. */
export function seriesMaximum(
  course: CourseLimits | null,
  shotCount: number | null = null,
): { maximum: number; shots: number | null } | null {
  const shots = shotCount ?? course?.shotsPerSeries ?? null;
  if (shots !== null) return { maximum: Math.round(shots * bestShot(course) * 10) / 10, shots };
  if (course?.maxScore != null) {
    const perSeries = course.seriesCount ? course.maxScore / course.seriesCount : course.maxScore;
    return { maximum: Math.round(perSeries * 10) / 10, shots: null };
  }
  return null;
}

const hasMoreThanTenths = (value: number) => Math.abs(Math.round(value * 10) - value * 10) > 1e-6;

/** The first thing the course cannot hold in a typed series, or null when it can hold it all. */
export function refuseSeries(
  course: CourseLimits | null,
  series: { seriesNumber: number; score: number; innerTens: number | null },
): SeriesRefusal | null {
  if (course?.seriesCount != null && series.seriesNumber > course.seriesCount) {
    return { field: "seriesNumber", key: "tooManySeries", values: { count: course.seriesCount } };
  }
  if (course?.scoring === "integer" && !Number.isInteger(series.score)) return { field: "score", key: "wholeRings", values: {} };
  if (hasMoreThanTenths(series.score)) return { field: "score", key: "tenthsOnly", values: {} };
  const most = seriesMaximum(course);
  if (most !== null && series.score > most.maximum + 1e-9) {
    return most.shots === null
      ? { field: "score", key: "aboveCourseMaximum", values: { maximum: most.maximum } }
      : { field: "score", key: "aboveMaximum", values: { maximum: most.maximum, shots: most.shots } };
  }
  const shots = course?.shotsPerSeries ?? null;
  if (shots !== null && series.innerTens !== null && series.innerTens > shots) {
    return { field: "innerTens", key: "innerTensAboveShots", values: { shots } };
  }
  return null;
}

/** A refusal in the API's English, as a field message after the field's name. */
export function refusalMessage(refusal: SeriesRefusal): string {
  switch (refusal.key) {
    case "tooManySeries":
      return `must be at most ${refusal.values.count}: the course of fire has ${refusal.values.count} series`;
    case "aboveMaximum":
      return `must not exceed ${refusal.values.maximum}, the most ${refusal.values.shots} shots can score`;
    case "aboveCourseMaximum":
      return `must not exceed ${refusal.values.maximum}, the most a series of this course of fire can score`;
    case "wholeRings":
      return "must be whole rings: this course of fire scores no tenths";
    case "tenthsOnly":
      return "must be in tenths at most (10.4, not 10.45)";
    case "innerTensAboveShots":
      return `must not exceed the series' ${refusal.values.shots} shots`;
  }
}

/** The sums over the series: the entry's score (tenths) and inner tens (null where no series counts them). */
export function scoreTotals(series: readonly { score: number; innerTens: number | null }[]): {
  score: number | null;
  innerTens: number | null;
} {
  if (series.length === 0) return { score: null, innerTens: null };
  const score = Math.round(series.reduce((total, s) => total + s.score, 0) * 10) / 10;
  const counted = series.some((s) => s.innerTens !== null);
  return { score, innerTens: counted ? series.reduce((total, s) => total + (s.innerTens ?? 0), 0) : null };
}
