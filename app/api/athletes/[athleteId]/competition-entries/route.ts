import { authorizeAthlete } from "@/lib/auth/scope";
import { listAthleteCompetitionEntries, serializeAthleteCompetitionEntry } from "@/lib/competitions/competition-entries";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { list } from "@/lib/http/respond";
import { listQuery } from "@/lib/schemas/common";

/** The athlete's own competition entries, newest first, with each competition's name and start: what a journal entry may link to. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:read");
  const { items, nextCursor } = await listAthleteCompetitionEntries(params.athleteId, readQuery(request, listQuery));
  return list(items.map(serializeAthleteCompetitionEntry), nextCursor);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
