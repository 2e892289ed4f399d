// Competitions, the course-of-fire catalog and an athlete's competition entries as the API answers
// them, for the routes and for the pages that render them on the server.
import "server-only";
import { authorize, type Principal } from "@/lib/auth/policy";
import { authorizeAthlete } from "@/lib/auth/scope";
import { listAthleteCompetitionEntries, serializeAthleteCompetitionEntry } from "./competition-entries";
import { findCompetition, oneWithCourses, serializeCompetition } from "./competitions";
import { findCourseOfFire, listCoursesOfFire, serializeCourseOfFire } from "./courses-of-fire";

type PageQuery = { limit: number; cursor?: string };

export async function readCompetition(principal: Principal, competitionId: string) {
  authorize(principal, "catalog:read");
  return serializeCompetition(await oneWithCourses(await findCompetition(competitionId)));
}

/** The catalog, by code, page by page: every key may read it (checked before the page's query is read). */
export function coursesOfFireReader(principal: Principal) {
  authorize(principal, "catalog:read");
  return async (query: PageQuery) => {
    const { items, nextCursor } = await listCoursesOfFire(query);
    return { items: items.map(serializeCourseOfFire), nextCursor };
  };
}

export async function readCourseOfFire(principal: Principal, id: string) {
  authorize(principal, "catalog:read");
  return serializeCourseOfFire(await findCourseOfFire(id));
}

/**
 * One athlete's entries across every competition, newest first, with each competition's name and
 * start, page by page (404, then 403, checked before the page's query is read).
 */
export async function athleteCompetitionEntriesReader(principal: Principal, athleteId: string) {
  await authorizeAthlete(principal, athleteId, "athlete-private:read");
  return async (query: PageQuery) => {
    const { items, nextCursor } = await listAthleteCompetitionEntries(athleteId, query);
    return { items: items.map(serializeAthleteCompetitionEntry), nextCursor };
  };
}
