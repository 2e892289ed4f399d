import { serializeAddress } from "@/lib/addresses/addresses";
import { organizationInScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ organizationId: idParam, addressId: idParam }, async ({ params, principal }) => {
  await organizationInScope(principal, params.organizationId, "address:read");
  const address = await db.organizationAddress.findFirst({
    where: { id: params.addressId, organizationId: params.organizationId },
  });
  return resource(serializeAddress(found(address, `Address ${params.addressId} of organization ${params.organizationId}`)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
