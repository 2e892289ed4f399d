import "server-only";
import { iso } from "@/lib/schemas/common";
import type { Trx } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { found, invalid } from "@/lib/errors";
import type { AddressInput, addressResponse } from "@/lib/schemas/addresses";
import type { z } from "zod";
import { type AddressRow, deleteAddressRow, selectAddress, selectAddressPage, updateAddress } from "./address-repository";

export function serializeAddress(a: AddressRow): z.output<typeof addressResponse> {
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

const what = (organizationId: string, addressId: string) => `Address ${addressId} of organization ${organizationId}`;

export async function findAddress(organizationId: string, addressId: string): Promise<AddressRow> {
  return found(await selectAddress(organizationId, addressId), what(organizationId, addressId));
}

export function listAddresses(organizationId: string, query: { limit: number; cursor?: string }) {
  return selectAddressPage(organizationId, query);
}

function addressAt(organizationId: string, addressId: string) {
  return {
    what: what(organizationId, addressId),
    lock: { table: "OrganizationAddress" as const, id: addressId },
    load: (trx: Trx) => selectAddress(organizationId, addressId, trx),
    represent: serializeAddress,
  };
}

export function replaceAddress(
  ifMatch: string | null,
  organizationId: string,
  addressId: string,
  input: AddressInput,
): Promise<AddressRow> {
  return guardedWrite(ifMatch, { ...addressAt(organizationId, addressId), write: (trx) => updateAddress(addressId, input, trx) });
}

export async function deleteAddress(ifMatch: string | null, organizationId: string, addressId: string): Promise<void> {
  await guardedWrite(ifMatch, { ...addressAt(organizationId, addressId), write: (trx) => deleteAddressRow(addressId, trx) });
}
