// Every query of athletes' equipment profiles.
import "server-only";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { type QueryBuilder, qb } from "@/lib/db/client";
import { ascending, inKeyOrder, page } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { EquipmentProfile } from "@/lib/generated/kysely/types";
import type { equipmentProfileInput } from "@/lib/schemas/athlete-planning";

export type EquipmentProfileRow = Selectable<EquipmentProfile>;
type Fields = z.output<typeof equipmentProfileInput>;

export function selectEquipmentProfile(
  athleteId: string,
  id: string,
  executor: QueryBuilder = qb,
): Promise<EquipmentProfileRow | undefined> {
  return executor.selectFrom("EquipmentProfile").selectAll().where("id", "=", id).where("athleteId", "=", athleteId).executeTakeFirst();
}

/** By name. */
const byName = ascending<EquipmentProfileRow>({ field: "name", kind: "string", value: (p) => p.name });

export function selectEquipmentProfilePage(athleteId: string, query: { limit: number; cursor?: string }, executor: QueryBuilder = qb) {
  return page(byName, query, ({ after, take }) =>
    executor
      .selectFrom("EquipmentProfile")
      .selectAll()
      .where("athleteId", "=", athleteId)
      .$call((q) => inKeyOrder(q, byName, { after, take }, ["name", "id"]))
      .execute(),
  );
}

export function insertEquipmentProfile(athleteId: string, fields: Fields, executor: QueryBuilder = qb): Promise<EquipmentProfileRow> {
  const now = new Date();
  return executor
    .insertInto("EquipmentProfile")
    .values({ id: newId(), athleteId, ...fields, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEquipmentProfile(id: string, fields: Fields, executor: QueryBuilder = qb): Promise<EquipmentProfileRow> {
  return executor
    .updateTable("EquipmentProfile")
    .set({ ...fields, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Journal entries that link the profile keep their row; the database sets their link to null. */
export async function deleteEquipmentProfileRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("EquipmentProfile").where("id", "=", id).execute();
}
