import "server-only";
import { db } from "@/lib/db";
import type { OrganizationAddress } from "@/lib/generated/prisma/client";
import { invalid } from "@/lib/http/errors";
import type { AddressInput } from "@/lib/schemas/addresses";
import { iso } from "@/lib/serialize";

export function serializeAddress(a: OrganizationAddress) {
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

export function createAddress(input: AddressInput): Promise<OrganizationAddress> {
  return db.organizationAddress.create({ data: input });
}
