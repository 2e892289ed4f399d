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

type Best = { entryId: string; time: number; score: number };

const shown = (best: Best) => ({ entryId: best.entryId, sessionDate: new Date(best.time).toISOString(), score: best.score });

const round1 = (value: number) => Math.round(value * 10) / 10;
const average = (scores: number[]) => round1(scores.reduce((t, s) => t + s, 0) / scores.length);

/** Integer rings score at most 10 a shot; decimal at most 10.9. Unknown without a maximum and shots. */
function scoringOf(maxScore: number | null, shots: number | null): "integer" | "decimal" | null {
  if (maxScore === null || shots === null || shots <= 0) return null;
  return maxScore > shots * 10 ? "decimal" : "integer";
}

/**
 * Per course of fire and maximum: sessions, average score, the personal best and the best of the
 * season (the calendar year, UTC, of `seasonOf`), the highest score first and the earliest on a tie,
 * and the average of each ISO week (UTC) for the trend.
 */
export function courseStats(sessions: CourseSession[], courses: CourseInfo[], seasonOf: Date) {
  const season = seasonOf.getUTCFullYear();
  const byCourse = new Map(courses.map((c) => [c.id, c]));
  type Group = {
    courseId: string;
    maxScore: number | null;
    shots: number | null;
    scores: number[];
    /** Scores by the session's week (sessionWeek). */
    weeks: Map<number, number[]>;
    best: Best | null;
    seasonBest: Best | null;
  };
  const groups = new Map<string, Group>();
  // The highest score first, the earliest on a tie (compared as times: the ISO text is made once per group).
  const better = (score: number, time: number, current: Best | null) =>
    current === null || score > current.score || (score === current.score && time < current.time);
  for (const session of sessions) {
    // Without series the entry's own totals are the effective ones (most sessions: a hot loop).
    const totals = session.series.length === 0 ? session : effectiveTotals(session, session.series);
    const score = totals.score;
    if (score === null) continue;
    const key = `${session.courseOfFireId}|${totals.maxScore ?? ""}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        courseId: session.courseOfFireId,
        maxScore: totals.maxScore,
        shots: totals.shotsFired ?? byCourse.get(session.courseOfFireId)?.shotCount ?? null,
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
  return [...groups.values()]
    .flatMap((g) => {
      const course = byCourse.get(g.courseId);
      if (!course || g.best === null) return [];
      return [
        {
          courseOfFireId: g.courseId,
          courseOfFireCode: course.code,
          courseOfFireName: course.name,
          maxScore: g.maxScore,
          scoring: scoringOf(g.maxScore, g.shots),
          sessions: g.scores.length,
          averageScore: average(g.scores),
          personalBest: shown(g.best),
          seasonBest: g.seasonBest === null ? null : shown(g.seasonBest),
          weeklyTrend: [...g.weeks]
            .sort(([a], [b]) => a - b)
            .map(([week, scores]) => ({ weekStart: weekStartOf(week), sessions: scores.length, averageScore: average(scores) })),
        },
      ];
    })
    .sort((a, b) => a.courseOfFireCode.localeCompare(b.courseOfFireCode) || (a.maxScore ?? 0) - (b.maxScore ?? 0));
}
