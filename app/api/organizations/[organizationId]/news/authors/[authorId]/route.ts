import { checkOrganizationScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { withPriorCheck } from "@/lib/errors";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, resource } from "@/lib/http/respond";
import { deleteNewsAuthor, findNewsAuthor, replaceNewsAuthor, serializeNewsAuthor } from "@/lib/news/news-authors";
import { newsAuthorReplaceInput } from "@/lib/schemas/news-authors";

const authorParams = { organizationId: idParam, authorId: idParam };

export const GET = route(authorParams, async ({ params, principal }) => {
  await checkOrganizationScope(principal, params.organizationId, "news:read");
  return resource(serializeNewsAuthor(await findNewsAuthor(params.organizationId, params.authorId)));
});

/**
 * Operation 4. A missing author is a 404 whatever the body says, but the author is read only when
 * the body is refused: for an acceptable body the replace's UPDATE finds no row and answers the 404.
 */
export const PUT = route(authorParams, async ({ request, params, principal }) => {
  await checkOrganizationScope(principal, params.organizationId, "news:write");
  const input = await withPriorCheck(readJson(request, newsAuthorReplaceInput), () => findNewsAuthor(params.organizationId, params.authorId));
  const author = await replaceNewsAuthor(request, params.organizationId, params.authorId, input);
  return resource(serializeNewsAuthor(author));
});

export const DELETE = route(authorParams, async ({ request, params, principal }) => {
  await checkOrganizationScope(principal, params.organizationId, "news:write");
  await deleteNewsAuthor(request, params.organizationId, params.authorId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
