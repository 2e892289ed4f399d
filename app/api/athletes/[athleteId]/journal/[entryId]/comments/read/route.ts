import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent } from "@/lib/http/respond";
import { markCommentsRead } from "@/lib/journal/comments";

/** The athlete has read the entry's thread. */
export const POST = route({ athleteId: idParam, entryId: idParam }, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:read");
  await markCommentsRead(principal, params.athleteId, params.entryId);
  return noContent();
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
