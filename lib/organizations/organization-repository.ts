// Every query of organizations.
import "server-only";
import type { Selectable } from "kysely";
import { type QueryBuilder, qb } from "@/lib/db/client";
import { ascending, inKeyOrder, page } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { Organization } from "@/lib/generated/kysely/types";

export type OrganizationRow = Selectable<Organization>;

/** On the path of every request under an organization: a hot path. */
export function selectOrganization(id: string, executor: QueryBuilder = qb): Promise<OrganizationRow | undefined> {
  return executor.selectFrom("Organization").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function organizationExists(id: string, executor: QueryBuilder = qb): Promise<boolean> {
  return (await executor.selectFrom("Organization").select("id").where("id", "=", id).executeTakeFirst()) !== undefined;
}

export function insertOrganization(values: { name: string }, executor: QueryBuilder = qb): Promise<OrganizationRow> {
  const now = new Date();
  return executor
    .insertInto("Organization")
    .values({ id: newId(), ...values, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const byName = ascending<OrganizationRow>({ field: "name", kind: "string", value: (o) => o.name });

/** By name; `onlyIds` null means every organization. */
export function selectOrganizationPage(onlyIds: string[] | null, query: { limit: number; cursor?: string }, executor: QueryBuilder = qb) {
  return page(byName, query, async ({ after, take }) => {
    let select = executor.selectFrom("Organization").selectAll();
    if (onlyIds !== null) {
      if (onlyIds.length === 0) return [];
      select = select.where("id", "in", onlyIds);
    }
    return select.$call((q) => inKeyOrder(q, byName, { after, take }, ["name", "id"])).execute();
  });
}
