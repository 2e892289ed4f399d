import { findCompetition } from "@/lib/competitions/competitions";
import { readCompetitionEntry, serializeCompetitionEntry } from "@/lib/competitions/competition-entries";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ competitionId: idParam, entryId: idParam }, async ({ params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  return resource(serializeCompetitionEntry(await readCompetitionEntry(principal, competition, params.entryId)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
