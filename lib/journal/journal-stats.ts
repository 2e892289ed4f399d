// The statistics of an athlete's journal: the aggregates the database computes
// (stats-repository.ts), then the competition results (a few rows) and the courses they name. The
// route keeps the answer per journal revision (lib/journal/journal-cache.ts).
import "server-only";
import type { z } from "zod";
import type { journalStatsQuery, journalStatsResponse } from "@/lib/schemas/journal";
import { statsFromAggregates } from "./compute-stats";
import { courseStats } from "./course-stats";
import {
  countSessionsWithoutCourse,
  selectAggregates,
  selectCompetitionResults,
  selectCourses,
  selectCourseSessions,
} from "./stats-repository";

type Stats = z.output<typeof journalStatsResponse>;
type StatsQuery = z.output<typeof journalStatsQuery>;

/** Aggregates in the database, then the competition results (a few rows) and the courses they name. */
export async function journalStats(athleteId: string, query: StatsQuery): Promise<Stats> {
  const [sums, results, perCourse, withoutCourse] = await Promise.all([
    selectAggregates(athleteId, query),
    selectCompetitionResults(athleteId, query),
    selectCourseSessions(athleteId, query),
    countSessionsWithoutCourse(athleteId, query),
  ]);
  // The discipline in any case, as for the sessions (a few rows: filtered here).
  const wanted = query.discipline?.toLocaleLowerCase();
  const competitionResults = results.flatMap((r) =>
    r.score !== null && r.maxScore && (!wanted || r.discipline?.toLocaleLowerCase() === wanted)
      ? [{ courseOfFireId: r.courseOfFireId, percent: (100 * r.score) / r.maxScore }]
      : [],
  );
  const courses = await selectCourses([
    ...new Set([
      ...sums.training.map((t) => t.courseOfFireId),
      ...competitionResults.map((r) => r.courseOfFireId),
      ...perCourse.map((s) => s.courseOfFireId),
    ]),
  ]);
  return {
    athleteId,
    from: query.from?.toISOString() ?? null,
    to: query.to?.toISOString() ?? null,
    discipline: query.discipline ?? null,
    sessionType: query.sessionType ?? null,
    courseOfFireId: query.courseOfFireId ?? null,
    ...statsFromAggregates(sums, competitionResults, courses),
    byCourseOfFire: courseStats(perCourse, courses, query.to ?? new Date()),
    sessionsWithoutCourseOfFire: withoutCourse,
  };
}
