// Statistics per course of fire, in the event's own scores: a 587 of 600 (integer rings) and a
// 628.5 of 654 (decimal) are never compared, averaged or ranked together, because they sit in
// different groups: one per course of fire and maximum. Percentages across them mislead (587/600
// is 97.8 %, 628.5/654 is 96.1 %, yet the decimal one is the better session).
import { effectiveTotals, sessionWeek, weekStartOf } from "./totals";

export type CourseSession = {
  entryId: string;
  sessionDate: Date;
  courseOfFireId: string;
  score: number | null;
  maxScore: number | null;
  shotsFired: number | null;
  numberOfXs: number | null;
  series: Array<{ score: number; maxScore: number | null; shotCount: number | null; innerTens: number | null }>;
};

export type CourseInfo = { id: string; code: string; name: string; shotCount: number | null };

export type Best = { entryId: string; time: number; score: number };

const shown = (best: Best) => ({ entryId: best.entryId, sessionDate: new Date(best.time).toISOString(), score: best.score });

const round1 = (value: number) => Math.round(value * 10) / 10;
/** The mean of scores added one by one in their order, to one decimal. */
export const average = (scores: number[]) => round1(scores.reduce((t, s) => t + s, 0) / scores.length);

/** Integer rings score at most 10 a shot; decimal at most 10.9. Unknown without a maximum and shots. */
function scoringOf(maxScore: number | null, shots: number | null): "integer" | "decimal" | null {
  if (maxScore === null || shots === null || shots <= 0) return null;
  return maxScore > shots * 10 ? "decimal" : "integer";
}

/** The highest score first, the earliest on a tie (compared as times: the ISO text is made once per group). */
export const better = (score: number, time: number, current: Best | null) =>
  current === null || score > current.score || (score === current.score && time < current.time);

/** One course of fire and maximum, before its course is looked up: what the response shows of it. */
export type CourseGroup = {
  courseId: string;
  maxScore: number | null;
  /** The shots of the group's first session in id order, where it says; else the course's. */
  shots: number | null;
  sessions: number;
  averageScore: number;
  best: Best;
  seasonBest: Best | null;
  /** By ISO week (sessionWeek), in order. */
  weeks: Array<{ week: number; sessions: number; averageScore: number }>;
};

/** The key of a course of fire and maximum. */
export const groupKey = (courseId: string, maxScore: number | null) => `${courseId}|${maxScore ?? ""}`;

/**
 * Per course of fire and maximum, from every session read (in id order): sessions, average score,
 * the personal best and the best of the season (the calendar year, UTC, of `seasonOf`), the highest
 * score first and the earliest on a tie, and the average of each ISO week (UTC) for the trend.
 */
export function groupSessions(sessions: CourseSession[], seasonOf: Date): CourseGroup[] {
  const season = seasonOf.getUTCFullYear();
  type Group = Omit<CourseGroup, "averageScore" | "weeks" | "sessions" | "best"> & {
    scores: number[];
    /** Scores by the session's week (sessionWeek). */
    weeks: Map<number, number[]>;
    best: Best | null;
  };
  const groups = new Map<string, Group>();
  for (const session of sessions) {
    // Without series the entry's own totals are the effective ones (most sessions: a hot loop).
    const totals = session.series.length === 0 ? session : effectiveTotals(session, session.series);
    const score = totals.score;
    if (score === null) continue;
    const key = groupKey(session.courseOfFireId, totals.maxScore);
    let group = groups.get(key);
    if (!group) {
      group = {
        courseId: session.courseOfFireId,
        maxScore: totals.maxScore,
        shots: totals.shotsFired,
        scores: [],
        weeks: new Map(),
        best: null,
        seasonBest: null,
      };
      groups.set(key, group);
    }
    group.scores.push(score);
    const week = sessionWeek(session.sessionDate);
    const weekScores = group.weeks.get(week);
    if (weekScores) weekScores.push(score);
    else group.weeks.set(week, [score]);
    const time = session.sessionDate.getTime();
    if (better(score, time, group.best)) group.best = { entryId: session.entryId, time, score };
    if (session.sessionDate.getUTCFullYear() === season && better(score, time, group.seasonBest)) {
      group.seasonBest = { entryId: session.entryId, time, score };
    }
  }
  return [...groups.values()].flatMap(({ scores, weeks, best, ...g }) =>
    best === null
      ? []
      : [
          {
            ...g,
            best,
            sessions: scores.length,
            averageScore: average(scores),
            weeks: [...weeks]
              .sort(([a], [b]) => a - b)
              .map(([week, weekScores]) => ({ week, sessions: weekScores.length, averageScore: average(weekScores) })),
          },
        ],
  );
}

/**
 * The average of scores from their count and sum, as adding them one by one (in id order) and
 * rounding to one decimal gives it, or null where the order of the additions could decide: a sum of
 * scores with decimals differs from the sum in id order by a few units of its last place, which
 * changes the rounding only at a tie (x.x5). Integer scores add exactly in any order.
 */
export function averageOfSum(s: { sessions: number; sum: number; high: number; low: number; fractions: number }): number | null {
  const largest = Math.max(Math.abs(s.high), Math.abs(s.low));
  if (s.fractions === 0 && s.sessions * largest < 2 ** 53) return round1(s.sum / s.sessions);
  const tenfold = (s.sum / s.sessions) * 10;
  // The error of a sum of n terms in any order is at most n units of the last place of their total.
  const margin = 32 * Number.EPSILON * (10 * s.sessions * largest + Math.abs(tenfold));
  return Math.abs(tenfold - Math.floor(tenfold) - 0.5) > margin ? Math.round(tenfold) / 10 : null;
}

/** The groups with their courses, by code and maximum: the response's `byCourseOfFire`. */
export function presentCourseGroups(groups: CourseGroup[], courses: CourseInfo[]) {
  const byCourse = new Map(courses.map((c) => [c.id, c]));
  return groups
    .flatMap((g) => {
      const course = byCourse.get(g.courseId);
      if (!course) return [];
      return [
        {
          courseOfFireId: g.courseId,
          courseOfFireCode: course.code,
          courseOfFireName: course.name,
          maxScore: g.maxScore,
          scoring: scoringOf(g.maxScore, g.shots ?? course.shotCount),
          sessions: g.sessions,
          averageScore: g.averageScore,
          personalBest: shown(g.best),
          seasonBest: g.seasonBest === null ? null : shown(g.seasonBest),
          weeklyTrend: g.weeks.map((w) => ({ weekStart: weekStartOf(w.week), sessions: w.sessions, averageScore: w.averageScore })),
        },
      ];
    })
    .sort((a, b) => a.courseOfFireCode.localeCompare(b.courseOfFireCode) || (a.maxScore ?? 0) - (b.maxScore ?? 0));
}

/** Per course of fire and maximum, from every session read (see groupSessions). */
export function courseStats(sessions: CourseSession[], courses: CourseInfo[], seasonOf: Date) {
  return presentCourseGroups(groupSessions(sessions, seasonOf), courses);
}
