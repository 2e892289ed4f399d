// Every read and write of classifications, their rules, the admins' placements and the assignments;
// and the facts of a competition's entries that assignment reads, which it reads while the
// competition's row is locked (a hot path: every round trip here is time the next writer waits).
import "server-only";
import type { Selectable } from "kysely";
import { qb, type Trx, type Executor } from "@/lib/db/client";
import { heldForWrite } from "@/lib/db/locking";
import { ascending, inKeyOrder, type SortValue } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { DB } from "@/lib/generated/kysely/types";
import type { ClassificationInput } from "@/lib/schemas/classifications";
import type { Placement, RuleLike } from "./evaluate";

type Window = { after: SortValue[] | null; take: number };

export type Classification = Selectable<DB["Classification"]>;
export type ClassificationRule = Selectable<DB["ClassificationRule"]>;
export type ClassificationWithRules = Classification & { rules: ClassificationRule[]; assignmentCount: number };
type ClassificationFields = Omit<ClassificationInput, "rules">;

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** Ids per IN list, well within SQLite's limit of bound values. */
const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));
}

// The classification with its rules

export function classificationInCompetition(competitionId: string, id: string, ex: Executor = qb): Promise<Classification | undefined> {
  return ex.selectFrom("Classification").selectAll().where("id", "=", id).where("competitionId", "=", competitionId).executeTakeFirst();
}

/** The classification's row, held until the transaction ends (whichever competition it is of). */
export function lockedClassification(id: string, trx: Trx): Promise<Classification | undefined> {
  return heldForWrite(trx.selectFrom("Classification").selectAll().where("id", "=", id)).executeTakeFirst();
}

/** The classifications' rules in order and their numbers of assignments (two reads, whatever their number). */
async function rulesAndCounts(ids: string[], ex: Executor) {
  const [rules, counts] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          ex.selectFrom("ClassificationRule").selectAll().where("classificationId", "in", ids).orderBy("position").orderBy("id").execute(),
          ex
            .selectFrom("ClassificationAssignment")
            .select((eb) => ["classificationId", eb.fn.countAll<number>().as("assignments")])
            .where("classificationId", "in", ids)
            .groupBy("classificationId")
            .execute(),
        ]);
  const count = new Map(counts.map((c) => [c.classificationId, Number(c.assignments)]));
  const rulesOf = new Map<string, ClassificationRule[]>();
  for (const rule of rules) rulesOf.set(rule.classificationId, [...(rulesOf.get(rule.classificationId) ?? []), rule]);
  return (c: Classification): ClassificationWithRules => ({ ...c, rules: rulesOf.get(c.id) ?? [], assignmentCount: count.get(c.id) ?? 0 });
}

/** The classifications with their rules in order and their number of assignments. */
export async function withRules(classifications: Classification[], ex: Executor = qb): Promise<ClassificationWithRules[]> {
  const withTheirRules = await rulesAndCounts(
    classifications.map((c) => c.id),
    ex,
  );
  return classifications.map(withTheirRules);
}

export async function withItsRules(classification: Classification, ex: Executor = qb): Promise<ClassificationWithRules> {
  return (await rulesAndCounts([classification.id], ex))(classification);
}

export const inDisplayOrder = ascending<Classification>({ field: "displayOrder", kind: "number", value: (c) => c.displayOrder });

/** A page of the competition's classifications in `inDisplayOrder`. */
export function classificationsAfter(competitionId: string, { after, take }: Window, ex: Executor = qb): Promise<Classification[]> {
  return ex
    .selectFrom("Classification")
    .selectAll()
    .where("competitionId", "=", competitionId)
    .$call((q) => inKeyOrder(q, inDisplayOrder, { after, take }, ["displayOrder", "id"]))
    .execute();
}

/** Undefined when there is no such classification in the competition. */
export function updateClassificationRow(
  competitionId: string,
  id: string,
  fields: ClassificationFields,
  now: Date,
  trx: Trx,
): Promise<Classification | undefined> {
  return trx
    .updateTable("Classification")
    .set({ ...fields, updatedAt: now })
    .where("id", "=", id)
    .where("competitionId", "=", competitionId)
    .returningAll()
    .executeTakeFirst();
}

export function insertClassificationRow(
  competitionId: string,
  id: string,
  fields: ClassificationFields,
  now: Date,
  trx: Trx,
): Promise<Classification> {
  return trx
    .insertInto("Classification")
    .values({ id, competitionId, ...fields, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Its rules, assignments and placements go with it. */
export async function deleteClassificationRow(id: string, trx: Trx): Promise<void> {
  await trx.deleteFrom("Classification").where("id", "=", id).execute();
}

/** Which classification each of these rule ids belongs to. */
export function ruleOwners(ruleIds: string[], trx: Trx): Promise<Array<{ id: string; classificationId: string }>> {
  if (ruleIds.length === 0) return Promise.resolve([]);
  return trx.selectFrom("ClassificationRule").select(["id", "classificationId"]).where("id", "in", ruleIds).execute();
}

/** The classification's rules become `rules`: those of `kept` are updated, the others inserted, the rest deleted. */
export async function replaceRules(classificationId: string, rules: ClassificationRule[], kept: Set<string>, trx: Trx): Promise<void> {
  await trx
    .deleteFrom("ClassificationRule")
    .where("classificationId", "=", classificationId)
    .$if(kept.size > 0, (q) => q.where("id", "not in", [...kept]))
    .execute();
  const fresh = rules.filter((r) => !kept.has(r.id));
  if (fresh.length > 0) await trx.insertInto("ClassificationRule").values(fresh).execute();
  for (const { id, ...rule } of rules.filter((r) => kept.has(r.id))) {
    await trx.updateTable("ClassificationRule").set(rule).where("id", "=", id).execute();
  }
}

// What assignment reads

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
export async function classificationsOf(competitionId: string, ex: Executor = qb): Promise<Classified[]> {
  const rows = await ex
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

function asPlacement(placement: string): Placement["placement"] {
  return placement === "keptOut" ? "keptOut" : "pinned";
}

/** The entries a competition admin pinned to a classification or kept out of it, in the order they were placed. */
export async function placementsOf(competitionId: string, ex: Executor = qb): Promise<Placement[]> {
  const rows = await ex
    .selectFrom("ClassificationPlacement as p")
    .innerJoin("Classification as c", "c.id", "p.classificationId")
    .select(["p.classificationId", "p.competitionEntryId", "p.placement"])
    .where("c.competitionId", "=", competitionId)
    .orderBy("p.createdAt")
    .execute();
  return rows.map((r) => ({ classificationId: r.classificationId, entryId: r.competitionEntryId, placement: asPlacement(r.placement) }));
}

/** A competition's entries with their athletes and courses of fire, in the order they were entered. */
function entriesOf(ex: Executor, competitionId: string) {
  return ex
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

export type EntryRow = Awaited<ReturnType<ReturnType<typeof entriesOf>["execute"]>>[number];

export function entryRows(competitionId: string, ex: Executor = qb): Promise<EntryRow[]> {
  return entriesOf(ex, competitionId).execute();
}

export type AssignmentLink = { id: string; classificationId: string; competitionEntryId: string };
export type PlacementLink = Placement & { id: string; at: Date };

/**
 * The entries, their current assignments and their placements in one read (an entry comes once per
 * assignment and placement it has in the joined rows).
 */
export async function entriesWithLinks(competitionId: string, ex: Executor = qb) {
  const rows = await entriesOf(ex, competitionId)
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
  const entries: EntryRow[] = rows.filter((row, i) => rows[i - 1]?.id !== row.id);
  const current = new Map<string, AssignmentLink>();
  const placed = new Map<string, PlacementLink>();
  for (const r of rows) {
    if (r.assignmentId !== null && r.assignedTo !== null) {
      current.set(r.assignmentId, { id: r.assignmentId, classificationId: r.assignedTo, competitionEntryId: r.id });
    }
    if (r.placementId !== null && r.placedIn !== null && r.placedAt !== null && r.placement !== null) {
      placed.set(r.placementId, {
        id: r.placementId,
        at: r.placedAt,
        classificationId: r.placedIn,
        entryId: r.id,
        placement: asPlacement(r.placement),
      });
    }
  }
  return { entries, current: [...current.values()], placements: [...placed.values()] };
}

/** Each athlete's mean score percentage over the journal's 365 days before `startDate`. */
export async function trainingAverages(athleteIds: string[], startDate: Date, ex: Executor = qb): Promise<Map<string, number>> {
  const average = new Map<string, number>();
  for (const ids of chunks(athleteIds)) {
    const rows = await ex
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

// Assignments and placements

export async function deleteAssignments(ids: string[], trx: Trx): Promise<void> {
  for (const some of chunks(ids)) await trx.deleteFrom("ClassificationAssignment").where("id", "in", some).execute();
}

export async function insertAssignments(
  assignments: Array<{ classificationId: string; competitionEntryId: string }>,
  createdAt: Date,
  trx: Trx,
): Promise<void> {
  for (const added of chunks(assignments, 200)) {
    await trx
      .insertInto("ClassificationAssignment")
      .values(added.map((r) => ({ id: newId(), ...r, createdAt })))
      .execute();
  }
}

/** The competition's stored assignments. */
export function assignmentsOf(competitionId: string, ex: Executor = qb) {
  return ex
    .selectFrom("ClassificationAssignment as ca")
    .innerJoin("Classification as c", "c.id", "ca.classificationId")
    .select(["ca.classificationId", "ca.competitionEntryId"])
    .where("c.competitionId", "=", competitionId)
    .execute();
}

/** Who placed each placement of the competition, and when. */
export function placementHands(competitionId: string, ex: Executor = qb) {
  return ex
    .selectFrom("ClassificationPlacement as p")
    .innerJoin("Classification as c", "c.id", "p.classificationId")
    .leftJoin("Person as who", "who.id", "p.placedById")
    .select(["p.classificationId", "p.competitionEntryId", "p.createdAt", "who.name"])
    .where("c.competitionId", "=", competitionId)
    .execute();
}

/** Pins the entry to the classification or keeps it out, replacing what was there. */
export async function placeEntryIn(
  classificationId: string,
  competitionEntryId: string,
  placement: Placement["placement"],
  placedById: string | null,
  trx: Trx,
): Promise<void> {
  await trx
    .insertInto("ClassificationPlacement")
    .values({ id: newId(), classificationId, competitionEntryId, placement, placedById, createdAt: new Date() })
    .onConflict((oc) =>
      oc.columns(["classificationId", "competitionEntryId"]).doUpdateSet({ placement, placedById, createdAt: new Date() }),
    )
    .execute();
}

export async function removePlacement(classificationId: string, competitionEntryId: string, trx: Trx): Promise<void> {
  await trx
    .deleteFrom("ClassificationPlacement")
    .where("classificationId", "=", classificationId)
    .where("competitionEntryId", "=", competitionEntryId)
    .execute();
}
