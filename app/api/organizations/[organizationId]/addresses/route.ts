import { checkAddressOrganization, listAddresses, serializeAddress } from "@/lib/addresses/addresses";
import { createAddress } from "@/lib/addresses/create-address";
import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { addressInput } from "@/lib/schemas/addresses";
import { listQuery } from "@/lib/schemas/common";

/** Operation 2. */
export const POST = route({ organizationId: idParam }, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "address:write");
  const input = await readJson(request, addressInput);
  checkAddressOrganization(params.organizationId, input);
  const address = await createAddress(input);
  return created(serializeAddress(address), `/api/organizations/${params.organizationId}/addresses/${address.id}`);
});

export const GET = route({ organizationId: idParam }, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "address:read");
  const { items, nextCursor } = await listAddresses(params.organizationId, readQuery(request, listQuery));
  return list(items.map(serializeAddress), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
