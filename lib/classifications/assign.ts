// Classification assignment (API.md section 8) over a competition's entries: a hot path, in the
// query builder, inside the caller's transaction when there is one.
import "server-only";
import type { z } from "zod";
import { transaction, type Trx } from "@/lib/db/client";
import { competitionsEnteredBy } from "@/lib/competitions/competition-entry-repository";
import { type CompetitionFacts, readCompetitionFacts } from "@/lib/competitions/competition-repository";
import { notFound } from "@/lib/errors";
import type { assignmentResponse } from "@/lib/schemas/classifications";
import {
  classificationsOf,
  deleteAssignments,
  entriesWithLinks,
  type EntryRow,
  entryRows,
  insertAssignments,
  trainingAverages,
} from "./classification-repository";
import { ageOn, assign, type EntryFacts } from "./evaluate";
import { keepFrozen } from "./freeze";

/**
 * The competition's start and discipline. Inside a transaction, its row is held until it ends
 * (PostgreSQL: FOR NO KEY UPDATE; SQLite's BEGIN IMMEDIATE holds every row), so assignments of one
 * competition never run at once: two would collide on the assignments' unique key.
 */
export async function competitionFacts(competitionId: string, trx?: Trx): Promise<CompetitionFacts> {
  const competition = await readCompetitionFacts(competitionId, trx !== undefined, trx);
  if (!competition) throw notFound(`Competition ${competitionId}`);
  return competition;
}

export type EntryWithFacts = { id: string; athleteId: string; athleteName: string; facts: EntryFacts };

/**
 * The facts the rules read; the training average is read only when a rule asks for it (the costliest
 * read here), and only for the host's own athletes: a host's rules on another club's athlete's
 * private average would let its admins bisect that average with thresholds (decision 012).
 */
async function withFacts(rows: EntryRow[], competition: CompetitionFacts, withAverages: boolean, trx?: Trx) {
  const ownAthletes = rows.filter((e) => e.organizationId === competition.organizationId).map((e) => e.athleteId);
  const averages = withAverages ? await trainingAverages([...new Set(ownAthletes)], competition.startDate, trx) : new Map<string, number>();
  return rows.map((e): EntryWithFacts => ({
    id: e.id,
    athleteId: e.athleteId,
    athleteName: `${e.firstName} ${e.lastName}`,
    facts: {
      age: e.dateOfBirth ? ageOn(e.dateOfBirth, competition.startDate) : null,
      gender: e.gender,
      country: e.country,
      organizationId: e.organizationId,
      discipline: e.courseDiscipline ?? competition.discipline,
      courseOfFireCode: e.courseCode,
      entryScore: e.score,
      averageScorePercent: averages.get(e.athleteId) ?? null,
    },
  }));
}

/** The facts of every entry of a competition, in the order they were entered. */
export async function entryFacts(competitionId: string, competition: CompetitionFacts, withAverages: boolean): Promise<EntryWithFacts[]> {
  return withFacts(await entryRows(competitionId), competition, withAverages);
}

/**
 * Recomputes every assignment of the competition inside the caller's transaction, the competition's
 * row locked first. Only the difference is written: assignments that still hold keep their row
 * (and the time they were made), the ones that no longer hold are deleted, the new ones inserted.
 */
export async function assignWithin(trx: Trx, competitionId: string): Promise<z.output<typeof assignmentResponse>> {
  const competition = await competitionFacts(competitionId, trx);
  const classifications = await classificationsOf(competitionId, trx);
  const readsAverage = classifications.some((c) => c.rules.some((r) => r.fieldName === "averageScorePercent"));
  const links = await entriesWithLinks(competitionId, trx);
  const entries = await withFacts(links.entries, competition, readsAverage, trx);
  // Placements apply in the order they were made (the first pin of a type wins).
  const placements = links.placements.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id));
  const computed = assign(classifications, entries, placements);
  const assigned = competition.classesFrozenAt ? keepFrozen(computed, links.current, placements, competition.classesFrozenAt) : computed;
  const rows = [...assigned].flatMap(([classificationId, entryIds]) =>
    entryIds.map((competitionEntryId) => ({ classificationId, competitionEntryId })),
  );
  const pair = (r: { classificationId: string; competitionEntryId: string }) => `${r.classificationId} ${r.competitionEntryId}`;
  const wanted = new Set(rows.map(pair));
  const held = new Set(links.current.map(pair));
  await deleteAssignments(
    links.current.filter((r) => !wanted.has(pair(r))).map((r) => r.id),
    trx,
  );
  await insertAssignments(
    rows.filter((r) => !held.has(pair(r))),
    new Date(),
    trx,
  );
  const summary = classifications.map((c) => {
    const count = assigned.get(c.id)?.length ?? 0;
    return {
      classificationId: c.id,
      name: c.name,
      type: c.type,
      displayOrder: c.displayOrder,
      isActive: c.isActive,
      isAutoAssigned: c.isAutoAssigned,
      assigned: count,
      minParticipants: c.minParticipants,
      maxParticipants: c.maxParticipants,
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
  return transaction((trx) => assignWithin(trx, competitionId));
}

/** After an athlete changes: every competition they entered. */
export async function rerunAssignmentsFor(athleteId: string): Promise<void> {
  for (const competitionId of await competitionsEnteredBy(athleteId)) await assignCompetition(competitionId);
}
