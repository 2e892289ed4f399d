import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { publicOrigin } from "@/lib/http/public-origin";
import { requestLanguage } from "@/lib/http/request-language";
import { plain } from "@/lib/http/respond";
import { invite } from "@/lib/people/memberships";
import { invitationInput } from "@/lib/schemas/people";

/** Invites a person by e-mail to a role; the mail's link comes back to this site (publicOrigin), never to a Host the request names. */
export const POST = route({ organizationId: idParam }, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "people:manage");
  // An operator's key invites too (the first staff of a new club); the mail then names no person.
  const inviter = { id: principal.personId, admin: principal.admin };
  const input = await readJson(request, invitationInput);
  return plain(await invite(params.organizationId, inviter, input, publicOrigin(request), requestLanguage(request)), 201);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
