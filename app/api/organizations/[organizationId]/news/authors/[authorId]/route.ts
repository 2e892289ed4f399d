import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { deleteNewsAuthor, findNewsAuthor, serializeNewsAuthor } from "@/lib/news/news-authors";
import { ensureNewsAuthor, replaceNewsAuthor } from "@/lib/news/replace-news-author";
import { newsAuthorReplaceInput } from "@/lib/schemas/news-authors";

const authorParams = { organizationId: idParam, authorId: idParam };

export const GET = route(authorParams, async ({ params, principal }) => {
  await organizationInScope(principal, params.organizationId, "news:read");
  return resource(serializeNewsAuthor(await findNewsAuthor(params.organizationId, params.authorId)));
});

/** Operation 4. A missing author is a 404 whatever the body says. */
export const PUT = route(authorParams, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "news:write");
  await ensureNewsAuthor(params.organizationId, params.authorId);
  const input = await readJson(request, newsAuthorReplaceInput);
  const author = await replaceNewsAuthor(ifMatchOf(request), params.organizationId, params.authorId, input);
  return resource(serializeNewsAuthor(author));
});

export const DELETE = route(authorParams, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "news:write");
  await deleteNewsAuthor(ifMatchOf(request), params.organizationId, params.authorId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
