// Series and shots side by side (API section 9): a series with scoring shots takes its score, shot
// count and inner tens from them; a series without keeps what was typed for it. Each series is
// scored on its own (decimal when every scoring shot of it has a decimal score), so shots entered
// for one series never change another.
import { type ScoringShot, shotTotals } from "./shot-totals";

export type SeriesFigures = {
  seriesNumber: number;
  score: number;
  maxScore: number | null;
  innerTens: number | null;
  shotCount: number | null;
  fromShots: boolean;
};

/**
 * The series after the shot list is replaced by `shots`. `current` is every series the entry has;
 * `blank` makes the rest of a series that only the shots name. A series whose shots are all gone
 * keeps the score they last added up to, now as typed.
 */
export function seriesWithShots<S extends SeriesFigures>(
  current: readonly S[],
  shots: readonly ScoringShot[],
  blank: (seriesNumber: number) => S,
): S[] {
  const numbers = new Set([...current.map((s) => s.seriesNumber), ...shots.filter((s) => !s.isSighter).map((s) => s.seriesNumber)]);
  return [...numbers]
    .sort((a, b) => a - b)
    .map((number) => {
      const kept = current.find((s) => s.seriesNumber === number) ?? blank(number);
      const sums = shotTotals(shots.filter((s) => s.seriesNumber === number))?.series[0];
      if (!sums) return { ...kept, fromShots: false };
      return { ...kept, score: sums.score, maxScore: sums.maxScore, shotCount: sums.shotCount, innerTens: sums.innerTens, fromShots: true };
    });
}

/** The person's words for why a series cannot be typed over: "Series 2 is the sum of its 10 shots; …". */
export function seriesFromShotsMessage(series: SeriesFigures): string {
  const count = series.shotCount ?? 0;
  return `Series ${series.seriesNumber} is the sum of its ${count} ${count === 1 ? "shot" : "shots"}; change its shots instead.`;
}

const same = (a: number | null, b: number | null) => a === null || b === null || Math.abs(a - b) < 1e-6;

/**
 * Whether a series list sent to replace the typed ones leaves this shot-made series as it is: it is
 * there under its number, and each figure given matches the shots' (a figure left empty is taken
 * from the shots).
 */
export function keepsShotSeries(given: readonly Omit<SeriesFigures, "fromShots">[], series: SeriesFigures): boolean {
  const match = given.find((s) => s.seriesNumber === series.seriesNumber);
  return (
    match !== undefined &&
    same(match.score, series.score) &&
    same(match.maxScore, series.maxScore) &&
    same(match.shotCount, series.shotCount) &&
    same(match.innerTens, series.innerTens)
  );
}
