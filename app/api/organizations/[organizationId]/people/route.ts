import { organizationInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { listPeople } from "@/lib/people/memberships";

/** Everyone with a role in the organization, and the invitations still pending (staff). */
export const GET = route({ organizationId: idParam }, async ({ params, principal }) => {
  await organizationInScope(principal, params.organizationId, "people:manage");
  return plain(await listPeople(params.organizationId));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
