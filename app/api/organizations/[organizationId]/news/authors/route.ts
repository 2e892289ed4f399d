import { organizationInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, plain } from "@/lib/http/respond";
import { createNewsAuthor, serializeNewsAuthor } from "@/lib/news/news-authors";
import { newsAuthorsReader } from "@/lib/news/read-news-authors";
import { listQuery } from "@/lib/schemas/common";
import { newsAuthorCreateInput } from "@/lib/schemas/news-authors";

export const POST = route({ organizationId: idParam }, async ({ request, params, principal }) => {
  await organizationInScope(principal, params.organizationId, "news:write");
  const author = await createNewsAuthor(params.organizationId, await readJson(request, newsAuthorCreateInput));
  return created(serializeNewsAuthor(author), `/api/organizations/${params.organizationId}/news/authors/${author.id}`);
});

export const GET = route({ organizationId: idParam }, async ({ request, params, principal }) => {
  const read = await newsAuthorsReader(principal, params.organizationId);
  return plain(await read(readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
