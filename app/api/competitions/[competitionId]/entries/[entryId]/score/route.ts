import { describePrincipal } from "@/lib/auth/policy";
import { findCompetition } from "@/lib/competitions/competitions";
import { forbidden } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, jsonText } from "@/lib/http/respond";
import {
  type EntryScore,
  mayWriteScores,
  readEntryScore,
  scoreEtag,
  scoreState,
  serializeEntryScore,
  writeScore,
} from "@/lib/match/scores";
import { scoreInput } from "@/lib/schemas/scores";

const params = { competitionId: idParam, entryId: idParam };

/** The score with its shots; its ETag covers the score and series, what a PUT may overwrite. */
function scoreResource(score: EntryScore): Response {
  return jsonText(JSON.stringify(serializeEntryScore(score)), 200, { etag: scoreEtag(scoreState(score.target, score.series)) });
}

export const GET = route(params, async ({ params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  return scoreResource(await readEntryScore(principal, competition, params.entryId));
});

/** The host's officials write the score: series, and shots where a target gives them. */
export const PUT = route(params, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  if (!mayWriteScores(principal, competition)) {
    throw forbidden(`${describePrincipal(principal)} may not write scores: the host's competition admins do.`);
  }
  const input = await readJson(request, scoreInput);
  return scoreResource(await writeScore(ifMatchOf(request), principal, competition, params.entryId, input));
});

export const { POST, PATCH, DELETE } = notAllowed("GET", "PUT");
