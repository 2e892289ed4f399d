import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, plain } from "@/lib/http/respond";
import { changeRole, removeMember } from "@/lib/people/memberships";
import { memberRoleInput } from "@/lib/schemas/people";

const memberParams = { organizationId: idParam, memberId: idParam };

/** Changes a member's role; it counts from their next request, and ends the coaching staff assigned them. */
export const PUT = route(memberParams, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "people:manage");
  const { role } = await readJson(request, memberRoleInput);
  return plain(await changeRole(params.organizationId, params.memberId, role, principal.admin));
});

/** Removes the member; what they held through it ends with their next request. */
export const DELETE = route(memberParams, async ({ params, principal }) => {
  await organizationInScope(principal, params.organizationId, "people:manage");
  await removeMember(params.organizationId, params.memberId, principal.admin);
  return noContent();
});

export const { GET, POST, PATCH } = notAllowed("PUT", "DELETE");
