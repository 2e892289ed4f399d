import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { list, plain } from "@/lib/http/respond";
import { createComment } from "@/lib/journal/comments";
import { readComments } from "@/lib/journal/read-journal";
import { ensureEntry } from "@/lib/journal/find-entry";
import { commentInput } from "@/lib/schemas/people";

const entryParams = { athleteId: idParam, entryId: idParam };

/** The entry's thread, oldest first. */
export const GET = route(entryParams, async ({ params, principal }) => {
  return list(await readComments(principal, params.athleteId, params.entryId), null);
});

/** The athlete or one of their coaches writes. */
export const POST = route(entryParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "comment:write");
  await ensureEntry(params.athleteId, params.entryId);
  const { body } = await readJson(request, commentInput);
  return plain(await createComment(principal, params.athleteId, params.entryId, body), 201);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
