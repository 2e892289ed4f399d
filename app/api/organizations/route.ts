import { authorize, organizationsOf } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { createOrganization, listOrganizations, serializeOrganization } from "@/lib/organizations/organizations";
import { listQuery } from "@/lib/schemas/common";
import { organizationInput } from "@/lib/schemas/organizations";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "organization:create");
  const organization = await createOrganization(await readJson(request, organizationInput));
  return created(serializeOrganization(organization), `/api/organizations/${organization.id}`);
});

/** Admins see every organization, everyone else those they hold a role in. */
export const GET = route({}, async ({ request, principal }) => {
  const { items, nextCursor } = await listOrganizations(principal.admin ? null : organizationsOf(principal), readQuery(request, listQuery));
  return list(items.map(serializeOrganization), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
