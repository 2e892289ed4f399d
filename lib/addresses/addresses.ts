import "server-only";
import { iso } from "@/lib/schemas/common";
import { db, type PrismaTx as Tx } from "@/lib/db/client";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import type { OrganizationAddress, Prisma } from "@/lib/generated/prisma/client";
import { found, invalid } from "@/lib/errors";
import { after, newestFirst, orderBy, page } from "@/lib/db/pagination";
import { type AddressInput, addressResponse } from "@/lib/schemas/addresses";
import type { z } from "zod";

export function serializeAddress(a: OrganizationAddress): z.output<typeof addressResponse> {
  return {
    id: a.id,
    organizationId: a.organizationId,
    addressLine1: a.addressLine1,
    addressLine2: a.addressLine2,
    city: a.city,
    state: a.state,
    postalCode: a.postalCode,
    country: a.country,
    addressType: a.addressType,
    latitude: a.latitude,
    longitude: a.longitude,
    created: iso(a.createdAt),
    updated: iso(a.updatedAt),
  };
}

/** The body repeats the organization; it must be the one in the path. */
export function checkAddressOrganization(pathOrganizationId: string, input: AddressInput): void {
  if (input.organizationId !== pathOrganizationId) {
    throw invalid({ "/organizationId": `must equal the organization in the path (${pathOrganizationId})` });
  }
}

export async function findAddress(organizationId: string, addressId: string): Promise<OrganizationAddress> {
  return found(
    await db.organizationAddress.findFirst({ where: { id: addressId, organizationId } }),
    `Address ${addressId} of organization ${organizationId}`,
  );
}

export function listAddresses(organizationId: string, query: { limit: number; cursor?: string }) {
  return page(newestFirst, query, ({ after: values, take }) =>
    db.organizationAddress.findMany({
      where: { AND: [{ organizationId }, after<Prisma.OrganizationAddressWhereInput>(newestFirst, values)] },
      orderBy: orderBy<Prisma.OrganizationAddressOrderByWithRelationInput>(newestFirst),
      take,
    }),
  );
}

function addressAt(organizationId: string, addressId: string) {
  return {
    what: `Address ${addressId} of organization ${organizationId}`,
    lock: { table: "OrganizationAddress" as const, id: addressId },
    load: (tx: Tx) => tx.organizationAddress.findFirst({ where: { id: addressId, organizationId } }),
    represent: serializeAddress,
  };
}

export function replaceAddress(request: Request, organizationId: string, addressId: string, input: AddressInput) {
  return prismaGuardedWrite(request.headers.get("if-match"), {
    ...addressAt(organizationId, addressId),
    write: (tx) => tx.organizationAddress.update({ where: { id: addressId }, data: input }),
  });
}

export async function deleteAddress(request: Request, organizationId: string, addressId: string): Promise<void> {
  await prismaGuardedWrite(request.headers.get("if-match"), {
    ...addressAt(organizationId, addressId),
    write: (tx) => tx.organizationAddress.delete({ where: { id: addressId } }),
  });
}
