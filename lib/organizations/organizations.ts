import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import type { Organization } from "@/lib/generated/prisma/client";
import type { organizationInput } from "@/lib/schemas/organizations";
import { iso } from "@/lib/serialize";

export function serializeOrganization(o: Organization) {
  return { id: o.id, name: o.name, createdUtc: iso(o.createdAt), updatedUtc: iso(o.updatedAt) };
}

export async function findOrganization(id: string): Promise<Organization> {
  return found(await db.organization.findUnique({ where: { id } }), `Organization ${id}`);
}

export function createOrganization(input: z.output<typeof organizationInput>) {
  return db.organization.create({ data: input });
}
