// Organizations as the API answers them, for the routes and for the pages that render them on the server.
import "server-only";
import { organizationsOf, type Principal } from "@/lib/auth/policy";
import { organizationInScope } from "@/lib/auth/scope";
import { listOrganizations, serializeOrganization } from "./organizations";

export async function readOrganization(principal: Principal, organizationId: string) {
  return serializeOrganization(await organizationInScope(principal, organizationId, "organization:read"));
}

/** Admins see every organization, everyone else those they hold a role in. */
export async function readOrganizations(principal: Principal, query: { limit: number; cursor?: string }) {
  const { items, nextCursor } = await listOrganizations(principal.admin ? null : organizationsOf(principal), query);
  return { items: items.map(serializeOrganization), nextCursor };
}
