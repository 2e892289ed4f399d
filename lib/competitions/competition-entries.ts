import "server-only";
import { db } from "@/lib/db";
import type { CompetitionEntry } from "@/lib/generated/prisma/client";
import { type FieldErrors, invalid } from "@/lib/http/errors";
import type { CompetitionEntryInput } from "@/lib/schemas/competitions";
import { iso } from "@/lib/serialize";

export function serializeCompetitionEntry(e: CompetitionEntry) {
  return {
    id: e.id,
    competitionId: e.competitionId,
    athleteId: e.athleteId,
    courseOfFireId: e.courseOfFireId,
    score: e.score,
    createdUtc: iso(e.createdAt),
    updatedUtc: iso(e.updatedAt),
  };
}

export async function createCompetitionEntry(competitionId: string, input: CompetitionEntryInput): Promise<CompetitionEntry> {
  const [athlete, course] = await Promise.all([
    db.athlete.findUnique({ where: { id: input.athleteId }, select: { id: true } }),
    input.courseOfFireId ? db.courseOfFire.findUnique({ where: { id: input.courseOfFireId } }) : null,
  ]);
  const errors: FieldErrors = {};
  if (!athlete) errors["/athleteId"] = "no athlete has this id";
  if (input.courseOfFireId && !course) errors["/courseOfFireId"] = "no course of fire has this id";
  if (course?.maxScore != null && input.score !== null && input.score > course.maxScore) {
    errors["/score"] = `must not exceed the course of fire's maximum (${course.maxScore})`;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return db.competitionEntry.create({ data: { competitionId, ...input } });
}
