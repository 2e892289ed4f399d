import { findCompetition } from "@/lib/competitions/competitions";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { authorizeRelayWrite, createRelay, listRelays, relayReaderScope, serializeRelay } from "@/lib/match/relays";
import { listQuery } from "@/lib/schemas/common";
import { relayInput } from "@/lib/schemas/relays";

/** The host's competition admins add a relay with its firing points. */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  authorizeRelayWrite(principal, competition);
  const relay = await createRelay(competition, await readJson(request, relayInput));
  return created(serializeRelay(relay), `/api/competitions/${competition.id}/relays/${relay.id}`);
});

/** By number; whoever may read the competition's entries. */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  relayReaderScope(principal, competition);
  const { items, nextCursor } = await listRelays(competition.id, readQuery(request, listQuery));
  return list(items.map(serializeRelay), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("POST", "GET");
