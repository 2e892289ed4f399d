import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readerTimeZone } from "@/lib/http/reader";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { deletePlannedSession, readPlannedSession, replacePlannedSession } from "@/lib/planning/planned-sessions";
import { plannedSessionInput } from "@/lib/schemas/planning";

const itemParams = { athleteId: idParam, plannedId: idParam };

export const GET = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:read");
  return resource(await readPlannedSession(params.athleteId, params.plannedId, readerTimeZone(request, undefined)));
});

/** Moves or changes it; a journalEntryId links or unlinks by hand, and leaving it out keeps the link. */
export const PUT = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:write");
  const input = await readJson(request, plannedSessionInput);
  const zone = readerTimeZone(request, undefined);
  return resource(await replacePlannedSession(ifMatchOf(request), params.athleteId, params.plannedId, input, zone));
});

/** The journal session it linked stays. */
export const DELETE = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:write");
  await deletePlannedSession(ifMatchOf(request), params.athleteId, params.plannedId, readerTimeZone(request, undefined));
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
