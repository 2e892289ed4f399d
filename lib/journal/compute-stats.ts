// Journal statistics: volume, averages and bests as a percentage of the maximum, tens and Xs per 60
// shots, a weekly trend, per-discipline and per-position averages, series consistency, readiness
// correlations, and the training-versus-competition gap per course of fire. Built from counts and
// sums (StatsAggregates), which the database computes in a few GROUP BY queries; aggregateEntries()
// is the same arithmetic over rows, so the figures are tested with numbers worked out by hand. It
// reads the columns every write keeps (lib/journal/totals.ts), never the series themselves.
import { type DerivedColumns, weekStartOf } from "./totals";

export type StatsEntry = DerivedColumns & {
  id: string;
  sessionDate: Date;
  discipline: string | null;
  position: string | null;
  courseOfFireId: string | null;
  linkedCompetitionEntryId: string | null;
  numberOfTens: number | null;
  hoursOfSleep: number | null;
  energyLevel: number | null;
  focusLevel: number | null;
  confidenceLevel: number | null;
  stressLevel: number | null;
};

export type CompetitionResult = { courseOfFireId: string; percent: number };
export type CourseOfFireInfo = { id: string; code: string; name: string };

export const FACTORS = ["hoursOfSleep", "energyLevel", "focusLevel", "confidenceLevel", "stressLevel"] as const;
type Factor = (typeof FACTORS)[number];

function perFactor<T>(make: (factor: Factor) => T): Record<Factor, T> {
  return Object.fromEntries(FACTORS.map((f) => [f, make(f)])) as Record<Factor, T>;
}

/** Mean and sample standard deviation from running count, sum and sum of squares. */
class Spread {
  n = 0;
  sum = 0;
  squares = 0;
  addSums(n: number, sum: number, squares: number) {
    this.n += n;
    this.sum += sum;
    this.squares += squares;
  }
  get mean(): number | null {
    return this.n === 0 ? null : round(this.sum / this.n);
  }
  get standardDeviation(): number | null {
    if (this.n < 2) return null;
    const variance = (this.squares - (this.sum * this.sum) / this.n) / (this.n - 1);
    return round(Math.sqrt(Math.max(0, variance)));
  }
}

function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A running mean: how many values, and their sum. */
export type Sums = { n: number; sum: number };
type CorrelationSums = { n: number; sx: number; sy: number; sxx: number; syy: number; sxy: number };
type Group = { sessions: number; percent: Sums };

/**
 * Everything the statistics need, as counts and sums: what one SQL pass with GROUP BYs returns
 * (lib/journal/journal-stats.ts), and what aggregateEntries() computes from rows for the tests.
 */
export type StatsAggregates = {
  sessions: number;
  shots: number;
  percent: Sums;
  tens: number;
  shotsForTens: number;
  xs: number;
  shotsForXs: number;
  series: { n: number; sum: number; squares: number };
  halves: { n: number; first: number; second: number };
  correlations: Record<Factor, CorrelationSums>;
  /** The highest percentage; ties go to the earlier session. */
  best: { entryId: string; sessionDate: Date; scorePercent: number } | null;
  /** Keyed by the Monday (UTC) of each ISO week, as YYYY-MM-DD. */
  weeks: Array<Group & { weekStart: string; shotsFired: number }>;
  disciplines: Array<Group & { name: string | null }>;
  positions: Array<Group & { name: string | null }>;
  /** Training sessions (no linked competition entry) per course of fire. */
  training: Array<{ courseOfFireId: string; percent: Sums }>;
};

const noCorrelation = (): CorrelationSums => ({ n: 0, sx: 0, sy: 0, sxx: 0, syy: 0, sxy: 0 });
const mean = (s: Sums): number | null => (s.n === 0 ? null : round(s.sum / s.n));

function pearson(c: CorrelationSums): number | null {
  if (c.n < 3) return null;
  const cov = c.n * c.sxy - c.sx * c.sy;
  const vx = c.n * c.sxx - c.sx * c.sx;
  const vy = c.n * c.syy - c.sy * c.sy;
  return vx <= 0 || vy <= 0 ? null : round(cov / Math.sqrt(vx * vy), 4);
}

/** The reference for the SQL: the same aggregates from rows, in one pass. */
function aggregateEntries(entries: StatsEntry[]): StatsAggregates {
  const a: StatsAggregates = {
    sessions: entries.length,
    shots: 0,
    percent: { n: 0, sum: 0 },
    tens: 0,
    shotsForTens: 0,
    xs: 0,
    shotsForXs: 0,
    series: { n: 0, sum: 0, squares: 0 },
    halves: { n: 0, first: 0, second: 0 },
    correlations: perFactor(noCorrelation),
    best: null,
    weeks: [],
    disciplines: [],
    positions: [],
    training: [],
  };
  const weeks = new Map<string, Group & { weekStart: string; shotsFired: number }>();
  const disciplines = new Map<string | null, Group & { name: string | null }>();
  const positions = new Map<string | null, Group & { name: string | null }>();
  const training = new Map<string, Sums>();
  const add = (s: Sums, value: number | null) => {
    if (value === null) return;
    s.n += 1;
    s.sum += value;
  };
  const group = (map: Map<string | null, Group & { name: string | null }>, name: string | null, percent: number | null) => {
    const g = map.get(name) ?? { name, sessions: 0, percent: { n: 0, sum: 0 } };
    g.sessions += 1;
    add(g.percent, percent);
    map.set(name, g);
  };
  for (const entry of entries) {
    const percent = entry.scorePercent;
    const shots = entry.totalShots;
    if (shots !== null) a.shots += shots;
    add(a.percent, percent);
    if (percent !== null) {
      const earlier =
        a.best !== null &&
        (entry.sessionDate < a.best.sessionDate || (+entry.sessionDate === +a.best.sessionDate && entry.id < a.best.entryId));
      if (a.best === null || percent > a.best.scorePercent || (percent === a.best.scorePercent && earlier)) {
        a.best = { entryId: entry.id, sessionDate: entry.sessionDate, scorePercent: percent };
      }
      for (const factor of FACTORS) {
        const x = entry[factor];
        if (x === null) continue;
        const c = a.correlations[factor];
        c.n += 1;
        c.sx += x;
        c.sy += percent;
        c.sxx += x * x;
        c.syy += percent * percent;
        c.sxy += x * percent;
      }
      if (entry.courseOfFireId && !entry.linkedCompetitionEntryId) {
        const t = training.get(entry.courseOfFireId) ?? { n: 0, sum: 0 };
        add(t, percent);
        training.set(entry.courseOfFireId, t);
      }
    }
    if (shots !== null && shots > 0) {
      if (entry.numberOfTens !== null) {
        a.tens += entry.numberOfTens;
        a.shotsForTens += shots;
      }
      if (entry.totalXs !== null) {
        a.xs += entry.totalXs;
        a.shotsForXs += shots;
      }
    }
    // The week every write stores with the entry, as the SQL groups by it.
    const key = weekStartOf(entry.sessionWeek);
    const week = weeks.get(key) ?? { weekStart: key, sessions: 0, shotsFired: 0, percent: { n: 0, sum: 0 } };
    week.sessions += 1;
    week.shotsFired += shots ?? 0;
    add(week.percent, percent);
    weeks.set(key, week);
    group(disciplines, entry.discipline, percent);
    group(positions, entry.position, percent);
    a.series.n += entry.seriesCount;
    a.series.sum += entry.seriesPercentSum;
    a.series.squares += entry.seriesPercentSquares;
    a.halves.n += entry.halfCount;
    a.halves.first += entry.firstHalfPercentSum;
    a.halves.second += entry.secondHalfPercentSum;
  }
  a.weeks = [...weeks.values()];
  a.disciplines = [...disciplines.values()];
  a.positions = [...positions.values()];
  a.training = [...training].map(([courseOfFireId, percent]) => ({ courseOfFireId, percent }));
  return a;
}

/** The response's figures from the aggregates, the competition results and the courses they name. */
export function statsFromAggregates(a: StatsAggregates, competitionResults: CompetitionResult[], courses: CourseOfFireInfo[]) {
  const spread = new Spread();
  spread.addSums(a.series.n, a.series.sum, a.series.squares);
  const firstHalf = a.halves.n === 0 ? null : round(a.halves.first / a.halves.n);
  const secondHalf = a.halves.n === 0 ? null : round(a.halves.second / a.halves.n);
  const competition = new Map<string, Sums>();
  for (const result of competitionResults) {
    const s = competition.get(result.courseOfFireId) ?? { n: 0, sum: 0 };
    s.n += 1;
    s.sum += result.percent;
    competition.set(result.courseOfFireId, s);
  }
  const training = new Map(a.training.map((t) => [t.courseOfFireId, t.percent]));
  const groups = (list: Array<Group & { name: string | null }>) =>
    list
      .map((g) => ({ name: g.name ?? "(none)", sessions: g.sessions, averageScorePercent: mean(g.percent) }))
      .sort((x, y) => x.name.localeCompare(y.name));
  return {
    sessionCount: a.sessions,
    shotsFired: a.shots,
    averageScorePercent: mean(a.percent),
    bestScorePercent: a.best ? round(a.best.scorePercent) : null,
    bestSession: a.best
      ? { entryId: a.best.entryId, sessionDate: a.best.sessionDate.toISOString(), scorePercent: round(a.best.scorePercent) }
      : null,
    tensPer60: a.shotsForTens === 0 ? null : round((60 * a.tens) / a.shotsForTens),
    xsPer60: a.shotsForXs === 0 ? null : round((60 * a.xs) / a.shotsForXs),
    weeklyTrend: [...a.weeks]
      .sort((x, y) => x.weekStart.localeCompare(y.weekStart))
      .map((w) => ({
        weekStart: w.weekStart,
        sessions: w.sessions,
        shotsFired: w.shotsFired,
        averageScorePercent: mean(w.percent),
      })),
    byDiscipline: groups(a.disciplines).map(({ name, ...g }) => ({ discipline: name, ...g })),
    byPosition: groups(a.positions).map(({ name, ...g }) => ({ position: name, ...g })),
    seriesConsistency: {
      seriesCount: spread.n,
      meanSeriesPercent: spread.mean,
      standardDeviation: spread.standardDeviation,
      firstHalfPercent: firstHalf,
      secondHalfPercent: secondHalf,
      fade: firstHalf === null || secondHalf === null ? null : round(secondHalf - firstHalf),
    },
    correlations: perFactor((f) => ({ r: pearson(a.correlations[f]), n: a.correlations[f].n })),
    trainingVsCompetition: courses
      .filter((c) => training.has(c.id) || competition.has(c.id))
      .map((c) => {
        const t = mean(training.get(c.id) ?? { n: 0, sum: 0 });
        const m = mean(competition.get(c.id) ?? { n: 0, sum: 0 });
        return {
          courseOfFireId: c.id,
          courseOfFireCode: c.code,
          courseOfFireName: c.name,
          trainingSessions: training.get(c.id)?.n ?? 0,
          trainingAverageScorePercent: t,
          competitionEntries: competition.get(c.id)?.n ?? 0,
          competitionAverageScorePercent: m,
          gap: t === null || m === null ? null : round(m - t),
        };
      }),
  };
}

export function computeStats(entries: StatsEntry[], competitionResults: CompetitionResult[], courses: CourseOfFireInfo[]) {
  return statsFromAggregates(aggregateEntries(entries), competitionResults, courses);
}
