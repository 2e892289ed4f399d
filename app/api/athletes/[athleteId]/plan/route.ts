import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { readerTimeZone } from "@/lib/http/reader";
import { plain } from "@/lib/http/respond";
import { readPlan } from "@/lib/planning/planned-sessions";
import { planQuery } from "@/lib/schemas/planning";

/** Planned against done over ?from= to ?to= (at most 400 days): each planned session's status and compliance, and each week's tally. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:read");
  const query = readQuery(request, planQuery);
  return plain(await readPlan(params.athleteId, query, readerTimeZone(request, query.timeZone)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
