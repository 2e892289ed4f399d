import { authorize } from "@/lib/auth/policy";
import { createCompetition, serializeCompetition } from "@/lib/competitions/competitions";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { competitionInput } from "@/lib/schemas/competitions";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "competition:create");
  const competition = await createCompetition(await readJson(request, competitionInput));
  return created(serializeCompetition(competition), `/api/competitions/${competition.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
