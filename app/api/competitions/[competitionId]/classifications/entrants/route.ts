import { readEntrants } from "@/lib/classifications/read-classifications";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";

/** Who is in each classification, with the facts that placed them, who is pinned and who is kept out. */
export const GET = route({ competitionId: idParam }, async ({ params, principal }) => {
  return plain(await readEntrants(principal, params.competitionId));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
