import { authorize } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, plain } from "@/lib/http/respond";
import { createOrganization, serializeOrganization } from "@/lib/organizations/organizations";
import { readOrganizations } from "@/lib/organizations/read-organizations";
import { listQuery } from "@/lib/schemas/common";
import { organizationInput } from "@/lib/schemas/organizations";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "organization:create");
  const organization = await createOrganization(await readJson(request, organizationInput));
  return created(serializeOrganization(organization), `/api/organizations/${organization.id}`);
});

export const GET = route({}, async ({ request, principal }) => {
  return plain(await readOrganizations(principal, readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
