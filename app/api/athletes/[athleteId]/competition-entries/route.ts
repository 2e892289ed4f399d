import { athleteCompetitionEntriesReader } from "@/lib/competitions/read-competition";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { plain } from "@/lib/http/respond";
import { listQuery } from "@/lib/schemas/common";

/** The athlete's own competition entries, newest first, with each competition's name and start: what a journal entry may link to. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const read = await athleteCompetitionEntriesReader(principal, params.athleteId);
  return plain(await read(readQuery(request, listQuery)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
