import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";
import { readOrganization } from "@/lib/organizations/read-organizations";

export const GET = route({ organizationId: idParam }, async ({ params, principal }) => {
  return resource(await readOrganization(principal, params.organizationId));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
