// Classification assignment (API.md section 8) over a competition's entries: a hot path, in the
// query builder, inside the caller's transaction when there is one.
import "server-only";
import type { z } from "zod";
import { provider, type QueryBuilder, qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import { ApiError } from "@/lib/errors";
import type { assignmentResponse } from "@/lib/schemas/classifications";
import { ageOn, assign, type EntryFacts, type Placement, type RuleLike } from "./evaluate";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Ids per IN list, well within SQLite's limit of bound values. */
const CHUNK = 500;

export type CompetitionFacts = { startDate: Date; discipline: string | null; organizationId: string };

function chunks<T>(items: T[], size = CHUNK): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

/**
 * The competition's start and discipline. With `lock`, its row is held until the transaction ends
 * (PostgreSQL: FOR NO KEY UPDATE; SQLite's BEGIN IMMEDIATE holds every row), so assignments of one
 * competition never run at once: two would collide on the assignments' unique key.
 */
export async function competitionFacts(trx: QueryBuilder, competitionId: string, lock = false): Promise<CompetitionFacts> {
  const competition = await trx
    .selectFrom("Competition")
    .select(["startDate", "discipline", "organizationId"])
    .where("id", "=", competitionId)
    .$if(lock && provider === "postgresql", (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
  if (!competition) throw new ApiError("not_found", 404, `Competition ${competitionId} does not exist.`);
  return competition;
}

/** Each athlete's mean score percentage over the journal's 365 days before the competition's first day. */
async function trainingAverages(trx: QueryBuilder, athleteIds: string[], startDate: Date): Promise<Map<string, number>> {
  const average = new Map<string, number>();
  for (const ids of chunks(athleteIds)) {
    const rows = await trx
      .selectFrom("JournalEntry")
      .select((eb) => ["athleteId", eb.fn.avg<number>("scorePercent").as("average")])
      .where("athleteId", "in", ids)
      .where("sessionDate", ">=", new Date(startDate.getTime() - YEAR_MS))
      .where("sessionDate", "<", startDate)
      .where("scorePercent", "is not", null)
      .groupBy("athleteId")
      .execute();
    for (const row of rows) average.set(row.athleteId, Number(row.average));
  }
  return average;
}

export type EntryWithFacts = { id: string; athleteId: string; athleteName: string; facts: EntryFacts };

/** A competition's entries with their athletes and courses of fire, in the order they were entered. */
function entriesOf(trx: QueryBuilder, competitionId: string) {
  return trx
    .selectFrom("CompetitionEntry as ce")
    .innerJoin("Athlete as a", "a.id", "ce.athleteId")
    .leftJoin("CourseOfFire as cf", "cf.id", "ce.courseOfFireId")
    .select([
      "ce.id",
      "ce.athleteId",
      "ce.score",
      "a.firstName",
      "a.lastName",
      "a.dateOfBirth",
      "a.gender",
      "a.country",
      "a.organizationId",
      "cf.code as courseCode",
      "cf.discipline as courseDiscipline",
    ])
    .where("ce.competitionId", "=", competitionId)
    .orderBy("ce.createdAt")
    .orderBy("ce.id");
}

type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesOf>["execute"]>>[number];

/**
 * The facts the rules read; the training average is read only when a rule asks for it (the costliest
 * read here), and only for the host's own athletes: a host's rules on another club's athlete's
 * private average would let its admins bisect that average with thresholds (decision 012).
 */
async function withFacts(trx: QueryBuilder, rows: EntryRow[], competition: CompetitionFacts, withAverages: boolean) {
  const ownAthletes = rows.filter((e) => e.organizationId === competition.organizationId).map((e) => e.athleteId);
  const averages = withAverages ? await trainingAverages(trx, [...new Set(ownAthletes)], competition.startDate) : new Map<string, number>();
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
export async function entryFacts(
  trx: QueryBuilder,
  competitionId: string,
  competition: CompetitionFacts,
  withAverages: boolean,
): Promise<EntryWithFacts[]> {
  return withFacts(trx, await entriesOf(trx, competitionId).execute(), competition, withAverages);
}

/**
 * The entries' facts, their current assignments and their placements in one read (an entry comes
 * once per assignment and placement it has): it runs while the competition's row is locked, where
 * every round trip is time the next writer waits.
 */
async function entriesWithLinks(trx: QueryBuilder, competitionId: string, competition: CompetitionFacts, withAverages: boolean) {
  const rows = await entriesOf(trx, competitionId)
    .leftJoin("ClassificationAssignment as ca", "ca.competitionEntryId", "ce.id")
    .leftJoin("ClassificationPlacement as p", "p.competitionEntryId", "ce.id")
    .select([
      "ca.id as assignmentId",
      "ca.classificationId as assignedTo",
      "p.id as placementId",
      "p.classificationId as placedIn",
      "p.placement",
      "p.createdAt as placedAt",
    ])
    .execute();
  const entries = rows.filter((row, i) => rows[i - 1]?.id !== row.id);
  const current = new Map<string, { id: string; classificationId: string; competitionEntryId: string }>();
  const placed = new Map<string, Placement & { id: string; at: Date }>();
  for (const r of rows) {
    if (r.assignmentId !== null && r.assignedTo !== null) {
      current.set(r.assignmentId, { id: r.assignmentId, classificationId: r.assignedTo, competitionEntryId: r.id });
    }
    if (r.placementId !== null && r.placedIn !== null && r.placedAt !== null) {
      placed.set(r.placementId, {
        id: r.placementId,
        at: r.placedAt,
        classificationId: r.placedIn,
        entryId: r.id,
        placement: r.placement === "keptOut" ? "keptOut" : "pinned",
      });
    }
  }
  return {
    entries: await withFacts(trx, entries, competition, withAverages),
    current: [...current.values()],
    // Placements apply in the order they were made (the first pin of a type wins).
    placements: [...placed.values()].sort((a, b) => a.at.getTime() - b.at.getTime() || a.id.localeCompare(b.id)),
  };
}

export type Classified = {
  id: string;
  name: string;
  type: number;
  displayOrder: number;
  isActive: boolean;
  isAutoAssigned: boolean;
  minParticipants: number | null;
  maxParticipants: number | null;
  rules: RuleLike[];
};

/** The competition's classifications in display order, each with its rules in order (one read). */
export async function classificationsOf(trx: QueryBuilder, competitionId: string) {
  const rows = await trx
    .selectFrom("Classification as c")
    .leftJoin("ClassificationRule as r", "r.classificationId", "c.id")
    .select([
      "c.id",
      "c.name",
      "c.type",
      "c.displayOrder",
      "c.isActive",
      "c.isAutoAssigned",
      "c.minParticipants",
      "c.maxParticipants",
      "r.id as ruleId",
      "r.ruleType",
      "r.fieldName",
      "r.operator",
      "r.value",
      "r.secondaryValue",
      "r.priority",
      "r.isActive as ruleIsActive",
    ])
    .where("c.competitionId", "=", competitionId)
    .orderBy("c.displayOrder")
    .orderBy("c.id")
    .orderBy("r.position")
    .execute();
  const classifications: Classified[] = [];
  for (const { ruleId, ruleType, fieldName, operator, value, secondaryValue, priority, ruleIsActive, ...c } of rows) {
    // A classification's rows are consecutive; one without rules has a single row with no rule.
    if (classifications.at(-1)?.id !== c.id) classifications.push({ ...c, rules: [] });
    if (
      ruleId !== null &&
      ruleType !== null &&
      fieldName !== null &&
      operator !== null &&
      value !== null &&
      priority !== null &&
      ruleIsActive !== null
    ) {
      classifications
        .at(-1)
        ?.rules.push({ id: ruleId, ruleType, fieldName, operator, value, secondaryValue, priority, isActive: ruleIsActive });
    }
  }
  return classifications;
}

/** The entries a competition admin pinned to a classification or kept out of it. */
export async function placementsOf(trx: QueryBuilder, competitionId: string): Promise<Placement[]> {
  const rows = await trx
    .selectFrom("ClassificationPlacement as p")
    .innerJoin("Classification as c", "c.id", "p.classificationId")
    .select(["p.classificationId", "p.competitionEntryId", "p.placement"])
    .where("c.competitionId", "=", competitionId)
    .orderBy("p.createdAt")
    .execute();
  return rows.map((r) => ({
    classificationId: r.classificationId,
    entryId: r.competitionEntryId,
    placement: r.placement === "keptOut" ? "keptOut" : "pinned",
  }));
}

/**
 * Recomputes every assignment of the competition inside the caller's transaction, the competition's
 * row locked first. Only the difference is written: assignments that still hold keep their row
 * (and the time they were made), the ones that no longer hold are deleted, the new ones inserted.
 */
export async function assignWithin(trx: QueryBuilder, competitionId: string): Promise<z.output<typeof assignmentResponse>> {
  const competition = await competitionFacts(trx, competitionId, true);
  const classifications = await classificationsOf(trx, competitionId);
  const readsAverage = classifications.some((c) => c.rules.some((r) => r.fieldName === "averageScorePercent"));
  const { entries, current, placements } = await entriesWithLinks(trx, competitionId, competition, readsAverage);
  const assigned = assign(classifications, entries, placements);
  const rows = [...assigned].flatMap(([classificationId, entryIds]) =>
    entryIds.map((competitionEntryId) => ({ classificationId, competitionEntryId })),
  );
  const pair = (r: { classificationId: string; competitionEntryId: string }) => `${r.classificationId} ${r.competitionEntryId}`;
  const wanted = new Set(rows.map(pair));
  const held = new Set(current.map(pair));
  for (const ids of chunks(current.filter((r) => !wanted.has(pair(r))).map((r) => r.id))) {
    await trx.deleteFrom("ClassificationAssignment").where("id", "in", ids).execute();
  }
  const createdAt = new Date();
  for (const added of chunks(
    rows.filter((r) => !held.has(pair(r))),
    200,
  )) {
    await trx
      .insertInto("ClassificationAssignment")
      .values(added.map((r) => ({ id: newId(), ...r, createdAt })))
      .execute();
  }
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
  return qb.transaction().execute((trx) => assignWithin(trx, competitionId));
}

/** After an athlete changes: every competition they entered. */
export async function rerunAssignmentsFor(athleteId: string): Promise<void> {
  const entered = await qb.selectFrom("CompetitionEntry").select("competitionId").distinct().where("athleteId", "=", athleteId).execute();
  for (const { competitionId } of entered) await assignCompetition(competitionId);
}
