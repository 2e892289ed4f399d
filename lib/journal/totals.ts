// An entry's effective totals: its own score fields, or, where those are empty and it has series,
// the sums of its series. The response says which totals came from the series.
type EntryTotals = { score: number | null; maxScore: number | null; shotsFired: number | null; numberOfXs: number | null };
type SeriesTotals = { score: number; maxScore: number | null; shotCount: number | null; innerTens: number | null };

type TotalField = keyof EntryTotals;

export type EffectiveTotals = EntryTotals & { totalsFromSeries: TotalField[]; scorePercent: number | null };

/** The sum of `pick` over all series, or null unless every series has the value. */
function sumAll(series: SeriesTotals[], pick: (s: SeriesTotals) => number | null): number | null {
  let total = 0;
  for (const s of series) {
    const value = pick(s);
    if (value === null) return null;
    total += value;
  }
  return Math.round(total * 1000) / 1000;
}

export function effectiveTotals(entry: EntryTotals, series: SeriesTotals[]): EffectiveTotals {
  const fromSeries: Record<TotalField, number | null> =
    series.length === 0
      ? { score: null, maxScore: null, shotsFired: null, numberOfXs: null }
      : {
          score: sumAll(series, (s) => s.score),
          maxScore: sumAll(series, (s) => s.maxScore),
          shotsFired: sumAll(series, (s) => s.shotCount),
          numberOfXs: sumAll(series, (s) => s.innerTens),
        };
  const totals = { ...entry };
  const totalsFromSeries: TotalField[] = [];
  for (const field of ["score", "maxScore", "shotsFired", "numberOfXs"] as const) {
    if (totals[field] === null && fromSeries[field] !== null) {
      totals[field] = fromSeries[field];
      totalsFromSeries.push(field);
    }
  }
  const scorePercent =
    totals.score !== null && totals.maxScore !== null && totals.maxScore > 0 ? (100 * totals.score) / totals.maxScore : null;
  return { ...totals, totalsFromSeries, scorePercent };
}

type ShotTotalFields = {
  score: number;
  maxScore: number | null;
  shotsFired: number | null;
  numberOfTens: number | null;
  numberOfXs: number | null;
};

/**
 * The entry's totals while one or more of its series come from shots (API section 9): the sums over
 * every series, typed or from shots. Tens (`tensOfShots`, the scoring shots on a 10) count only while
 * every series comes from shots, as a typed series does not say; a sum a series cannot give (no
 * maximum typed for it) is `fallback`'s.
 */
export function sumsOverSeries(
  series: Array<SeriesTotals & { fromShots: boolean }>,
  tensOfShots: number,
  fallback: Omit<ShotTotalFields, "score">,
): ShotTotalFields {
  return {
    score: sumAll(series, (s) => s.score) ?? 0,
    maxScore: sumAll(series, (s) => s.maxScore) ?? fallback.maxScore,
    shotsFired: sumAll(series, (s) => s.shotCount) ?? fallback.shotsFired,
    numberOfTens: series.every((s) => s.fromShots) ? tensOfShots : fallback.numberOfTens,
    numberOfXs: sumAll(series, (s) => s.innerTens) ?? fallback.numberOfXs,
  };
}

/** No totals to fall back on: the entry's own were sums of its shots, now out of date. */
export const noTotals = { maxScore: null, shotsFired: null, numberOfTens: null, numberOfXs: null };

type SeriesWithNumber = SeriesTotals & { seriesNumber: number };

/**
 * The columns kept on every journal entry write (create, replace, series replace, seed), so that
 * statistics and classification rules never need to read the series themselves.
 */
export function derivedColumns(entry: EntryTotals & { sessionDate: Date }, series: SeriesWithNumber[]) {
  const totals = effectiveTotals(entry, series);
  const percents = [...series]
    .sort((a, b) => a.seriesNumber - b.seriesNumber)
    .flatMap((s) => (s.maxScore !== null && s.maxScore > 0 ? [(100 * s.score) / s.maxScore] : []));
  const half = Math.floor(percents.length / 2);
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);
  return {
    scorePercent: totals.scorePercent,
    totalShots: totals.shotsFired,
    totalXs: totals.numberOfXs,
    seriesCount: percents.length,
    seriesPercentSum: sum(percents),
    seriesPercentSquares: sum(percents.map((p) => p * p)),
    firstHalfPercentSum: sum(percents.slice(0, half)),
    secondHalfPercentSum: sum(percents.slice(percents.length - half)),
    halfCount: half,
    sessionWeek: sessionWeek(entry.sessionDate),
  };
}

const DAY_MS = 86_400_000;

/**
 * The session's ISO week as the day number (days since 1970-01-01) of its Monday, in UTC: the
 * statistics group the weekly trend by it in SQL, the same way on SQLite and PostgreSQL.
 */
export function sessionWeek(date: Date): number {
  const day = Math.floor(date.getTime() / DAY_MS);
  return day - ((((day + 3) % 7) + 7) % 7); // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays
}

export function weekStartOf(week: number): string {
  return new Date(week * DAY_MS).toISOString().slice(0, 10);
}

export type DerivedColumns = ReturnType<typeof derivedColumns>;
