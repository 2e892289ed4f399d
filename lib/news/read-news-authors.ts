// An organization's news authors as the API answers them, for the route and for the page that
// renders them on the server.
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { organizationInScope } from "@/lib/auth/scope";
import { listNewsAuthors, serializeNewsAuthor } from "./news-authors";

/** The organization's news authors, page by page, for a principal who may read them (404, then 403, checked before the page's query is read). */
export async function newsAuthorsReader(principal: Principal, organizationId: string) {
  await organizationInScope(principal, organizationId, "news:read");
  return async (query: { limit: number; cursor?: string }) => {
    const { items, nextCursor } = await listNewsAuthors(organizationId, query);
    return { items: items.map(serializeNewsAuthor), nextCursor };
  };
}
