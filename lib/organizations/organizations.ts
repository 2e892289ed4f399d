import "server-only";
import { iso } from "@/lib/schemas/common";
import { found } from "@/lib/errors";
import type { z } from "zod";
import type { organizationInput, organizationResponse } from "@/lib/schemas/organizations";
import { insertOrganization, type OrganizationRow, selectOrganization, selectOrganizationPage } from "./organization-repository";

export function serializeOrganization(o: OrganizationRow): z.output<typeof organizationResponse> {
  return { id: o.id, name: o.name, createdUtc: iso(o.createdAt), updatedUtc: iso(o.updatedAt) };
}

export async function findOrganization(id: string): Promise<OrganizationRow> {
  return found(await selectOrganization(id), `Organization ${id}`);
}

export function createOrganization(input: z.output<typeof organizationInput>): Promise<OrganizationRow> {
  return insertOrganization(input);
}

/** Admins see every organization; everyone else only their own. */
export function listOrganizations(onlyIds: string[] | null, query: { limit: number; cursor?: string }) {
  return selectOrganizationPage(onlyIds, query);
}
