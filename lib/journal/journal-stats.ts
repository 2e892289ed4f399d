// The statistics of an athlete's journal: the aggregates the database computes
// (stats-repository.ts), then the competition results (a few rows) and the courses they name. The
// route keeps the answer per journal revision (lib/journal/journal-cache.ts).
import "server-only";
import type { z } from "zod";
import type { journalStatsQuery, journalStatsResponse } from "@/lib/schemas/journal";
import { statsFromAggregates } from "./compute-stats";
import { average, averageOfSum, type Best, better, type CourseGroup, groupKey, groupSessions, presentCourseGroups } from "./course-stats";
import {
  hasSessionsTotalledBySeries,
  selectAggregates,
  selectCompetitionResults,
  selectCourses,
  selectCourseSessions,
  selectCourseWeeks,
  selectGroupScores,
  selectSessionsWithScores,
} from "./stats-repository";
import { effectiveTotals } from "./totals";

type Stats = z.output<typeof journalStatsResponse>;
type StatsQuery = z.output<typeof journalStatsQuery>;

/** Aggregates in the database, then the competition results (a few rows) and the courses they name. */
export async function journalStats(athleteId: string, query: StatsQuery): Promise<Stats> {
  const seasonOf = query.to ?? new Date();
  const [sums, results] = await Promise.all([selectAggregates(athleteId, query), selectCompetitionResults(athleteId, query)]);
  const perCourse = await courseGroups(athleteId, query, seasonOf, sums.lackingTotals > 0);
  // The discipline in any case, as for the sessions (a few rows: filtered here).
  const wanted = query.discipline?.toLocaleLowerCase();
  const competitionResults = results.flatMap((r) =>
    r.score !== null && r.maxScore && (!wanted || r.discipline?.toLocaleLowerCase() === wanted)
      ? [{ courseOfFireId: r.courseOfFireId, percent: (100 * r.score) / r.maxScore }]
      : [],
  );
  const courses = await selectCourses([
    ...new Set([
      ...sums.training.map((t) => t.courseOfFireId),
      ...competitionResults.map((r) => r.courseOfFireId),
      ...perCourse.map((g) => g.courseId),
    ]),
  ]);
  return {
    athleteId,
    from: query.from?.toISOString() ?? null,
    to: query.to?.toISOString() ?? null,
    discipline: query.discipline ?? null,
    sessionType: query.sessionType ?? null,
    courseOfFireId: query.courseOfFireId ?? null,
    ...statsFromAggregates(sums, competitionResults, courses),
    byCourseOfFire: presentCourseGroups(perCourse, courses),
    sessionsWithoutCourseOfFire: sums.withoutCourse,
  };
}

/**
 * The statistics per course of fire and maximum. Where every course-of-fire session carries its own
 * score and maximum (a typed total, or the sums of its shots), from one GROUP BY by week and a few
 * rows; else (some session `lackingTotals` may take them from its series) from every session read
 * with its series' sums, as groupSessions() always did.
 */
export async function courseGroups(athleteId: string, query: StatsQuery, seasonOf: Date, lackingTotals = true): Promise<CourseGroup[]> {
  if (lackingTotals && (await hasSessionsTotalledBySeries(athleteId, query))) {
    return groupSessions(await selectCourseSessions(athleteId, query), seasonOf);
  }
  return courseGroupsByWeek(athleteId, query, seasonOf);
}

const DAY_MS = 86_400_000;

type Totals = { sessions: number; sum: number; high: number; low: number; fractions: number };

/**
 * The same figures as groupSessions() over the same sessions, byte for byte, from their sums by
 * week: the bests from the sessions with the highest score and the sessions of the season, a
 * group's shots from its first session, and an average whose rounding the order of the additions
 * could decide (averageOfSum) from its scores added in id order, as groupSessions adds them.
 */
export async function courseGroupsByWeek(athleteId: string, query: StatsQuery, seasonOf: Date): Promise<CourseGroup[]> {
  const year = seasonOf.getUTCFullYear();
  const rows = await selectCourseWeeks(athleteId, query);
  type Group = Totals & { courseId: string; maxScore: number | null; firstId: string; weeks: Array<Totals & { week: number }> };
  const groups = new Map<string, Group>();
  for (const row of rows) {
    const key = groupKey(row.courseOfFireId, row.maxScore);
    let g = groups.get(key);
    if (!g) {
      g = { ...row, courseId: row.courseOfFireId, sessions: 0, sum: 0, fractions: 0, weeks: [] };
      groups.set(key, g);
    }
    g.sessions += row.sessions;
    g.sum += row.sum;
    g.high = Math.max(g.high, row.high);
    g.low = Math.min(g.low, row.low);
    g.fractions += row.fractions;
    g.weeks.push(row);
  }
  const list = [...groups.values()];
  // As groupSessions finds them: in id order, the highest score, the earliest on a tie.
  const bestOf = (
    sessions: Array<{ courseOfFireId: string; maxScore: number | null; entryId: string; sessionDate: Date; score: number }>,
  ) => {
    const bests = new Map<string, Best>();
    for (const s of sessions) {
      const key = groupKey(s.courseOfFireId, s.maxScore);
      const time = s.sessionDate.getTime();
      if (better(s.score, time, bests.get(key) ?? null)) bests.set(key, { entryId: s.entryId, time, score: s.score });
    }
    return bests;
  };
  const weekOf = (week: number) => ({ start: new Date(week * DAY_MS), end: new Date((week + 7) * DAY_MS) });
  const [bests, seasonBests, firsts] = await Promise.all([
    // The best is in the first week that holds the highest score (the weeks are in order).
    Promise.all(
      list.map((g) =>
        selectSessionsWithScores(athleteId, query, weekOf(g.weeks.find((w) => w.high === g.high)?.week ?? 0), {
          courseOfFireId: g.courseId,
          maxScore: g.maxScore,
          score: g.high,
        }),
      ),
    ).then((found) => bestOf(found.flat())),
    selectSessionsWithScores(athleteId, query, { start: new Date(Date.UTC(year, 0, 1)), end: new Date(Date.UTC(year + 1, 0, 1)) }).then(
      (sessions) => bestOf(sessions.filter((s) => s.sessionDate.getUTCFullYear() === year)),
    ),
    selectCourseSessions(
      athleteId,
      query,
      list.map((g) => g.firstId),
    ),
  ]);
  const shotsOf = new Map(firsts.map((s) => [s.entryId, (s.series.length === 0 ? s : effectiveTotals(s, s.series)).shotsFired]));
  return Promise.all(
    list.map(async (g) => {
      const key = groupKey(g.courseId, g.maxScore);
      const best = bests.get(key);
      if (!best) throw new Error(`No session has the best score of ${key}.`);
      const averages = await averagesOf(athleteId, query, g);
      return {
        courseId: g.courseId,
        maxScore: g.maxScore,
        shots: shotsOf.get(g.firstId) ?? null,
        sessions: g.sessions,
        averageScore: averages.group,
        best,
        seasonBest: seasonBests.get(key) ?? null,
        weeks: g.weeks.map((w, i) => ({ week: w.week, sessions: w.sessions, averageScore: averages.weeks[i] ?? 0 })),
      };
    }),
  );
}

/**
 * A group's average and its weeks' from their sums, and those the order of the additions could
 * decide from the scores in id order (one query for the group).
 */
async function averagesOf(
  athleteId: string,
  query: StatsQuery,
  g: Totals & { courseId: string; maxScore: number | null; weeks: Array<Totals & { week: number }> },
) {
  const group = averageOfSum(g);
  const weeks = g.weeks.map(averageOfSum);
  const undecided = g.weeks.flatMap((w, i) => (weeks[i] === null ? [w.week] : []));
  if (group !== null && undecided.length === 0) return { group, weeks: weeks as number[] };
  const scores = await selectGroupScores(
    athleteId,
    query,
    { courseOfFireId: g.courseId, maxScore: g.maxScore },
    group === null ? undefined : undecided,
  );
  const byWeek = new Map<number, number[]>();
  for (const s of scores) {
    const list = byWeek.get(s.week);
    if (list) list.push(s.score);
    else byWeek.set(s.week, [s.score]);
  }
  return {
    group: group ?? average(scores.map((s) => s.score)),
    weeks: weeks.map((a, i) => a ?? average(byWeek.get(g.weeks[i]?.week ?? NaN) ?? [])),
  };
}
