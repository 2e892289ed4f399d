import { findCompetition } from "@/lib/competitions/competitions";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { authorizeRelayWrite } from "@/lib/match/relays";
import { squadCompetition } from "@/lib/match/relays-placement";

/** Places every unplaced entry on a free firing point, clubs spread across relays; answers the placements and what is left. */
export const POST = route({ competitionId: idParam }, async ({ params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  authorizeRelayWrite(principal, competition);
  return plain(await squadCompetition(competition));
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
