// Every read and write of relays, and of where a competition's entries shoot (their relay number and
// firing point): the placement columns of CompetitionEntry are written here only, by squadding,
// moving by hand and renumbering a relay.
import "server-only";
import type { Selectable } from "kysely";
import { qb, type Executor } from "@/lib/db/client";
import { ascending, inKeyOrder, type SortValue } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { DB } from "@/lib/generated/kysely/types";
import type { RelayInput } from "@/lib/schemas/relays";

type Window = { after: SortValue[] | null; take: number };

type RelayRow = Selectable<DB["Relay"]>;
/** A relay with its firing points as a list. */
export type Relay = Omit<RelayRow, "firingPoints"> & { firingPoints: string[] };

const SEPARATOR = "|";

function relayOfRow(row: RelayRow): Relay {
  return { ...row, resultsHeld: Boolean(row.resultsHeld), firingPoints: row.firingPoints.split(SEPARATOR) };
}

/** By number, as start lists read them. */
export const byNumber = ascending<Relay>({ field: "number", kind: "number", value: (r) => r.number });

export async function relaysAfter(competitionId: string, { after, take }: Window, ex: Executor = qb): Promise<Relay[]> {
  const rows = await ex
    .selectFrom("Relay")
    .selectAll()
    .where("competitionId", "=", competitionId)
    .$call((q) => inKeyOrder(q, byNumber, { after, take }, ["number", "id"]))
    .execute();
  return rows.map(relayOfRow);
}

/** Every relay of the competition by number (a competition has a handful). */
export async function allRelays(competitionId: string, ex: Executor = qb): Promise<Relay[]> {
  const rows = await ex.selectFrom("Relay").selectAll().where("competitionId", "=", competitionId).orderBy("number").execute();
  return rows.map(relayOfRow);
}

export async function relayOf(competitionId: string, relayId: string, ex: Executor = qb): Promise<Relay | undefined> {
  const row = await ex
    .selectFrom("Relay")
    .selectAll()
    .where("id", "=", relayId)
    .where("competitionId", "=", competitionId)
    .executeTakeFirst();
  return row ? relayOfRow(row) : undefined;
}

export async function relayNumbered(competitionId: string, number: number, ex: Executor = qb): Promise<Relay | undefined> {
  const row = await ex
    .selectFrom("Relay")
    .selectAll()
    .where("competitionId", "=", competitionId)
    .where("number", "=", number)
    .executeTakeFirst();
  return row ? relayOfRow(row) : undefined;
}

export async function insertRelay(competitionId: string, input: RelayInput, ex: Executor = qb): Promise<Relay> {
  const now = new Date();
  const row = await ex
    .insertInto("Relay")
    .values({ id: newId(), competitionId, ...input, firingPoints: input.firingPoints.join(SEPARATOR), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return relayOfRow(row);
}

export async function updateRelay(id: string, input: RelayInput, ex: Executor = qb): Promise<Relay> {
  const row = await ex
    .updateTable("Relay")
    .set({ ...input, firingPoints: input.firingPoints.join(SEPARATOR), updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return relayOfRow(row);
}

export async function deleteRelay(id: string, ex: Executor = qb): Promise<void> {
  await ex.deleteFrom("Relay").where("id", "=", id).execute();
}

/** The entries that shoot on a relay, with the athlete's name, by firing point. */
export function entriesOnRelay(competitionId: string, relayNumber: number, ex: Executor = qb) {
  return ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .select(["e.id", "e.firingPoint", "a.firstName", "a.lastName"])
    .where("e.competitionId", "=", competitionId)
    .where("e.relayNumber", "=", relayNumber)
    .orderBy("e.firingPoint")
    .execute();
}

/** Moves every entry of relay `from` to relay number `to` (the relay was renumbered). */
export async function renumberEntries(competitionId: string, from: number, to: number, ex: Executor = qb): Promise<void> {
  await ex
    .updateTable("CompetitionEntry")
    .set({ relayNumber: to, updatedAt: new Date() })
    .where("competitionId", "=", competitionId)
    .where("relayNumber", "=", from)
    .execute();
}

export type PlacementRow = {
  id: string;
  athleteId: string;
  organizationId: string;
  relayNumber: number | null;
  firingPoint: string | null;
  status: string;
};

/** Every entry of the competition with where it shoots, in the order they were entered. */
export function placementsOf(competitionId: string, ex: Executor = qb): Promise<PlacementRow[]> {
  return ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .select(["e.id", "e.athleteId", "a.organizationId", "e.relayNumber", "e.firingPoint", "e.status"])
    .where("e.competitionId", "=", competitionId)
    .orderBy("e.createdAt")
    .orderBy("e.id")
    .execute();
}

export function placementOf(competitionId: string, entryId: string, ex: Executor = qb) {
  return ex
    .selectFrom("CompetitionEntry")
    .select(["id", "athleteId", "relayNumber", "firingPoint"])
    .where("competitionId", "=", competitionId)
    .where("id", "=", entryId)
    .executeTakeFirst();
}

/** The entry on a relay's firing point, if any, with the athlete's name. */
export function occupant(competitionId: string, relayNumber: number, firingPoint: string, ex: Executor = qb) {
  return ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .select(["e.id", "a.firstName", "a.lastName"])
    .where("e.competitionId", "=", competitionId)
    .where("e.relayNumber", "=", relayNumber)
    .where("e.firingPoint", "=", firingPoint)
    .executeTakeFirst();
}

export async function setPlacement(entryId: string, relayNumber: number | null, firingPoint: string | null, ex: Executor = qb) {
  await ex.updateTable("CompetitionEntry").set({ relayNumber, firingPoint, updatedAt: new Date() }).where("id", "=", entryId).execute();
}

/** Who is entered, for a start list: every entry with athlete, club and course of fire; or only these athletes'. */
export function startListEntries(competitionId: string, athleteIds: string[] | null, ex: Executor = qb) {
  return ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .innerJoin("Organization as o", "o.id", "a.organizationId")
    .leftJoin("CourseOfFire as c", "c.id", "e.courseOfFireId")
    .select([
      "e.id",
      "e.athleteId",
      "e.relayNumber",
      "e.firingPoint",
      "e.bib",
      "e.status",
      "a.firstName",
      "a.lastName",
      "o.name as organizationName",
      "c.name as courseName",
    ])
    .where("e.competitionId", "=", competitionId)
    .$if(athleteIds !== null, (q) => q.where("e.athleteId", "in", athleteIds ?? []))
    .orderBy("a.lastName")
    .orderBy("a.firstName")
    .orderBy("e.id")
    .execute();
}

/** An athlete's starts: each entry placed on a relay, with the relay's time and the competition. */
export function startsOfAthlete(athleteId: string, ex: Executor = qb) {
  return ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Relay as r", (join) => join.onRef("r.competitionId", "=", "e.competitionId").onRef("r.number", "=", "e.relayNumber"))
    .innerJoin("Competition as c", "c.id", "e.competitionId")
    .leftJoin("CourseOfFire as f", "f.id", "e.courseOfFireId")
    .select([
      "e.id as entryId",
      "e.firingPoint",
      "e.updatedAt as entryUpdatedAt",
      "r.number as relayNumber",
      "r.startsAt",
      "r.updatedAt as relayUpdatedAt",
      "c.id as competitionId",
      "c.name as competitionName",
      "f.name as courseName",
      "f.timeLimitMinutes",
    ])
    .where("e.athleteId", "=", athleteId)
    .where("e.firingPoint", "is not", null)
    .orderBy("r.startsAt")
    .orderBy("e.id")
    .execute();
}
