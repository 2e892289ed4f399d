import { checkAddressOrganization, deleteAddress, findAddress, replaceAddress, serializeAddress } from "@/lib/addresses/addresses";
import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { addressInput } from "@/lib/schemas/addresses";

const addressParams = { organizationId: idParam, addressId: idParam };

export const GET = route(addressParams, async ({ params, principal }) => {
  await organizationInScope(principal, params.organizationId, "address:read");
  return resource(serializeAddress(await findAddress(params.organizationId, params.addressId)));
});

export const PUT = route(addressParams, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "address:write");
  const input = await readJson(request, addressInput);
  checkAddressOrganization(params.organizationId, input);
  return resource(serializeAddress(await replaceAddress(ifMatchOf(request), params.organizationId, params.addressId, input)));
});

export const DELETE = route(addressParams, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "address:write");
  await deleteAddress(ifMatchOf(request), params.organizationId, params.addressId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
