import "server-only";
import { iso } from "@/lib/schemas/common";
import { db, qb } from "@/lib/db/client";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import type { Athlete, Prisma } from "@/lib/generated/prisma/client";
import { ApiError, type FieldErrors, invalid, found } from "@/lib/errors";
import { can, describePrincipal, type Principal } from "@/lib/auth/policy";
import { after, ascending, orderBy, page } from "@/lib/db/pagination";
import { type AthleteInput, athleteResponse } from "@/lib/schemas/organizations";
import type { z } from "zod";

export function serializeAthlete(a: Athlete): z.output<typeof athleteResponse> {
  return {
    id: a.id,
    organizationId: a.organizationId,
    firstName: a.firstName,
    lastName: a.lastName,
    dateOfBirth: iso(a.dateOfBirth),
    gender: a.gender,
    country: a.country,
    createdUtc: iso(a.createdAt),
    updatedUtc: iso(a.updatedAt),
  };
}

/** The athlete as the principal may see them: a coach gets the name, not what classifies them (date of birth, gender, country). */
export function athleteSeenBy(principal: Principal, athlete: z.output<typeof athleteResponse>): z.output<typeof athleteResponse> {
  const owner = { athleteId: athlete.id, organizationId: athlete.organizationId };
  return can(principal, "athlete-details:read", owner) ? athlete : { ...athlete, dateOfBirth: null, gender: null, country: null };
}

/** On the path of every request under an athlete (with its journalRevision): a hot path. */
export async function findAthlete(id: string): Promise<Athlete> {
  return found(await qb.selectFrom("Athlete").selectAll().where("id", "=", id).executeTakeFirst(), `Athlete ${id}`);
}

export async function createAthlete(input: AthleteInput): Promise<Athlete> {
  const organization = await db.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
  if (!organization) throw invalid({ "/organizationId": "no organization has this id" });
  return db.athlete.create({ data: input });
}

const byName = ascending<Athlete>(
  { field: "lastName", kind: "string", value: (a) => a.lastName },
  { field: "firstName", kind: "string", value: (a) => a.firstName },
);

/** Alphabetical by last, then first name. */
export function listAthletes(where: Prisma.AthleteWhereInput, query: { limit: number; cursor?: string }) {
  return page(byName, query, ({ after: values, take }) =>
    db.athlete.findMany({
      where: { AND: [where, after<Prisma.AthleteWhereInput>(byName, values)] },
      orderBy: orderBy<Prisma.AthleteOrderByWithRelationInput>(byName),
      take,
    }),
  );
}

/**
 * PUT: replaces the athlete. Date of birth and gender decide classifications, so only staff of the
 * athlete's organization or an admin change them; only an admin moves an athlete to another
 * organization. Everyone else who may write the athlete changes the rest.
 */
export async function replaceAthlete(request: Request, principal: Principal, id: string, input: AthleteInput): Promise<Athlete> {
  return prismaGuardedWrite(request.headers.get("if-match"), {
    what: `Athlete ${id}`,
    lock: { table: "Athlete", id },
    load: (tx) => tx.athlete.findUnique({ where: { id } }),
    represent: serializeAthlete,
    write: async (tx, current) => {
      const owner = { athleteId: current.id, organizationId: current.organizationId };
      const refused: FieldErrors = {};
      if (input.organizationId !== current.organizationId && !principal.admin) {
        refused["/organizationId"] = "is changed only by an admin";
      }
      if (!can(principal, "athlete-classifying:write", owner)) {
        if (input.dateOfBirth?.getTime() !== current.dateOfBirth?.getTime())
          refused["/dateOfBirth"] = "is set by your organization's staff or an admin";
        if (input.gender !== current.gender) refused["/gender"] = "is set by your organization's staff or an admin";
      }
      if (Object.keys(refused).length > 0) {
        throw new ApiError(
          "forbidden",
          403,
          `${describePrincipal(principal)} may not change ${Object.keys(refused)
            .map((f) => f.slice(1))
            .join(" or ")} of this athlete.`,
          refused,
        );
      }
      if (input.organizationId !== current.organizationId) {
        const target = await tx.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
        if (!target) throw invalid({ "/organizationId": "no organization has this id" });
      }
      return tx.athlete.update({ where: { id }, data: input });
    },
  });
}
