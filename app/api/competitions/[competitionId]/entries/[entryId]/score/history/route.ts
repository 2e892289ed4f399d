import { findCompetition } from "@/lib/competitions/competitions";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { list } from "@/lib/http/respond";
import { listScoreChanges, serializeScoreChange } from "@/lib/match/scores";
import { listQuery } from "@/lib/schemas/common";

/** Every change of the entry's score, newest first: who, when, before and after. */
export const GET = route({ competitionId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  const { items, nextCursor } = await listScoreChanges(principal, competition, params.entryId, readQuery(request, listQuery));
  return list(items.map(serializeScoreChange), nextCursor);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
