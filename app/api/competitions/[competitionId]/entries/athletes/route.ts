import { describePrincipal, mayEver } from "@/lib/auth/policy";
import { findCompetition } from "@/lib/competitions/competitions";
import { findEntrants } from "@/lib/competitions/find-entrants";
import { forbidden } from "@/lib/errors";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { list } from "@/lib/http/respond";
import { athleteSearchQuery } from "@/lib/schemas/competitions";

/** The host's competition admins find athletes of any organization by name, to enter them (at most 20). */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  if (!mayEver(principal, "competition-entry:manage")) {
    throw forbidden(`${describePrincipal(principal)} may not look for athletes to enter: the host's competition admins do.`);
  }
  const competition = await findCompetition(params.competitionId);
  const { q } = readQuery(request, athleteSearchQuery);
  return list(await findEntrants(principal, competition, q), null);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
