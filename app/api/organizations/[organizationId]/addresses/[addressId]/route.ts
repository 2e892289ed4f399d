import { checkAddressOrganization, deleteAddress, replaceAddress, serializeAddress } from "@/lib/addresses/addresses";
import { checkOrganizationScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, resource } from "@/lib/http/respond";
import { addressInput } from "@/lib/schemas/addresses";

const addressParams = { organizationId: idParam, addressId: idParam };

export const GET = route(addressParams, async ({ params, principal }) => {
  await checkOrganizationScope(principal, params.organizationId, "address:read");
  const address = await db.organizationAddress.findFirst({
    where: { id: params.addressId, organizationId: params.organizationId },
  });
  return resource(serializeAddress(found(address, `Address ${params.addressId} of organization ${params.organizationId}`)));
});

export const PUT = route(addressParams, async ({ request, params, principal }) => {
  await checkOrganizationScope(principal, params.organizationId, "address:write");
  const input = await readJson(request, addressInput);
  checkAddressOrganization(params.organizationId, input);
  return resource(serializeAddress(await replaceAddress(request, params.organizationId, params.addressId, input)));
});

export const DELETE = route(addressParams, async ({ request, params, principal }) => {
  await checkOrganizationScope(principal, params.organizationId, "address:write");
  await deleteAddress(request, params.organizationId, params.addressId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
