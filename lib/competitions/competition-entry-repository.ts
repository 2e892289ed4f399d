// Every read and write of competition entries, and the athlete an entry names.
import "server-only";
import { type Selectable, sql } from "kysely";
import { qb, type Executor } from "@/lib/db/client";
import { ascending, inKeyOrder, newestFirst, type SortValue } from "@/lib/db/pagination";
import { fixedSizeChunks, newId } from "@/lib/db/rows";
import type { DB } from "@/lib/generated/kysely/types";
import type { CompetitionEntryInput } from "@/lib/schemas/competitions";

type Window = { after: SortValue[] | null; take: number };

export type CompetitionEntry = Selectable<DB["CompetitionEntry"]>;
export type EntryWithCompetition = CompetitionEntry & { competition: { name: string; startDate: Date } };

/** The athlete an entry names, with their organization; undefined when there is none. */
export function entrant(athleteId: string, ex: Executor = qb): Promise<{ id: string; organizationId: string } | undefined> {
  return ex.selectFrom("Athlete").select(["id", "organizationId"]).where("id", "=", athleteId).executeTakeFirst();
}

export function entryOf(competitionId: string, entryId: string, ex: Executor = qb): Promise<CompetitionEntry | undefined> {
  return ex
    .selectFrom("CompetitionEntry")
    .selectAll()
    .where("id", "=", entryId)
    .where("competitionId", "=", competitionId)
    .executeTakeFirst();
}

/** Another entry of the athlete on the same course of fire (or none) in the competition. */
export function twinEntry(
  competitionId: string,
  input: CompetitionEntryInput,
  except: string | null,
  ex: Executor = qb,
): Promise<{ id: string } | undefined> {
  return ex
    .selectFrom("CompetitionEntry")
    .select("id")
    .where("competitionId", "=", competitionId)
    .where("athleteId", "=", input.athleteId)
    .where((eb) => (input.courseOfFireId === null ? eb("courseOfFireId", "is", null) : eb("courseOfFireId", "=", input.courseOfFireId)))
    .$if(except !== null, (q) => q.where("id", "!=", except ?? ""))
    .executeTakeFirst();
}

export function insertEntry(competitionId: string, input: CompetitionEntryInput, ex: Executor = qb): Promise<CompetitionEntry> {
  const now = new Date();
  return ex
    .insertInto("CompetitionEntry")
    .values({ id: newId(), competitionId, ...input, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEntry(id: string, input: CompetitionEntryInput, ex: Executor = qb): Promise<CompetitionEntry> {
  return ex
    .updateTable("CompetitionEntry")
    .set({ ...input, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEntry(id: string, ex: Executor = qb): Promise<void> {
  await ex.deleteFrom("CompetitionEntry").where("id", "=", id).execute();
}

/** The relays of a competition with their firing points, by number. */
export async function relaysOf(competitionId: string, ex: Executor = qb): Promise<Map<number, string[]>> {
  const rows = await ex.selectFrom("Relay").select(["number", "firingPoints"]).where("competitionId", "=", competitionId).execute();
  return new Map(rows.map((r) => [r.number, r.firingPoints.split("|").filter((p) => p !== "")]));
}

/** The entry on this relay and firing point, other than `except`, with its athlete's name. */
export function entryAt(
  competitionId: string,
  relayNumber: number,
  firingPoint: string,
  except: string | null,
  ex: Executor = qb,
): Promise<{ id: string; firstName: string; lastName: string } | undefined> {
  return ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .select(["e.id", "a.firstName", "a.lastName"])
    .where("e.competitionId", "=", competitionId)
    .where("e.relayNumber", "=", relayNumber)
    .where("e.firingPoint", "=", firingPoint)
    .$if(except !== null, (q) => q.where("e.id", "!=", except ?? ""))
    .executeTakeFirst();
}

export type EntryListed = CompetitionEntry & { athleteName: string; organizationName: string };

/** Every entry of a competition with the athlete's name and club, for the import's checks. */
export async function entriesWithNames(competitionId: string, ex: Executor = qb): Promise<EntryListed[]> {
  const rows = await ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .innerJoin("Organization as o", "o.id", "a.organizationId")
    .selectAll("e")
    .select(["a.firstName", "a.lastName", "o.name as organizationName"])
    .where("e.competitionId", "=", competitionId)
    .execute();
  return rows.map(({ firstName, lastName, ...e }) => ({ ...e, athleteName: `${firstName} ${lastName}` }));
}

export type AthleteFound = { id: string; firstName: string; lastName: string; organizationId: string; organizationName: string };

const athleteColumns = ["a.id", "a.firstName", "a.lastName", "a.organizationId", "o.name as organizationName"] as const;

/** Athletes of every organization whose name contains `text`, at most `take`, by family name. */
export function athletesNamed(text: string, take: number, ex: Executor = qb): Promise<AthleteFound[]> {
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return ex
    .selectFrom("Athlete as a")
    .innerJoin("Organization as o", "o.id", "a.organizationId")
    .select(athleteColumns)
    .where(sql<string>`lower(${sql.ref("a.firstName")} || ' ' || ${sql.ref("a.lastName")})`, "like", sql<string>`${like} escape '\\'`)
    .orderBy("a.lastName")
    .orderBy("a.firstName")
    .orderBy("a.id")
    .limit(take)
    .execute();
}

/** Athletes by id or by full name ("First Last", any case), for the import. */
export async function athletesByIdOrName(ids: string[], names: string[], ex: Executor = qb): Promise<AthleteFound[]> {
  if (ids.length === 0 && names.length === 0) return [];
  return ex
    .selectFrom("Athlete as a")
    .innerJoin("Organization as o", "o.id", "a.organizationId")
    .select(athleteColumns)
    .where((eb) =>
      eb.or([
        ...(ids.length > 0 ? [eb("a.id", "in", ids)] : []),
        ...(names.length > 0 ? [eb(sql<string>`lower(${sql.ref("a.firstName")} || ' ' || ${sql.ref("a.lastName")})`, "in", names)] : []),
      ]),
    )
    .execute();
}

/** The courses of fire with these codes (any case) or ids. */
export function coursesByCodeOrId(values: string[], ex: Executor = qb): Promise<Array<{ id: string; code: string }>> {
  if (values.length === 0) return Promise.resolve([]);
  const lower = values.map((v) => v.toLowerCase());
  return ex
    .selectFrom("CourseOfFire")
    .select(["id", "code"])
    .where((eb) => eb.or([eb(sql<string>`lower(${sql.ref("code")})`, "in", lower), eb("id", "in", values)]))
    .execute();
}

/** Many entries at once (the import); the unique indexes still guard against a race. */
export async function insertEntries(competitionId: string, inputs: CompetitionEntryInput[], ex: Executor = qb): Promise<number> {
  if (inputs.length === 0) return 0;
  const now = new Date();
  let i = 0; // the entries' order is their creation's, a millisecond apart
  for (const chunk of fixedSizeChunks(inputs, 256)) {
    await ex
      .insertInto("CompetitionEntry")
      .values(chunk.map((input) => ({ id: newId(), competitionId, ...input, createdAt: new Date(now.getTime() + i++), updatedAt: now })))
      .execute();
  }
  return inputs.length;
}

/** The competitions an athlete entered. */
export async function competitionsEnteredBy(athleteId: string, ex: Executor = qb): Promise<string[]> {
  const rows = await ex.selectFrom("CompetitionEntry").select("competitionId").distinct().where("athleteId", "=", athleteId).execute();
  return rows.map((r) => r.competitionId);
}

/** In the order they were entered, which is the order assignment takes them in. */
export const enteredOrder = ascending<CompetitionEntry>({ field: "createdAt", kind: "date", value: (e) => e.createdAt });

/** A page of a competition's entries in `enteredOrder`, all or (a list) only these athletes', with each athlete's name and club. */
export async function entriesAfter(
  competitionId: string,
  athleteIds: string[] | null,
  { after, take }: Window,
  ex: Executor = qb,
): Promise<EntryListed[]> {
  const rows = await ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .innerJoin("Organization as o", "o.id", "a.organizationId")
    .selectAll("e")
    .select(["a.firstName", "a.lastName", "o.name as organizationName"])
    .where("e.competitionId", "=", competitionId)
    .$if(athleteIds !== null, (q) => q.where("e.athleteId", "in", athleteIds ?? []))
    .$call((q) => inKeyOrder(q, enteredOrder, { after, take }, ["e.createdAt", "e.id"]))
    .execute();
  return rows.map(({ firstName, lastName, ...e }) => ({ ...e, athleteName: `${firstName} ${lastName}` }));
}

/** A page of one athlete's entries across every competition in `newestFirst` order, with each competition's name and first day. */
export async function athleteEntriesAfter(athleteId: string, { after, take }: Window, ex: Executor = qb): Promise<EntryWithCompetition[]> {
  const rows = await ex
    .selectFrom("CompetitionEntry as ce")
    .innerJoin("Competition as c", "c.id", "ce.competitionId")
    .selectAll("ce")
    .select(["c.name as competitionName", "c.startDate as competitionStartDate"])
    .where("ce.athleteId", "=", athleteId)
    .$call((q) => inKeyOrder(q, newestFirst, { after, take }, ["ce.createdAt", "ce.id"]))
    .execute();
  return rows.map(({ competitionName, competitionStartDate, ...entry }) => ({
    ...entry,
    competition: { name: competitionName, startDate: competitionStartDate },
  }));
}
