import { findCompetition } from "@/lib/competitions/competitions";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { plain } from "@/lib/http/respond";
import { readScoreSheet } from "@/lib/match/scores";
import { scoreSheetQuery } from "@/lib/schemas/scores";

/** The officials' sheet: every entry with its series and each score's ETag, for the scores grid. */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  return plain(await readScoreSheet(principal, competition, readQuery(request, scoreSheetQuery)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
