import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { plain } from "@/lib/http/respond";
import { readTeamResults } from "@/lib/match/results-teams";
import { teamResultsQuery } from "@/lib/schemas/results";

/** Team results of a course of fire: the declared teams, or else each club's best three. */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const { courseOfFireId } = readQuery(request, teamResultsQuery);
  return plain(await readTeamResults(principal, params.competitionId, courseOfFireId));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
