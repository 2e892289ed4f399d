import "server-only";
import { qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import type { OrganizationAddress } from "@/lib/generated/prisma/client";
import type { AddressInput } from "@/lib/schemas/addresses";

/** Operation 2 (a hot path): one INSERT … RETURNING. The organization is the path's, checked before. */
export function createAddress(input: AddressInput): Promise<OrganizationAddress> {
  const now = new Date();
  return qb
    .insertInto("OrganizationAddress")
    .values({ id: newId(), ...input, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}
