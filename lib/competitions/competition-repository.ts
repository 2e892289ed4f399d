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
export type CompetitionFacts = Pick<Competition, "startDate" | "discipline" | "organizationId">;

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
    .select(["startDate", "discipline", "organizationId"])
    .where("id", "=", id)
    .$call((q) => (lock ? heldForWrite(q) : q))
    .executeTakeFirst();
}

export async function hostExists(organizationId: string, ex: Executor = qb): Promise<boolean> {
  return (await ex.selectFrom("Organization").select("id").where("id", "=", organizationId).executeTakeFirst()) !== undefined;
}

export function insertCompetition(input: CompetitionInput, ex: Executor = qb): Promise<Competition> {
  const now = new Date();
  return ex
    .insertInto("Competition")
    .values({ id: newId(), ...input, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateCompetitionRow(id: string, input: CompetitionInput, ex: Executor = qb): Promise<Competition> {
  return ex
    .updateTable("Competition")
    .set({ ...input, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
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
