import { requirePerson } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { notAllowed, publicRoute, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { plain } from "@/lib/http/respond";
import { acceptInvitation, lookUpInvitation } from "@/lib/people/memberships";
import { personById } from "@/lib/people/who-am-i";
import { acceptInvitationInput } from "@/lib/schemas/people";

/** What an invitation's link is for, shown before signing in; the token is the secret. */
export const GET = publicRoute(async (request) => {
  const { token } = readQuery(request, acceptInvitationInput);
  return plain(await lookUpInvitation(token));
});

/** The signed-in person accepts an invitation made out to their e-mail address. */
export const POST = route({}, async ({ request, principal }) => {
  const person = await personById(requirePerson(principal, "accept an invitation"));
  const { token } = await readJson(request, acceptInvitationInput);
  return plain(await acceptInvitation(token, person));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
