import "server-only";
import { iso } from "@/lib/schemas/common";
import { assignWithin } from "@/lib/classifications/assign";
import { db, qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import type { Competition, CompetitionEntry, Prisma } from "@/lib/generated/prisma/client";
import { authorize, type Principal } from "@/lib/auth/policy";
import { after, ascending, newestFirst, orderBy, page } from "@/lib/http/pagination";
import { type FieldErrors, found, invalid } from "@/lib/errors";
import { athleteCompetitionEntryResponse, type CompetitionEntryInput, competitionEntryResponse } from "@/lib/schemas/competitions";
import type { z } from "zod";

export function serializeCompetitionEntry(e: CompetitionEntry): z.output<typeof competitionEntryResponse> {
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

/**
 * Enters an athlete into a competition and reassigns its classifications. Who may enter whom is the
 * policy's "competition-entry:write": the entrant's organization and the host are both checked, so a
 * competition admin cannot enter another club's athlete and then read their facts in a preview.
 */
export async function createCompetitionEntry(
  principal: Principal,
  competition: Competition,
  input: CompetitionEntryInput,
): Promise<CompetitionEntry> {
  const competitionId = competition.id;
  const [athlete, course] = await Promise.all([
    db.athlete.findUnique({ where: { id: input.athleteId }, select: { id: true, organizationId: true } }),
    input.courseOfFireId ? db.courseOfFire.findUnique({ where: { id: input.courseOfFireId } }) : null,
  ]);
  if (athlete) {
    authorize(principal, "competition-entry:write", {
      organizationId: athlete.organizationId,
      athleteId: athlete.id,
      hostOrganizationId: competition.organizationId,
    });
  }
  const errors: FieldErrors = {};
  if (!athlete) errors["/athleteId"] = "no athlete has this id";
  if (input.courseOfFireId && !course) errors["/courseOfFireId"] = "no course of fire has this id";
  if (course?.maxScore != null && input.score !== null && input.score > course.maxScore) {
    errors["/score"] = `must not exceed the course of fire's maximum (${course.maxScore})`;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return qb.transaction().execute(async (trx) => {
    const now = new Date();
    const entry = await trx
      .insertInto("CompetitionEntry")
      .values({ id: newId(), competitionId, ...input, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await assignWithin(trx, competitionId);
    return entry;
  });
}

export async function readCompetitionEntry(principal: Principal, competition: Competition, entryId: string): Promise<CompetitionEntry> {
  const entry = found(
    await db.competitionEntry.findFirst({ where: { id: entryId, competitionId: competition.id } }),
    `Entry ${entryId} of competition ${competition.id}`,
  );
  authorize(principal, "competition-entry:read", { organizationId: competition.organizationId, athleteId: entry.athleteId });
  return entry;
}

/** In the order they were entered, which is the order assignment takes them in. */
const enteredOrder = ascending<CompetitionEntry>({ field: "createdAt", kind: "date", value: (e) => e.createdAt });

export function listCompetitionEntries(where: Prisma.CompetitionEntryWhereInput, query: { limit: number; cursor?: string }) {
  return page(enteredOrder, query, ({ after: values, take }) =>
    db.competitionEntry.findMany({
      where: { AND: [where, after<Prisma.CompetitionEntryWhereInput>(enteredOrder, values)] },
      orderBy: orderBy<Prisma.CompetitionEntryOrderByWithRelationInput>(enteredOrder),
      take,
    }),
  );
}

type EntryWithCompetition = CompetitionEntry & { competition: { name: string; startDate: Date } };

export function serializeAthleteCompetitionEntry(e: EntryWithCompetition): z.output<typeof athleteCompetitionEntryResponse> {
  return { ...serializeCompetitionEntry(e), competitionName: e.competition.name, competitionStartDate: iso(e.competition.startDate) };
}

/** One athlete's entries across every competition, newest first. */
export function listAthleteCompetitionEntries(athleteId: string, query: { limit: number; cursor?: string }) {
  return page(newestFirst, query, ({ after: values, take }) =>
    db.competitionEntry.findMany({
      where: { AND: [{ athleteId }, after<Prisma.CompetitionEntryWhereInput>(newestFirst, values)] },
      orderBy: orderBy<Prisma.CompetitionEntryOrderByWithRelationInput>(newestFirst),
      include: { competition: { select: { name: true, startDate: true } } },
      take,
    }),
  );
}
