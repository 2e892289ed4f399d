// Every query of organizations' addresses.
import "server-only";
import type { Selectable } from "kysely";
import { type QueryBuilder, qb } from "@/lib/db/client";
import { inKeyOrder, newestFirst, page } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { OrganizationAddress } from "@/lib/generated/kysely/types";
import type { AddressInput } from "@/lib/schemas/addresses";

export type AddressRow = Selectable<OrganizationAddress>;

export function selectAddress(organizationId: string, addressId: string, executor: QueryBuilder = qb): Promise<AddressRow | undefined> {
  return executor
    .selectFrom("OrganizationAddress")
    .selectAll()
    .where("id", "=", addressId)
    .where("organizationId", "=", organizationId)
    .executeTakeFirst();
}

export function selectAddressPage(organizationId: string, query: { limit: number; cursor?: string }, executor: QueryBuilder = qb) {
  return page(newestFirst, query, ({ after, take }) =>
    executor
      .selectFrom("OrganizationAddress")
      .selectAll()
      .where("organizationId", "=", organizationId)
      .$call((q) => inKeyOrder(q, newestFirst, { after, take }, ["createdAt", "id"]))
      .execute(),
  );
}

/** Operation 2 (a hot path): one INSERT … RETURNING. */
export function insertAddress(input: AddressInput, executor: QueryBuilder = qb): Promise<AddressRow> {
  const now = new Date();
  return executor
    .insertInto("OrganizationAddress")
    .values({ id: newId(), ...input, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateAddress(id: string, input: AddressInput, executor: QueryBuilder = qb): Promise<AddressRow> {
  return executor
    .updateTable("OrganizationAddress")
    .set({ ...input, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteAddressRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("OrganizationAddress").where("id", "=", id).execute();
}
