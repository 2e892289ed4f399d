// What a coach's page shows of each athlete's plan (API section 14, "A coach's athletes"): shots
// planned this week, four-week compliance, readiness from the daily check-ins, the next competition
// and the bests of the last twelve months. A few queries for all the coach's athletes at once.
import "server-only";
import { calendarDayIn } from "@/lib/i18n/zone";
import { iso } from "@/lib/schemas/common";
import { readinessOf } from "./readiness";
import { type DoneSession, addDays, assemblePlan } from "./plan";
import {
  selectBestScores,
  selectLatestCheckIns,
  selectPlannedSessions,
  selectSessionsBetween,
  selectUpcomingCompetitions,
} from "./planning-repository";

/** A check-in's readiness at or under this reads as low. */
const LOW_READINESS = 2.5;

export type CoachFigures = {
  plannedShotsLast7Days: number | null;
  complianceLast28Days: number | null;
  latestReadiness: number | null;
  readinessLowTwoDays: boolean;
  nextCompetition: { competitionId: string; name: string; startDate: string; priority: string | null } | null;
  seasonBest: Array<{ courseOfFireId: string; courseOfFireName: string; score: number }>;
};

/** The figures of each athlete, by id; days are read in UTC, as the coach's list has no zone of its own. */
export async function coachFigures(athleteIds: readonly string[], now = new Date()): Promise<Map<string, CoachFigures>> {
  const today = calendarDayIn(now, "UTC");
  const from28 = addDays(today, -27);
  const from7 = addDays(today, -6);
  const [planned, sessions, checkIns, competitions, bests] = await Promise.all([
    selectPlannedSessions(athleteIds, { from: from28, to: addDays(today, 366) }),
    selectSessionsBetween(athleteIds, new Date(`${from28}T00:00:00Z`), new Date(`${addDays(today, 1)}T00:00:00Z`)),
    selectLatestCheckIns(athleteIds, addDays(today, -6)),
    selectUpcomingCompetitions(athleteIds, new Date(`${today}T00:00:00Z`)),
    selectBestScores(athleteIds, new Date(now.getTime() - 365 * 86_400_000)),
  ]);
  const figures = new Map<string, CoachFigures>();
  for (const athleteId of athleteIds) {
    const mine = planned.filter((p) => p.athleteId === athleteId);
    const past = mine.filter((p) => p.date <= today);
    const done: DoneSession[] = sessions
      .filter((s) => s.athleteId === athleteId)
      .map((s) => ({ ...s, day: calendarDayIn(s.sessionDate, "UTC") }));
    const plan = assemblePlan(past, done, { from: from28, to: today, today });
    const week = past.filter((p) => p.date >= from7);
    const latest = checkIns.filter((c) => c.athleteId === athleteId);
    const [last, before] = latest;
    const next = competitions.find((c) => c.athleteId === athleteId);
    const nextDay = next ? calendarDayIn(next.startDate, "UTC") : null;
    figures.set(athleteId, {
      plannedShotsLast7Days: week.length === 0 ? null : week.reduce((sum, p) => sum + (p.plannedShots ?? 0), 0),
      complianceLast28Days: plan.compliance === null ? null : Math.round(plan.compliance * 100) / 100,
      latestReadiness: last ? readinessOf(last) : null,
      readinessLowTwoDays:
        last !== undefined &&
        before !== undefined &&
        addDays(before.date, 1) === last.date &&
        readinessOf(last) <= LOW_READINESS &&
        readinessOf(before) <= LOW_READINESS,
      nextCompetition: next
        ? {
            competitionId: next.competitionId,
            name: next.name,
            startDate: iso(next.startDate),
            priority: mine.find((p) => p.type === "competition" && p.date === nextDay)?.priority ?? null,
          }
        : null,
      seasonBest: bests
        .filter((b) => b.athleteId === athleteId && b.best !== null)
        .map((b) => ({ courseOfFireId: b.courseOfFireId, courseOfFireName: b.courseOfFireName, score: Number(b.best) })),
    });
  }
  return figures;
}
