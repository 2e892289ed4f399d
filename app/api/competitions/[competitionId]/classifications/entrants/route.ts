import { competitionInScope } from "@/lib/auth/scope";
import { listEntrants } from "@/lib/classifications/entrants";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";

/** Who is in each classification, with the facts that placed them, who is pinned and who is kept out. */
export const GET = route({ competitionId: idParam }, async ({ params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:read");
  return plain(await listEntrants(principal, params.competitionId));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
