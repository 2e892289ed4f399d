import { can, isAthlete } from "@/lib/auth/policy";
import { athleteInScope } from "@/lib/auth/scope";
import { invalid } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { publicOrigin } from "@/lib/http/public-origin";
import { requestLanguage } from "@/lib/http/request-language";
import { plain } from "@/lib/http/respond";
import { addClubCoach, listCoaches } from "@/lib/people/coaching";
import { inviteCoach } from "@/lib/people/memberships";
import { addCoachInput } from "@/lib/schemas/people";

/** Who coaches the athlete, and the organization's coaches who could; a coach sees the names only. */
export const GET = route({ athleteId: idParam }, async ({ params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "coaching:read");
  const asCoach = !can(principal, "coaching:write", { athleteId: athlete.id, organizationId: athlete.organizationId });
  return plain(await listCoaches(athlete, asCoach));
});

/**
 * A coach of the organization starts at once (201). Anyone else the athlete names gets an invitation
 * by mail and starts when they accept (202), whether or not the address has an account, so the
 * answer says nothing about that. Staff assign only the organization's coaches.
 */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "coaching:write");
  const { email } = await readJson(request, addCoachInput);
  const self = principal.admin || isAthlete(principal, athlete.id);
  const added = await addClubCoach(athlete, email, self ? "athlete" : "staff");
  if (added) return plain(added, 201);
  if (!self) throw invalid({ "/email": "must be the address of a coach of the athlete's organization" });
  await inviteCoach(athlete, principal.personId, email, publicOrigin(request), requestLanguage(request));
  return plain(await listCoaches(athlete), 202);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
