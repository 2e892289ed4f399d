import "server-only";
import { iso } from "@/lib/schemas/common";
import { found } from "@/lib/errors";
import { z } from "zod";
import { db, qb } from "@/lib/db/client";
import type { Organization, Prisma } from "@/lib/generated/prisma/client";
import { after, ascending, orderBy, page } from "@/lib/db/pagination";
import { type organizationInput, organizationResponse } from "@/lib/schemas/organizations";

export function serializeOrganization(o: Organization): z.output<typeof organizationResponse> {
  return { id: o.id, name: o.name, createdUtc: iso(o.createdAt), updatedUtc: iso(o.updatedAt) };
}

/** On the path of every request under an organization: a hot path. */
export async function findOrganization(id: string): Promise<Organization> {
  return found(await qb.selectFrom("Organization").selectAll().where("id", "=", id).executeTakeFirst(), `Organization ${id}`);
}

export function createOrganization(input: z.output<typeof organizationInput>) {
  return db.organization.create({ data: input });
}

const byName = ascending<Organization>({ field: "name", kind: "string", value: (o) => o.name });

/** Admins see every organization; everyone else only their own. */
export function listOrganizations(onlyIds: string[] | null, query: { limit: number; cursor?: string }) {
  const where: Prisma.OrganizationWhereInput = onlyIds === null ? {} : { id: { in: onlyIds } };
  return page(byName, query, ({ after: values, take }) =>
    db.organization.findMany({
      where: { AND: [where, after<Prisma.OrganizationWhereInput>(byName, values)] },
      orderBy: orderBy<Prisma.OrganizationOrderByWithRelationInput>(byName),
      take,
    }),
  );
}
