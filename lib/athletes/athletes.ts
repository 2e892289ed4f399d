import "server-only";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import type { Athlete } from "@/lib/generated/prisma/client";
import { invalid } from "@/lib/http/errors";
import type { AthleteInput } from "@/lib/schemas/organizations";
import { iso } from "@/lib/serialize";

export function serializeAthlete(a: Athlete) {
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

export async function findAthlete(id: string): Promise<Athlete> {
  return found(await db.athlete.findUnique({ where: { id } }), `Athlete ${id}`);
}

export async function createAthlete(input: AthleteInput): Promise<Athlete> {
  const organization = await db.organization.findUnique({ where: { id: input.organizationId }, select: { id: true } });
  if (!organization) throw invalid({ "/organizationId": "no organization has this id" });
  return db.athlete.create({ data: input });
}
