import { competitionInScope } from "@/lib/auth/scope";
import { assignCompetition } from "@/lib/classifications/assign";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";

/** Runs auto-assignment; answers with the count per classification and those below their minimum. */
export const POST = route({ competitionId: idParam }, async ({ params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:write");
  return plain(await assignCompetition(params.competitionId));
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
