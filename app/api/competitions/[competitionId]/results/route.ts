import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { readResults } from "@/lib/match/read-results";
import { resultsQuery } from "@/lib/schemas/results";
import { answerResults } from "@/lib/server/result-files";

/** One result list (a course of fire, optionally one class) for the host's staff and officials, admins and entered athletes. */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const { format, ...query } = readQuery(request, resultsQuery);
  return answerResults(request, await readResults(principal, params.competitionId, query), format);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
