// What a coach's home shows for one athlete, from the athlete's sessions of the last four weeks.
// Pure, so the week boundaries and the choice of course of fire are tested without a database.
import { sessionWeek, weekStartOf } from "@/lib/journal/totals";

const DAY_MS = 86_400_000;

export type RecentSession = {
  id: string;
  sessionDate: Date;
  score: number | null;
  maxScore: number | null;
  totalShots: number | null;
  courseOfFireId: string | null;
  courseOfFireName: string | null;
  coachFeedback: string | null;
  comments: number;
};

export type WeeklyTrend = {
  courseOfFireId: string;
  courseOfFireName: string;
  weeks: Array<{ weekStart: string; sessions: number; averageScore: number | null }>;
};

/** The first day of the four-week window that ends today: the Monday three weeks before this week's. */
export function trendStart(today: Date): Date {
  return new Date((sessionWeek(today) - 21) * DAY_MS);
}

/**
 * Scores of different courses of fire do not add up (a 60-shot match is out of 654, a 40-shot one
 * out of 436), so the trend follows one course: the one the athlete fired most shots on in the
 * window (then the most sessions), and averages its scores week by week.
 */
export function weeklyTrend(sessions: RecentSession[], today: Date): WeeklyTrend | null {
  const byCourse = new Map<string, { name: string; shots: number; sessions: number }>();
  for (const s of sessions) {
    if (!s.courseOfFireId || s.score === null) continue;
    const course = byCourse.get(s.courseOfFireId) ?? { name: s.courseOfFireName ?? "", shots: 0, sessions: 0 };
    course.shots += s.totalShots ?? 0;
    course.sessions += 1;
    byCourse.set(s.courseOfFireId, course);
  }
  const [courseOfFireId, course] = [...byCourse.entries()].sort(([, a], [, b]) => b.shots - a.shots || b.sessions - a.sessions)[0] ?? [];
  if (!courseOfFireId || !course) return null;
  const thisWeek = sessionWeek(today);
  const weeks = [thisWeek - 21, thisWeek - 14, thisWeek - 7, thisWeek].map((week) => {
    const scores = sessions
      .filter((s) => s.courseOfFireId === courseOfFireId && s.score !== null && sessionWeek(s.sessionDate) === week)
      .map((s) => s.score ?? 0);
    const average = scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
    return { weekStart: weekStartOf(week), sessions: scores.length, averageScore: average === null ? null : Math.round(average * 10) / 10 };
  });
  return { courseOfFireId, courseOfFireName: course.name, weeks };
}

/** The counts a coach's row shows; `sessions` are the last four weeks', newest first. */
export function coachedSummary(sessions: RecentSession[], today: Date) {
  const weekAgo = new Date(Math.floor(today.getTime() / DAY_MS) * DAY_MS - 6 * DAY_MS);
  const lastWeek = sessions.filter((s) => s.sessionDate >= weekAgo);
  const waiting = sessions.filter((s) => !s.coachFeedback && s.comments === 0);
  return {
    sessionsLast7Days: lastWeek.length,
    shotsLast7Days: lastWeek.reduce((sum, s) => sum + (s.totalShots ?? 0), 0),
    awaitingFeedback: waiting.length,
    firstAwaitingFeedbackId: waiting.at(-1)?.id ?? null,
    trend: weeklyTrend(sessions, today),
  };
}
