// Every read and write of competition entries, and the athlete an entry names.
import "server-only";
import type { Selectable } from "kysely";
import { qb, type Executor } from "@/lib/db/client";
import { ascending, inKeyOrder, newestFirst, type SortValue } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
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

export async function countEntries(competitionId: string, ex: Executor = qb): Promise<number> {
  const { entries } = await ex
    .selectFrom("CompetitionEntry")
    .select((eb) => eb.fn.countAll<number>().as("entries"))
    .where("competitionId", "=", competitionId)
    .executeTakeFirstOrThrow();
  return Number(entries);
}

/** The competitions an athlete entered. */
export async function competitionsEnteredBy(athleteId: string, ex: Executor = qb): Promise<string[]> {
  const rows = await ex.selectFrom("CompetitionEntry").select("competitionId").distinct().where("athleteId", "=", athleteId).execute();
  return rows.map((r) => r.competitionId);
}

/** In the order they were entered, which is the order assignment takes them in. */
export const enteredOrder = ascending<CompetitionEntry>({ field: "createdAt", kind: "date", value: (e) => e.createdAt });

/** A page of a competition's entries in `enteredOrder`, all or (a list) only these athletes'. */
export function entriesAfter(
  competitionId: string,
  athleteIds: string[] | null,
  { after, take }: Window,
  ex: Executor = qb,
): Promise<CompetitionEntry[]> {
  return ex
    .selectFrom("CompetitionEntry")
    .selectAll()
    .where("competitionId", "=", competitionId)
    .$if(athleteIds !== null, (q) => q.where("athleteId", "in", athleteIds ?? []))
    .$call((q) => inKeyOrder(q, enteredOrder, { after, take }, ["createdAt", "id"]))
    .execute();
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
