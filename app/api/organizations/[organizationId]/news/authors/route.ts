import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { createNewsAuthor, serializeNewsAuthor } from "@/lib/news/news-authors";
import { newsAuthorCreateInput } from "@/lib/schemas/news-authors";

export const POST = route({ organizationId: idParam }, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "news:write");
  const author = await createNewsAuthor(params.organizationId, await readJson(request, newsAuthorCreateInput));
  return created(serializeNewsAuthor(author), `/api/organizations/${params.organizationId}/news/authors/${author.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
