import { athleteSeenBy, replaceAthlete, serializeAthlete } from "@/lib/athletes/athletes";
import { athleteInScope, authorizeAthlete } from "@/lib/auth/scope";
import { rerunAssignmentsFor } from "@/lib/classifications/assign";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, resource } from "@/lib/http/respond";
import { athleteInput } from "@/lib/schemas/organizations";

/** The athlete; a coach gets the name only (date of birth, gender and country null). */
export const GET = route({ athleteId: idParam }, async ({ params, principal }) => {
  return resource(athleteSeenBy(principal, serializeAthlete(await athleteInScope(principal, params.athleteId, "athlete:read"))));
});

/** An admin, staff of the athlete's organization, or the athlete (not their date of birth, gender or organization). */
export const PUT = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete:write");
  const input = await readJson(request, athleteInput);
  const athlete = await replaceAthlete(ifMatchOf(request), principal, params.athleteId, input);
  await rerunAssignmentsFor(athlete.id);
  return resource(serializeAthlete(athlete));
});

export const { POST, PATCH, DELETE } = notAllowed("GET", "PUT");
