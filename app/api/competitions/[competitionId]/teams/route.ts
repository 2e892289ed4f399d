import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { created, plain } from "@/lib/http/respond";
import { publishingInScope } from "@/lib/match/publish-results";
import { declareTeam, readDeclaredTeams } from "@/lib/match/results-teams";
import { teamInput } from "@/lib/schemas/results";

/** The declared teams of every course of fire, by name. */
export const GET = route({ competitionId: idParam }, async ({ params, principal }) => {
  return plain({ items: await readDeclaredTeams(principal, params.competitionId) });
});

/** The host's officials declare a team: its organization, course of fire, name and entries. */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  await publishingInScope(principal, params.competitionId);
  const team = await declareTeam(params.competitionId, await readJson(request, teamInput));
  return created(team, `/api/competitions/${params.competitionId}/teams/${team.id}`);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
