import { authorize } from "@/lib/auth/policy";
import { competitionInScope } from "@/lib/auth/scope";
import { deleteCompetition, updateCompetition } from "@/lib/competitions/change-competition";
import { serializeCompetition } from "@/lib/competitions/competitions";
import { readCompetition } from "@/lib/competitions/read-competition";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { competitionInput } from "@/lib/schemas/competitions";

export const GET = route({ competitionId: idParam }, async ({ params, principal }) => {
  return resource(await readCompetition(principal, params.competitionId));
});

/** The host's competition admins (and admins) replace its name, days and discipline; moving it to another host needs a say there too. */
export const PUT = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "competition:write");
  const input = await readJson(request, competitionInput);
  authorize(principal, "competition:write", { organizationId: input.organizationId });
  const competition = await updateCompetition(params.competitionId, input, ifMatchOf(request));
  return resource(serializeCompetition(competition));
});

export const DELETE = route({ competitionId: idParam }, async ({ params, principal }) => {
  await deleteCompetition(await competitionInScope(principal, params.competitionId, "competition:write"));
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
