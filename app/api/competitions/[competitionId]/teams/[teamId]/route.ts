import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent } from "@/lib/http/respond";
import { publishingInScope } from "@/lib/match/publish-results";
import { withdrawTeam } from "@/lib/match/results-teams";

/** The host's officials withdraw a declared team. */
export const DELETE = route({ competitionId: idParam, teamId: idParam }, async ({ params, principal }) => {
  await publishingInScope(principal, params.competitionId);
  await withdrawTeam(params.competitionId, params.teamId);
  return noContent();
});

export const { GET, POST, PUT, PATCH } = notAllowed("DELETE");
