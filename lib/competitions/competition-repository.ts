// Every read and write of a competition's own row.
import "server-only";
import type { Selectable } from "kysely";
import { qb, type Executor } from "@/lib/db/client";
import { heldForWrite } from "@/lib/db/locking";
import { inKeyOrder, type SortKey, type SortValue } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { DB } from "@/lib/generated/kysely/types";
import type { CompetitionInput } from "@/lib/schemas/competitions";

type Window = { after: SortValue[] | null; take: number };

export type Competition = Selectable<DB["Competition"]>;
/** A competition with the courses of fire it offers, in order. */
export type CompetitionWithCourses = Competition & { courseOfFireIds: string[] };
export type CompetitionFacts = Pick<Competition, "startDate" | "discipline" | "organizationId" | "classesFrozenAt">;

/**
 * The row locks of a write to one of a competition's children, in the order every such write takes
 * them: the competition first (its results revision's trigger updates it, decision 021), then the
 * child, so two transactions never hold a competition and one of its children in opposite orders.
 */
export const competitionFirst = (competitionId: string, child: { table: "CompetitionEntry" | "Relay"; id: string }) =>
  [{ table: "Competition" as const, id: competitionId }, child] as const;

export function competitionById(id: string, ex: Executor = qb): Promise<Competition | undefined> {
  return ex.selectFrom("Competition").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * What assignment reads of the competition. With `lock`, its row is held until the transaction
 * ends, so assignments of one competition never run at once.
 */
export function readCompetitionFacts(id: string, lock: boolean, ex: Executor = qb): Promise<CompetitionFacts | undefined> {
  return ex
    .selectFrom("Competition")
    .select(["startDate", "discipline", "organizationId", "classesFrozenAt"])
    .where("id", "=", id)
    .$call((q) => (lock ? heldForWrite(q) : q))
    .executeTakeFirst();
}

export async function hostExists(organizationId: string, ex: Executor = qb): Promise<boolean> {
  return (await ex.selectFrom("Organization").select("id").where("id", "=", organizationId).executeTakeFirst()) !== undefined;
}

/** The input's columns; a flag left out stays out (the column's default on insert, unchanged on update). */
function columns(input: CompetitionInput, frozenSince: Date | null | undefined) {
  const { courseOfFireIds: _courses, classesFrozen: _frozen, ...fields } = input;
  const defined = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Omit<
    CompetitionInput,
    "courseOfFireIds" | "classesFrozen"
  >;
  return { ...defined, ...(frozenSince === undefined ? {} : { classesFrozenAt: frozenSince }) };
}

export function insertCompetition(input: CompetitionInput, ex: Executor = qb): Promise<Competition> {
  const now = new Date();
  return ex
    .insertInto("Competition")
    .values({ id: newId(), ...columns(input, input.classesFrozen ? now : undefined), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** `frozenSince`: the new classesFrozenAt, or undefined to leave it. */
export function updateCompetitionRow(
  id: string,
  input: CompetitionInput,
  frozenSince: Date | null | undefined,
  ex: Executor = qb,
): Promise<Competition> {
  return ex
    .updateTable("Competition")
    .set({ ...columns(input, frozenSince), updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The courses of fire each competition offers, in order. */
export async function coursesOf(competitionIds: string[], ex: Executor = qb): Promise<Map<string, string[]>> {
  const courses = new Map<string, string[]>(competitionIds.map((id) => [id, []]));
  if (competitionIds.length === 0) return courses;
  const rows = await ex
    .selectFrom("CompetitionCourse")
    .select(["competitionId", "courseOfFireId"])
    .where("competitionId", "in", competitionIds)
    .orderBy("competitionId")
    .orderBy("position")
    .execute();
  for (const row of rows) courses.get(row.competitionId)?.push(row.courseOfFireId);
  return courses;
}

/** Replaces the courses a competition offers by these, in this order. */
export async function replaceCourses(competitionId: string, courseOfFireIds: string[], ex: Executor = qb): Promise<void> {
  await ex.deleteFrom("CompetitionCourse").where("competitionId", "=", competitionId).execute();
  if (courseOfFireIds.length === 0) return;
  await ex
    .insertInto("CompetitionCourse")
    .values(courseOfFireIds.map((courseOfFireId, position) => ({ id: newId(), competitionId, courseOfFireId, position })))
    .execute();
}

/** Which of these course of fire ids exist. */
export async function existingCourses(ids: string[], ex: Executor = qb): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ex.selectFrom("CourseOfFire").select("id").where("id", "in", ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** How many of the competition's entries have a score, series or shots. */
/** The entries on each of these courses of fire in the competition, with the course's name: those that have any. */
export async function entriesOnCourses(
  competitionId: string,
  courseOfFireIds: string[],
  ex: Executor = qb,
): Promise<Array<{ courseOfFireId: string; name: string; entries: number }>> {
  if (courseOfFireIds.length === 0) return [];
  const rows = await ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("CourseOfFire as f", "f.id", "e.courseOfFireId")
    .select(["f.id as courseOfFireId", "f.name"])
    .select((eb) => eb.fn.countAll<number | string>().as("entries"))
    .where("e.competitionId", "=", competitionId)
    .where("e.courseOfFireId", "in", courseOfFireIds)
    .groupBy(["f.id", "f.name"])
    .orderBy("f.name")
    .execute();
  return rows.map((r) => ({ courseOfFireId: r.courseOfFireId, name: r.name, entries: Number(r.entries) }));
}

export async function scoredEntries(competitionId: string, ex: Executor = qb): Promise<number> {
  const { scored } = await ex
    .selectFrom("CompetitionEntry as e")
    .select((eb) => eb.fn.countAll<number>().as("scored"))
    .where("e.competitionId", "=", competitionId)
    .where((eb) =>
      eb.or([
        eb("e.score", "is not", null),
        eb.exists(eb.selectFrom("CompetitionSeries as s").select("s.id").whereRef("s.competitionEntryId", "=", "e.id")),
        eb.exists(eb.selectFrom("CompetitionShot as h").select("h.id").whereRef("h.competitionEntryId", "=", "e.id")),
      ]),
    )
    .executeTakeFirstOrThrow();
  return Number(scored);
}

/** False when there was no such competition. */
export async function deleteCompetitionRow(id: string, ex: Executor = qb): Promise<boolean> {
  const { numDeletedRows } = await ex.deleteFrom("Competition").where("id", "=", id).executeTakeFirstOrThrow();
  return numDeletedRows > 0n;
}

/** Latest first day first. */
export const latestFirst: SortKey<Competition> = [
  { field: "startDate", direction: "desc", kind: "date", value: (c) => c.startDate },
  { field: "id", direction: "desc", kind: "string", value: (c) => c.id },
];

/** A page of competitions in `latestFirst` order, of one host or (null) of all. */
export function competitionsAfter(organizationId: string | null, { after, take }: Window, ex: Executor = qb): Promise<Competition[]> {
  return ex
    .selectFrom("Competition")
    .selectAll()
    .$if(organizationId !== null, (q) => q.where("organizationId", "=", organizationId ?? ""))
    .$call((q) => inKeyOrder(q, latestFirst, { after, take }, ["startDate", "id"]))
    .execute();
}
