import { findCompetition } from "@/lib/competitions/competitions";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, resource } from "@/lib/http/respond";
import { authorizeRelayWrite } from "@/lib/match/relays";
import { placeEntry } from "@/lib/match/relays-placement";
import { placementInput } from "@/lib/schemas/relays";

/** Moves an entry by hand onto a relay's firing point, or off every relay; a taken point is 409. */
export const PUT = route({ competitionId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  authorizeRelayWrite(principal, competition);
  const input = await readJson(request, placementInput);
  return resource(await placeEntry(ifMatchOf(request), competition, params.entryId, input));
});

export const { GET, POST, PATCH, DELETE } = notAllowed("PUT");
