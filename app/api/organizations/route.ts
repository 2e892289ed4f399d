import { authorize } from "@/lib/auth/policy";
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

/** Admins see every organization, everyone else their own. */
export const GET = route({}, async ({ request, principal }) => {
  const onlyId = principal.role === "admin" ? null : (principal.organizationId ?? "");
  const { items, nextCursor } = await listOrganizations(onlyId, readQuery(request, listQuery));
  return list(items.map(serializeOrganization), nextCursor);
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
