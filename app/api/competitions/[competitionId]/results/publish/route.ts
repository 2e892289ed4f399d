import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { publishingInScope, publishResults, readPublication, reopenResults } from "@/lib/match/publish-results";
import { resultsInScope } from "@/lib/match/read-results";
import { reopenInput } from "@/lib/schemas/results";

/** Whether the results are official, and every publication and reopening. */
export const GET = route({ competitionId: idParam }, async ({ params, principal }) => {
  await resultsInScope(principal, params.competitionId);
  return plain(await readPublication(params.competitionId));
});

/** The host's officials make every list of the competition official (409 when it already is). */
export const POST = route({ competitionId: idParam }, async ({ params, principal }) => {
  await publishingInScope(principal, params.competitionId);
  return plain(await publishResults(params.competitionId, principal.personId));
});

/** Reopens official results; the reason is required and kept. */
export const DELETE = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  await publishingInScope(principal, params.competitionId);
  const { reason } = await readJson(request, reopenInput);
  return plain(await reopenResults(params.competitionId, reason, principal.personId));
});

export const { PUT, PATCH } = notAllowed("GET", "POST", "DELETE");
