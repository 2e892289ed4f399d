// An organization's addresses as the API answers them, for the route and for the page that renders
// them on the server.
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { organizationInScope } from "@/lib/auth/scope";
import { listAddresses, serializeAddress } from "./addresses";

/** The organization's addresses, page by page, for a principal who may read them (404, then 403, checked before the page's query is read). */
export async function addressesReader(principal: Principal, organizationId: string) {
  await organizationInScope(principal, organizationId, "address:read");
  return async (query: { limit: number; cursor?: string }) => {
    const { items, nextCursor } = await listAddresses(organizationId, query);
    return { items: items.map(serializeAddress), nextCursor };
  };
}
