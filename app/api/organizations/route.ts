import { authorize } from "@/lib/auth/policy";
import { readJson } from "@/lib/http/body";
import { notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { createOrganization, serializeOrganization } from "@/lib/organizations/organizations";
import { organizationInput } from "@/lib/schemas/organizations";

export const POST = route({}, async ({ request, principal }) => {
  authorize(principal, "organization:create");
  const organization = await createOrganization(await readJson(request, organizationInput));
  return created(serializeOrganization(organization), `/api/organizations/${organization.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
