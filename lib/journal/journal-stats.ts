import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import type { journalStatsQuery, journalStatsResponse } from "@/lib/schemas/journal";
import { computeStats } from "./compute-stats";

/** Loads only the columns the statistics need (no series: their sums are kept per entry), then one pass. */
export async function journalStats(athleteId: string, query: z.output<typeof journalStatsQuery>): Promise<z.output<typeof journalStatsResponse>> {
  const range = { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lte: query.to } : {}) };
  const [entries, results] = await Promise.all([
    db.journalEntry.findMany({
      where: { athleteId, sessionDate: range, ...(query.discipline !== undefined ? { discipline: query.discipline } : {}) },
      select: {
        id: true, sessionDate: true, discipline: true, position: true, courseOfFireId: true, linkedCompetitionEntryId: true,
        numberOfTens: true, hoursOfSleep: true, energyLevel: true, focusLevel: true, confidenceLevel: true, stressLevel: true,
        scorePercent: true, totalShots: true, totalXs: true, seriesCount: true, seriesPercentSum: true, seriesPercentSquares: true,
        firstHalfPercentSum: true, secondHalfPercentSum: true, halfCount: true,
      },
    }),
    db.competitionEntry.findMany({
      where: {
        athleteId,
        score: { not: null },
        competition: { startDate: range },
        courseOfFire: { maxScore: { gt: 0 }, ...(query.discipline !== undefined ? { discipline: query.discipline } : {}) },
      },
      select: { score: true, courseOfFire: { select: { id: true, maxScore: true } } },
    }),
  ]);
  const competitionResults = results.flatMap((r) =>
    r.score !== null && r.courseOfFire?.maxScore ? [{ courseOfFireId: r.courseOfFire.id, percent: (100 * r.score) / r.courseOfFire.maxScore }] : [],
  );
  const courseIds = [...new Set([...entries.flatMap((e) => (e.courseOfFireId ? [e.courseOfFireId] : [])), ...competitionResults.map((r) => r.courseOfFireId)])];
  const courses = await db.courseOfFire.findMany({ where: { id: { in: courseIds } }, select: { id: true, code: true, name: true }, orderBy: { code: "asc" } });
  return {
    athleteId,
    from: query.from?.toISOString() ?? null,
    to: query.to?.toISOString() ?? null,
    discipline: query.discipline ?? null,
    ...computeStats(entries, competitionResults, courses),
  };
}
