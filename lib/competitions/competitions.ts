import "server-only";
import { iso } from "@/lib/schemas/common";
import { transaction } from "@/lib/db/client";
import { page } from "@/lib/db/pagination";
import { invalid, found } from "@/lib/errors";
import { type CompetitionInput, competitionResponse } from "@/lib/schemas/competitions";
import type { z } from "zod";
import {
  type Competition,
  competitionById,
  competitionsAfter,
  type CompetitionWithCourses,
  coursesOf,
  existingCourses,
  hostExists,
  insertCompetition,
  latestFirst,
  replaceCourses,
} from "./competition-repository";
import type { Executor } from "@/lib/db/client";

export function serializeCompetition(c: CompetitionWithCourses): z.output<typeof competitionResponse> {
  return {
    id: c.id,
    organizationId: c.organizationId,
    name: c.name,
    startDate: iso(c.startDate),
    endDate: iso(c.endDate),
    discipline: c.discipline,
    courseOfFireIds: c.courseOfFireIds,
    openToOtherClubs: c.openToOtherClubs,
    registrationOpen: c.registrationOpen,
    liveResults: c.liveResults,
    resultsStatus: c.resultsStatus === "official" ? "official" : "provisional",
    classesFrozen: c.classesFrozenAt !== null,
    classesFrozenUtc: iso(c.classesFrozenAt),
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}

/** These competitions with the courses of fire each offers. */
async function withCourses(competitions: Competition[], ex?: Executor): Promise<CompetitionWithCourses[]> {
  const courses = await coursesOf(
    competitions.map((c) => c.id),
    ex,
  );
  return competitions.map((c) => ({ ...c, courseOfFireIds: courses.get(c.id) ?? [] }));
}

export async function oneWithCourses(competition: Competition, ex?: Executor): Promise<CompetitionWithCourses> {
  const [one] = await withCourses([competition], ex);
  return one ?? { ...competition, courseOfFireIds: [] };
}

/** On the path of every request under a competition: a hot path (its row only, not its courses). */
export async function findCompetition(id: string): Promise<Competition> {
  return found(await competitionById(id), `Competition ${id}`);
}

/** 422 unless the host named exists. */
export async function refuseUnknownHost(organizationId: string): Promise<void> {
  if (!(await hostExists(organizationId))) throw invalid({ "/organizationId": "no organization has this id" });
}

/** 422 naming each course of fire that does not exist. */
export async function refuseUnknownCourses(ids: string[] | undefined): Promise<void> {
  if (!ids || ids.length === 0) return;
  const known = await existingCourses(ids);
  const errors = Object.fromEntries(
    ids.flatMap((id, i) => (known.has(id) ? [] : [[`/courseOfFireIds/${i}`, "no course of fire has this id"] as const])),
  );
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

export async function createCompetition(input: CompetitionInput): Promise<CompetitionWithCourses> {
  await refuseUnknownHost(input.organizationId);
  await refuseUnknownCourses(input.courseOfFireIds);
  return transaction(async (trx) => {
    const competition = await insertCompetition(input, trx);
    await replaceCourses(competition.id, input.courseOfFireIds ?? [], trx);
    return { ...competition, courseOfFireIds: input.courseOfFireIds ?? [] };
  });
}

/** Of one host, or (null) of all; latest first day first. */
export async function listCompetitions(organizationId: string | null, query: { limit: number; cursor?: string }) {
  const { items, nextCursor } = await page(latestFirst, query, (window) => competitionsAfter(organizationId, window));
  return { items: await withCourses(items), nextCursor };
}
