// Journal statistics in one pass over an athlete's entries: volume, averages and bests as a
// percentage of the maximum, tens and Xs per 60 shots, a weekly trend, per-discipline and
// per-position averages, series consistency, readiness correlations, and the training-versus-
// competition gap per course of fire. Pure, so it is tested with numbers worked out by hand. It
// reads the columns every write keeps (lib/journal/totals.ts), never the series themselves.
import type { DerivedColumns } from "./totals";

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

const FACTORS = ["hoursOfSleep", "energyLevel", "focusLevel", "confidenceLevel", "stressLevel"] as const;
type Factor = (typeof FACTORS)[number];

function perFactor<T>(make: (factor: Factor) => T): Record<Factor, T> {
  return Object.fromEntries(FACTORS.map((f) => [f, make(f)])) as Record<Factor, T>;
}

class Mean {
  n = 0;
  sum = 0;
  add(value: number) {
    this.n += 1;
    this.sum += value;
  }
  get value(): number | null {
    return this.n === 0 ? null : round(this.sum / this.n);
  }
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

class Correlation {
  n = 0;
  sx = 0;
  sy = 0;
  sxx = 0;
  syy = 0;
  sxy = 0;
  add(x: number, y: number) {
    this.n += 1;
    this.sx += x;
    this.sy += y;
    this.sxx += x * x;
    this.syy += y * y;
    this.sxy += x * y;
  }
  get r(): number | null {
    if (this.n < 3) return null;
    const cov = this.n * this.sxy - this.sx * this.sy;
    const vx = this.n * this.sxx - this.sx * this.sx;
    const vy = this.n * this.syy - this.sy * this.sy;
    return vx <= 0 || vy <= 0 ? null : round(cov / Math.sqrt(vx * vy), 4);
  }
}

function round(value: number, digits = 3): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** Monday 00:00 UTC of the date's ISO week. */
export function weekStart(date: Date): string {
  const day = (date.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() - day));
  return monday.toISOString().slice(0, 10);
}

function grouped(map: Map<string, { sessions: number; percent: Mean }>, key: string | null, percent: number | null) {
  const name = key ?? "(none)";
  const group = map.get(name) ?? { sessions: 0, percent: new Mean() };
  group.sessions += 1;
  if (percent !== null) group.percent.add(percent);
  map.set(name, group);
}

export function computeStats(entries: StatsEntry[], competitionResults: CompetitionResult[], courses: CourseOfFireInfo[]) {
  let shotsFired = 0;
  const average = new Mean();
  let best: { entryId: string; sessionDate: string; scorePercent: number } | null = null;
  let tens = 0, xs = 0, shotsForTens = 0, shotsForXs = 0;
  const weeks = new Map<string, { sessions: number; percent: Mean; shotsFired: number }>();
  const byDiscipline = new Map<string, { sessions: number; percent: Mean }>();
  const byPosition = new Map<string, { sessions: number; percent: Mean }>();
  const seriesSpread = new Spread();
  const halves = { n: 0, first: 0, second: 0 };
  const correlations = perFactor(() => new Correlation());
  const training = new Map<string, Mean>();

  for (const entry of entries) {
    const percent = entry.scorePercent;
    const shots = entry.totalShots;
    if (shots !== null) shotsFired += shots;
    if (percent !== null) {
      average.add(percent);
      if (best === null || percent > best.scorePercent) {
        best = { entryId: entry.id, sessionDate: entry.sessionDate.toISOString(), scorePercent: round(percent) };
      }
      for (const factor of FACTORS) {
        const x = entry[factor];
        if (x !== null) correlations[factor].add(x, percent);
      }
      if (entry.courseOfFireId && !entry.linkedCompetitionEntryId) {
        const mean = training.get(entry.courseOfFireId) ?? new Mean();
        mean.add(percent);
        training.set(entry.courseOfFireId, mean);
      }
    }
    if (shots !== null && shots > 0) {
      if (entry.numberOfTens !== null) {
        tens += entry.numberOfTens;
        shotsForTens += shots;
      }
      if (entry.totalXs !== null) {
        xs += entry.totalXs;
        shotsForXs += shots;
      }
    }
    const week = weeks.get(weekStart(entry.sessionDate)) ?? { sessions: 0, percent: new Mean(), shotsFired: 0 };
    week.sessions += 1;
    week.shotsFired += shots ?? 0;
    if (percent !== null) week.percent.add(percent);
    weeks.set(weekStart(entry.sessionDate), week);
    grouped(byDiscipline, entry.discipline, percent);
    grouped(byPosition, entry.position, percent);

    seriesSpread.addSums(entry.seriesCount, entry.seriesPercentSum, entry.seriesPercentSquares);
    halves.n += entry.halfCount;
    halves.first += entry.firstHalfPercentSum;
    halves.second += entry.secondHalfPercentSum;
  }
  const firstHalf = halves.n === 0 ? null : round(halves.first / halves.n);
  const secondHalf = halves.n === 0 ? null : round(halves.second / halves.n);

  const competition = new Map<string, Mean>();
  for (const result of competitionResults) {
    const mean = competition.get(result.courseOfFireId) ?? new Mean();
    mean.add(result.percent);
    competition.set(result.courseOfFireId, mean);
  }
  const groups = (map: Map<string, { sessions: number; percent: Mean }>) =>
    [...map].sort(([a], [b]) => a.localeCompare(b)).map(([name, g]) => ({ name, sessions: g.sessions, averageScorePercent: g.percent.value }));

  return {
    sessionCount: entries.length,
    shotsFired,
    averageScorePercent: average.value,
    bestScorePercent: best?.scorePercent ?? null,
    bestSession: best,
    tensPer60: shotsForTens === 0 ? null : round((60 * tens) / shotsForTens),
    xsPer60: shotsForXs === 0 ? null : round((60 * xs) / shotsForXs),
    weeklyTrend: [...weeks].sort(([a], [b]) => a.localeCompare(b)).map(([start, w]) => ({
      weekStart: start, sessions: w.sessions, shotsFired: w.shotsFired, averageScorePercent: w.percent.value,
    })),
    byDiscipline: groups(byDiscipline).map(({ name, ...g }) => ({ discipline: name, ...g })),
    byPosition: groups(byPosition).map(({ name, ...g }) => ({ position: name, ...g })),
    seriesConsistency: {
      seriesCount: seriesSpread.n,
      meanSeriesPercent: seriesSpread.mean,
      standardDeviation: seriesSpread.standardDeviation,
      firstHalfPercent: firstHalf,
      secondHalfPercent: secondHalf,
      fade: firstHalf === null || secondHalf === null ? null : round(secondHalf - firstHalf),
    },
    correlations: perFactor((f) => ({ r: correlations[f].r, n: correlations[f].n })),
    trainingVsCompetition: courses
      .filter((c) => training.has(c.id) || competition.has(c.id))
      .map((c) => {
        const t = training.get(c.id)?.value ?? null;
        const m = competition.get(c.id)?.value ?? null;
        return {
          courseOfFireId: c.id, courseOfFireCode: c.code, courseOfFireName: c.name,
          trainingSessions: training.get(c.id)?.n ?? 0, trainingAverageScorePercent: t,
          competitionEntries: competition.get(c.id)?.n ?? 0, competitionAverageScorePercent: m,
          gap: t === null || m === null ? null : round(m - t),
        };
      }),
  };
}

export type JournalStats = ReturnType<typeof computeStats>;
