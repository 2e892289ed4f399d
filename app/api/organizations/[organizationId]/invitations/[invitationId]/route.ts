import { organizationInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent } from "@/lib/http/respond";
import { cancelInvitation } from "@/lib/people/memberships";

/** Cancels a pending invitation: its link stops working. */
export const DELETE = route({ organizationId: idParam, invitationId: idParam }, async ({ params, principal }) => {
  await organizationInScope(principal, params.organizationId, "people:manage");
  await cancelInvitation(params.organizationId, params.invitationId);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = notAllowed("DELETE");
