import { organizationInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";
import { serializeOrganization } from "@/lib/organizations/organizations";

export const GET = route({ organizationId: idParam }, async ({ params, principal }) => {
  const organization = await organizationInScope(principal, params.organizationId, "organization:read");
  return resource(serializeOrganization(organization));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
