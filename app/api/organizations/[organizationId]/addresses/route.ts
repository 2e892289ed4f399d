import { checkAddressOrganization, serializeAddress } from "@/lib/addresses/addresses";
import { createAddress } from "@/lib/addresses/create-address";
import { addressesReader } from "@/lib/addresses/read-addresses";
import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, plain } from "@/lib/http/respond";
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
  const read = await addressesReader(principal, params.organizationId);
  return plain(await read(readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
