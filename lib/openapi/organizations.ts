// The Organizations operations: clubs and federations.
import { listQuery } from "@/lib/schemas/common";
import { inputs, schemas } from "./components";
import { type Operation, made, many, ok, org } from "./operation";

export const organizationOperations: Operation[] = [
  {
    method: "post",
    path: "/api/organizations",
    operationId: "createOrganization",
    tag: "Organizations",
    summary: "Create an organization (admin)",
    body: inputs.OrganizationInput,
    success: made(schemas.Organization),
  },
  {
    method: "get",
    path: "/api/organizations",
    operationId: "listOrganizations",
    tag: "Organizations",
    summary: "List organizations (admins see all, others their own), by name",
    query: listQuery,
    success: many(schemas.Organization),
  },
  {
    method: "get",
    path: org,
    operationId: "getOrganization",
    tag: "Organizations",
    summary: "Read an organization",
    success: ok(schemas.Organization),
  },
];
