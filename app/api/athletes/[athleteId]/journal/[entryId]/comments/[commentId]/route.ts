import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, plain } from "@/lib/http/respond";
import { deleteComment, editComment } from "@/lib/journal/comments";
import { commentInput } from "@/lib/schemas/people";

const commentParams = { athleteId: idParam, entryId: idParam, commentId: idParam };

/** Its author edits a comment. */
export const PUT = route(commentParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "comment:write");
  const { body } = await readJson(request, commentInput);
  return plain(await editComment(principal, params.athleteId, params.entryId, params.commentId, body));
});

/** Its author deletes a comment. */
export const DELETE = route(commentParams, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "comment:write");
  await deleteComment(principal, params.athleteId, params.entryId, params.commentId);
  return noContent();
});

export const { GET, POST, PATCH } = notAllowed("PUT", "DELETE");
