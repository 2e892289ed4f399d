// An entry's series and totals as the sums of its shots (API section 9). Sighters count in no total.
// Scores are decimal when every scoring shot of the entry has a decimal score, else whole rings;
// the highest possible score follows (10.9 or 10 a shot).

export type ScoringShot = { seriesNumber: number; score: number; decimalScore: number | null; isInnerTen: boolean; isSighter: boolean };

type SeriesSums = { seriesNumber: number; score: number; maxScore: number; shotCount: number; innerTens: number };

export type ShotTotals = {
  decimal: boolean;
  series: SeriesSums[];
  entry: { score: number; maxScore: number; shotsFired: number; numberOfTens: number; numberOfXs: number };
};

/** Sums to a tenth, free of floating-point dust (0.1 + 0.2). */
const tenths = (value: number) => Math.round(value * 10) / 10;

/** The sums of the scoring shots; null when every shot is a sighter (or there are none). */
export function shotTotals(shots: readonly ScoringShot[]): ShotTotals | null {
  const scoring = shots.filter((s) => !s.isSighter);
  if (scoring.length === 0) return null;
  const decimal = scoring.every((s) => s.decimalScore !== null);
  const value = (s: ScoringShot) => (decimal ? (s.decimalScore ?? 0) : s.score);
  const best = decimal ? 10.9 : 10;
  const bySeries = new Map<number, SeriesSums>();
  for (const shot of scoring) {
    const sums = bySeries.get(shot.seriesNumber) ?? { seriesNumber: shot.seriesNumber, score: 0, maxScore: 0, shotCount: 0, innerTens: 0 };
    sums.score += value(shot);
    sums.maxScore += best;
    sums.shotCount += 1;
    sums.innerTens += shot.isInnerTen ? 1 : 0;
    bySeries.set(shot.seriesNumber, sums);
  }
  const series = [...bySeries.values()]
    .sort((a, b) => a.seriesNumber - b.seriesNumber)
    .map((s) => ({ ...s, score: tenths(s.score), maxScore: tenths(s.maxScore) }));
  return {
    decimal,
    series,
    entry: {
      score: tenths(scoring.reduce((t, s) => t + value(s), 0)),
      maxScore: tenths(scoring.length * best),
      shotsFired: scoring.length,
      numberOfTens: scoring.filter((s) => s.score === 10).length,
      numberOfXs: scoring.filter((s) => s.isInnerTen).length,
    },
  };
}
