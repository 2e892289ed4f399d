// A competition's classifications as the API answers them, for the routes and for the page that
// renders them on the server: one function per read does the scope check, the query and the serialization.
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { competitionInScope } from "@/lib/auth/scope";
import { listClassifications } from "./classifications";
import { listEntrants } from "./entrants";
import { serializeClassification } from "./serialize-classification";

/**
 * The competition's classifications in display order, page by page, for a principal who may read
 * them (404, then 403, checked before the page's query is read).
 */
export async function classificationsReader(principal: Principal, competitionId: string) {
  await competitionInScope(principal, competitionId, "classification:read");
  return async (query: { limit: number; cursor?: string }) => {
    const { items, nextCursor } = await listClassifications(competitionId, query);
    return { items: items.map(serializeClassification), nextCursor };
  };
}

/** Who is in each classification, with the facts that placed them, who is pinned and who is kept out. */
export async function readEntrants(principal: Principal, competitionId: string) {
  await competitionInScope(principal, competitionId, "classification:read");
  return listEntrants(principal, competitionId);
}
