import { isAthlete } from "@/lib/auth/policy";
import { athleteInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent } from "@/lib/http/respond";
import { removeCoach } from "@/lib/people/coaching";

/** The athlete revokes any coach; staff revoke the coaches staff assigned. */
export const DELETE = route({ athleteId: idParam, personId: idParam }, async ({ params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "coaching:write");
  const self = principal.admin || isAthlete(principal, athlete.id);
  await removeCoach(athlete.id, params.personId, self ? "athlete" : "staff");
  return noContent();
});

export const { GET, POST, PUT, PATCH } = notAllowed("DELETE");
