import { checkAddressOrganization, createAddress, serializeAddress } from "@/lib/addresses/addresses";
import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { addressInput } from "@/lib/schemas/addresses";

export const POST = route({ organizationId: idParam }, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "address:write");
  const input = await readJson(request, addressInput);
  checkAddressOrganization(params.organizationId, input);
  const address = await createAddress(input);
  return created(serializeAddress(address), `/api/organizations/${params.organizationId}/addresses/${address.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
