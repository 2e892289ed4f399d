import "server-only";
import { iso } from "@/lib/schemas/common";
import { db, qb } from "@/lib/db/client";
import type { Competition, Prisma } from "@/lib/generated/prisma/client";
import { after, orderBy, page, type SortKey } from "@/lib/db/pagination";
import { invalid, found } from "@/lib/errors";
import { type CompetitionInput, competitionResponse } from "@/lib/schemas/competitions";
import type { z } from "zod";

export function serializeCompetition(c: Competition): z.output<typeof competitionResponse> {
  return {
    id: c.id,
    organizationId: c.organizationId,
    name: c.name,
    startDate: iso(c.startDate),
    endDate: iso(c.endDate),
    discipline: c.discipline,
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}

/** On the path of every request under a competition: a hot path. */
export async function findCompetition(id: string): Promise<Competition> {
  return found(await qb.selectFrom("Competition").selectAll().where("id", "=", id).executeTakeFirst(), `Competition ${id}`);
}

export async function createCompetition(input: CompetitionInput): Promise<Competition> {
  const organization = await db.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
  if (!organization) throw invalid({ "/organizationId": "no organization has this id" });
  return db.competition.create({ data: input });
}

const latestFirst: SortKey<Competition> = [
  { field: "startDate", direction: "desc", kind: "date", value: (c) => c.startDate },
  { field: "id", direction: "desc", kind: "string", value: (c) => c.id },
];

/** Latest first day first. */
export function listCompetitions(where: Prisma.CompetitionWhereInput, query: { limit: number; cursor?: string }) {
  return page(latestFirst, query, ({ after: values, take }) =>
    db.competition.findMany({
      where: { AND: [where, after<Prisma.CompetitionWhereInput>(latestFirst, values)] },
      orderBy: orderBy<Prisma.CompetitionOrderByWithRelationInput>(latestFirst),
      take,
    }),
  );
}
