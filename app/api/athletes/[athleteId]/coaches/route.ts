import { isAthlete } from "@/lib/auth/policy";
import { athleteInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { addCoach, listCoaches } from "@/lib/people/coaching";
import { addCoachInput } from "@/lib/schemas/people";

/** Who coaches the athlete, and the organization's coaches who could. */
export const GET = route({ athleteId: idParam }, async ({ params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "coaching:read");
  return plain(await listCoaches(athlete));
});

/** The athlete grants coaching to anyone with an account; staff assign a coach of the organization. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "coaching:write");
  const input = await readJson(request, addCoachInput);
  const self = principal.admin || isAthlete(principal, athlete.id);
  return plain(await addCoach(athlete, input, self ? "athlete" : "staff"), 201);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
