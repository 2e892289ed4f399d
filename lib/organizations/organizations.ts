import "server-only";
import { z } from "zod";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { type Organization, Prisma } from "@/lib/generated/prisma/client";
import { after, ascending, orderBy, page } from "@/lib/http/pagination";
import { type organizationInput, organizationResponse } from "@/lib/schemas/organizations";
import { iso } from "@/lib/serialize";
import { sqlModel } from "@/lib/sql-model";

export function serializeOrganization(o: Organization): z.output<typeof organizationResponse> {
  return { id: o.id, name: o.name, createdUtc: iso(o.createdAt), updatedUtc: iso(o.updatedAt) };
}

const organizations = sqlModel<Organization>("Organization", Prisma.OrganizationScalarFieldEnum, ["createdAt", "updatedAt"]);

/** On the path of every request under an organization, so in plain SQL. */
export async function findOrganization(id: string): Promise<Organization> {
  return found(await organizations.find({ id }), `Organization ${id}`);
}

export function createOrganization(input: z.output<typeof organizationInput>) {
  return db.organization.create({ data: input });
}

const byName = ascending<Organization>({ field: "name", kind: "string", value: (o) => o.name });

/** Admins see every organization; everyone else only their own. */
export function listOrganizations(onlyId: string | null, query: { limit: number; cursor?: string }) {
  const where: Prisma.OrganizationWhereInput = onlyId === null ? {} : { id: onlyId };
  return page(byName, query, ({ after: values, take }) =>
    db.organization.findMany({
      where: { AND: [where, after<Prisma.OrganizationWhereInput>(byName, values)] },
      orderBy: orderBy<Prisma.OrganizationOrderByWithRelationInput>(byName),
      take,
    }),
  );
}
