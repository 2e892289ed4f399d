// Journal statistics in one pass over an athlete's entries: volume, averages and bests as a
// percentage of the maximum, tens and Xs per 60 shots, a weekly trend, per-discipline and
// per-position averages, series consistency, readiness correlations, and the training-versus-
// competition gap per course of fire. Pure, so it is tested with numbers worked out by hand.
import { effectiveTotals } from "./totals";

export type StatsSeries = { seriesNumber: number; score: number; maxScore: number | null; shotCount: number | null; innerTens: number | null };

export type StatsEntry = {
  id: string;
  sessionDate: Date;
  discipline: string | null;
  position: string | null;
  courseOfFireId: string | null;
  linkedCompetitionEntryId: string | null;
  score: number | null;
  maxScore: number | null;
  shotsFired: number | null;
  numberOfTens: number | null;
  numberOfXs: number | null;
  hoursOfSleep: number | null;
  energyLevel: number | null;
  focusLevel: number | null;
  confidenceLevel: number | null;
  stressLevel: number | null;
  scoreSeries: StatsSeries[];
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

/** Welford's running mean and variance. */
class Spread {
  n = 0;
  mean = 0;
  m2 = 0;
  add(value: number) {
    this.n += 1;
    const delta = value - this.mean;
    this.mean += delta / this.n;
    this.m2 += delta * (value - this.mean);
  }
  get standardDeviation(): number | null {
    return this.n < 2 ? null : round(Math.sqrt(this.m2 / (this.n - 1)));
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
  const firstHalf = new Mean();
  const secondHalf = new Mean();
  const correlations = perFactor(() => new Correlation());
  const training = new Map<string, Mean>();

  for (const entry of entries) {
    const totals = effectiveTotals(entry, entry.scoreSeries);
    const percent = totals.scorePercent;
    if (totals.shotsFired !== null) shotsFired += totals.shotsFired;
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
    if (totals.shotsFired !== null && totals.shotsFired > 0) {
      if (entry.numberOfTens !== null) {
        tens += entry.numberOfTens;
        shotsForTens += totals.shotsFired;
      }
      if (totals.numberOfXs !== null) {
        xs += totals.numberOfXs;
        shotsForXs += totals.shotsFired;
      }
    }
    const week = weeks.get(weekStart(entry.sessionDate)) ?? { sessions: 0, percent: new Mean(), shotsFired: 0 };
    week.sessions += 1;
    week.shotsFired += totals.shotsFired ?? 0;
    if (percent !== null) week.percent.add(percent);
    weeks.set(weekStart(entry.sessionDate), week);
    grouped(byDiscipline, entry.discipline, percent);
    grouped(byPosition, entry.position, percent);

    const seriesPercents = [...entry.scoreSeries]
      .sort((a, b) => a.seriesNumber - b.seriesNumber)
      .flatMap((s) => (s.maxScore !== null && s.maxScore > 0 ? [(100 * s.score) / s.maxScore] : []));
    for (const p of seriesPercents) seriesSpread.add(p);
    const half = Math.floor(seriesPercents.length / 2);
    if (half > 0) {
      for (const p of seriesPercents.slice(0, half)) firstHalf.add(p);
      for (const p of seriesPercents.slice(seriesPercents.length - half)) secondHalf.add(p);
    }
  }

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
      meanSeriesPercent: seriesSpread.n === 0 ? null : round(seriesSpread.mean),
      standardDeviation: seriesSpread.standardDeviation,
      firstHalfPercent: firstHalf.value,
      secondHalfPercent: secondHalf.value,
      fade: firstHalf.value === null || secondHalf.value === null ? null : round(secondHalf.value - firstHalf.value),
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
