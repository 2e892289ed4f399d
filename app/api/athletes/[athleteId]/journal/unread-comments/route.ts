import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { list } from "@/lib/http/respond";
import { unreadComments } from "@/lib/journal/comments";

/** Comments on the athlete's entries that they have not read yet, newest first. */
export const GET = route({ athleteId: idParam }, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:read");
  return list(await unreadComments(params.athleteId), null);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
