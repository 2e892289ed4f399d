import "server-only";
import { db, transaction, type Tx } from "@/lib/db";
import type { z } from "zod";
import type { assignmentResponse, ClassificationInput, previewResponse } from "@/lib/schemas/classifications";
import { ageOn, assign, type EntryFacts, evaluate } from "./evaluate";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const AVERAGE_CHUNK = 500;

/**
 * The facts of every entry of a competition, in the order they were entered. The average training
 * score covers the athlete's journal over the 365 days before the competition's first day.
 */
async function entryFacts(client: Tx, competitionId: string) {
  const competition = await client.competition.findUniqueOrThrow({ where: { id: competitionId } });
  const entries = await client.competitionEntry.findMany({
    where: { competitionId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true, athleteId: true, score: true,
      athlete: { select: { firstName: true, lastName: true, dateOfBirth: true, gender: true, country: true, organizationId: true } },
      courseOfFire: { select: { code: true, discipline: true } },
    },
  });
  // The entrants' ids go in chunks: SQLite refuses a list longer than its bound-parameter limit, and
  // a subquery instead makes it scan every journal entry in the date range (measured: about 100 ms
  // for a 10-entry competition over 475,000 entries, against a few ms for the index seeks).
  const athleteIds = [...new Set(entries.map((e) => e.athleteId))];
  const averages: Array<{ athleteId: string; _avg: { scorePercent: number | null } }> = [];
  for (let i = 0; i < athleteIds.length; i += AVERAGE_CHUNK) {
    averages.push(...await client.journalEntry.groupBy({
      by: ["athleteId"],
      where: {
        athleteId: { in: athleteIds.slice(i, i + AVERAGE_CHUNK) },
        sessionDate: { gte: new Date(competition.startDate.getTime() - YEAR_MS), lt: competition.startDate },
        scorePercent: { not: null },
      },
      _avg: { scorePercent: true },
    }));
  }
  const average = new Map(averages.map((a) => [a.athleteId, a._avg.scorePercent]));
  return entries.map((e) => {
    const facts: EntryFacts = {
      age: e.athlete.dateOfBirth ? ageOn(e.athlete.dateOfBirth, competition.startDate) : null,
      gender: e.athlete.gender,
      country: e.athlete.country,
      organizationId: e.athlete.organizationId,
      discipline: e.courseOfFire?.discipline ?? competition.discipline,
      courseOfFireCode: e.courseOfFire?.code ?? null,
      entryScore: e.score,
      averageScorePercent: average.get(e.athleteId) ?? null,
    };
    return { id: e.id, athleteId: e.athleteId, athleteName: `${e.athlete.firstName} ${e.athlete.lastName}`, facts };
  });
}

/** Recomputes every assignment of the competition inside the caller's transaction. */
export async function assignWithin(tx: Tx, competitionId: string): Promise<z.output<typeof assignmentResponse>> {
  // One assignment of a competition at a time: on PostgreSQL two transactions replacing the same
  // assignment rows would collide on their unique key (seen: 26 failures in 40 concurrent runs); this
  // no-op update locks the competition's row until the transaction ends. (SQLite's BEGIN IMMEDIATE
  // already serialises writers.) Plain SQL that both databases accept.
  await tx.$executeRaw`UPDATE "Competition" SET "id" = "id" WHERE "id" = ${competitionId}`;
  const entries = await entryFacts(tx, competitionId);
  const classifications = await tx.classification.findMany({
    where: { competitionId },
    orderBy: [{ displayOrder: "asc" }, { id: "asc" }],
    include: { rules: { orderBy: { position: "asc" } } },
  });
  const assigned = assign(classifications, entries);
  await tx.classificationAssignment.deleteMany({ where: { classification: { competitionId } } });
  const rows = [...assigned].flatMap(([classificationId, entryIds]) => entryIds.map((competitionEntryId) => ({ classificationId, competitionEntryId })));
  if (rows.length > 0) await tx.classificationAssignment.createMany({ data: rows });

  const summary = classifications.map((c) => {
    const count = assigned.get(c.id)?.length ?? 0;
    return {
      classificationId: c.id, name: c.name, type: c.type, displayOrder: c.displayOrder, isActive: c.isActive,
      isAutoAssigned: c.isAutoAssigned, assigned: count, minParticipants: c.minParticipants, maxParticipants: c.maxParticipants,
      belowMinimum: c.minParticipants !== null && count < c.minParticipants,
      full: c.maxParticipants !== null && count >= c.maxParticipants,
    };
  });
  const assignedEntries = new Set(rows.map((r) => r.competitionEntryId)).size;
  return {
    competitionId,
    entries: entries.length,
    assignedEntries,
    unassignedEntries: entries.length - assignedEntries,
    classifications: summary,
    belowMinimum: summary.filter((s) => s.belowMinimum).map((s) => s.classificationId),
  };
}

export function assignCompetition(competitionId: string) {
  return transaction((tx) => assignWithin(tx, competitionId));
}

/** After an athlete changes: every competition they entered. */
export async function rerunAssignmentsFor({ athleteId }: { athleteId: string }): Promise<void> {
  const entered = await db.competitionEntry.findMany({ where: { athleteId }, distinct: ["competitionId"], select: { competitionId: true } });
  for (const { competitionId } of entered) await assignCompetition(competitionId);
}

/** Which entries an unsaved classification's rules would qualify, and why, for the rule editor. */
export async function previewClassification(competitionId: string, input: ClassificationInput): Promise<z.output<typeof previewResponse>> {
  const entries = await entryFacts(db, competitionId);
  const results = entries.map((entry) => {
    const { qualifies, outcomes } = evaluate(input.rules, entry.facts);
    return { entryId: entry.id, athleteId: entry.athleteId, athleteName: entry.athleteName, facts: entry.facts, qualifies, rules: outcomes };
  });
  return {
    competitionId,
    entries: results.length,
    qualifying: results.filter((r) => r.qualifies).length,
    note: input.isActive && input.isAutoAssigned
      ? "Qualifying is not the same as assigned: maxParticipants and classifications of the same type earlier in displayOrder can take an entry first."
      : "This classification would not be auto-assigned (it is inactive or not auto-assigned).",
    results,
  };
}
