import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { readerTimeZone } from "@/lib/http/reader";
import { created, list } from "@/lib/http/respond";
import { createPlannedSession, listPlannedSessions } from "@/lib/planning/planned-sessions";
import { plannedSessionInput, plannedSessionListQuery } from "@/lib/schemas/planning";

/** The athlete, or a coach they chose, plans a session for a day. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:write");
  const input = await readJson(request, plannedSessionInput);
  const planned = await createPlannedSession(params.athleteId, input, readerTimeZone(request, undefined));
  return created(planned, `/api/athletes/${params.athleteId}/planned-sessions/${planned.id}`);
});

/** The planned sessions of ?from= to ?to=, by day. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:read");
  const query = readQuery(request, plannedSessionListQuery);
  const { items, nextCursor } = await listPlannedSessions(params.athleteId, query, readerTimeZone(request, query.timeZone));
  return list(items, nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
