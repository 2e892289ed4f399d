import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { list } from "@/lib/http/respond";
import { listCheckIns } from "@/lib/planning/check-ins";
import { checkInListQuery } from "@/lib/schemas/planning";

/** The check-ins of ?from= to ?to=, by day. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:read");
  const { items, nextCursor } = await listCheckIns(params.athleteId, readQuery(request, checkInListQuery));
  return list(items, nextCursor);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
