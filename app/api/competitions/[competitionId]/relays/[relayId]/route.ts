import { findCompetition } from "@/lib/competitions/competitions";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { authorizeRelayWrite, findRelay, relayReaderScope, removeRelay, replaceRelay, serializeRelay } from "@/lib/match/relays";
import { relayInput } from "@/lib/schemas/relays";

const params = { competitionId: idParam, relayId: idParam };

export const GET = route(params, async ({ params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  relayReaderScope(principal, competition);
  return resource(serializeRelay(await findRelay(competition.id, params.relayId)));
});

/** Replaces the relay; a new number moves its entries with it, a firing point in use stays (409). */
export const PUT = route(params, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  authorizeRelayWrite(principal, competition);
  const input = await readJson(request, relayInput);
  return resource(serializeRelay(await replaceRelay(ifMatchOf(request), competition, params.relayId, input)));
});

/** Deletes a relay no entry shoots on (409 otherwise). */
export const DELETE = route(params, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  authorizeRelayWrite(principal, competition);
  await removeRelay(ifMatchOf(request), competition, params.relayId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
