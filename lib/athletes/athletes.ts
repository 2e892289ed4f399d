import "server-only";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { type Athlete, Prisma } from "@/lib/generated/prisma/client";
import { forbidden, invalid } from "@/lib/http/errors";
import { guardedWrite } from "@/lib/http/guarded-write";
import { after, ascending, orderBy, page } from "@/lib/http/pagination";
import { type AthleteInput, athleteResponse } from "@/lib/schemas/organizations";
import { iso } from "@/lib/serialize";
import { sqlModel } from "@/lib/sql-model";
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

const athletes = sqlModel<Athlete>("Athlete", Prisma.AthleteScalarFieldEnum, ["dateOfBirth", "createdAt", "updatedAt"]);

/** On the path of every request under an athlete (with its journalRevision), so in plain SQL. */
export async function findAthlete(id: string): Promise<Athlete> {
  return found(await athletes.find({ id }), `Athlete ${id}`);
}

export async function createAthlete(input: AthleteInput): Promise<Athlete> {
  const organization = await db.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
  if (!organization) throw invalid({ "/organizationId": "no organization has this id" });
  return db.athlete.create({ data: input });
}

const byName = ascending<Athlete>(
  { field: "lastName", value: (a) => a.lastName },
  { field: "firstName", value: (a) => a.firstName },
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

/** PUT: replaces the athlete; only an admin may move an athlete to another organization. */
export async function replaceAthlete(request: Request, id: string, input: AthleteInput, mayMove: boolean): Promise<Athlete> {
  return guardedWrite(request, {
    what: `Athlete ${id}`,
    load: (tx) => tx.athlete.findUnique({ where: { id } }),
    represent: serializeAthlete,
    write: async (tx, current) => {
      if (input.organizationId !== current.organizationId) {
        if (!mayMove) throw forbidden("Only an admin key may move an athlete to another organization.");
        const target = await tx.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
        if (!target) throw invalid({ "/organizationId": "no organization has this id" });
      }
      return tx.athlete.update({ where: { id }, data: input });
    },
  });
}
