// Result lists as the API answers them, for the routes and the pages (the read path rule): who may
// read, what is read, and the list assembled. The host's staff and officials, admins and the
// competition's entered athletes read the lists at any time; everyone reads the public lists once the
// results are official or live, without the relays whose results are held.
import "server-only";
import { athletesOf, authorize, type Principal } from "@/lib/auth/policy";
import { ApiError, notFound } from "@/lib/errors";
import { iso } from "@/lib/schemas/common";
import type { ResultList } from "@/lib/schemas/results";
import {
  hasEntry,
  resultAssignments,
  resultClasses,
  resultCompetition,
  resultCompetitionRevision,
  resultCourses,
  resultEntries,
  resultSeries,
  resultShots,
  type ResultCompetition,
  type ResultCourse,
} from "./result-repository";
import { assembleList, rankingRuleOf, shotValues, tiedBeyondSeries } from "./results";
import { etagOfText } from "@/lib/preconditions";
import { publicLists, type KeptList } from "./results-cache";

export type ListQuery = { courseOfFireId?: string; classificationId?: string };

const competitionWhat = (id: string) => `Competition ${id}`;

/** The competition, for a principal who may read its lists (404, then 403). */
export async function resultsInScope(principal: Principal, competitionId: string): Promise<ResultCompetition> {
  const competition = await resultCompetition(competitionId);
  if (!competition) throw notFound(competitionWhat(competitionId));
  const mayAsHost =
    principal.admin ||
    principal.grants.some((g) => (g.role === "staff" || g.role === "competition-admin") && g.organizationId === competition.organizationId);
  const entered = mayAsHost ? null : await hasEntry(competitionId, athletesOf(principal, ["athlete"]));
  authorize(principal, "competition-results:read", { hostOrganizationId: competition.organizationId, athleteId: entered });
  return competition;
}

/** The competition if the public may read its results (official, or live); 404 otherwise, as if it did not exist. */
function publicOnly<T extends ResultCompetition>(competitionId: string, competition: T | undefined): T {
  if (!competition || (competition.resultsStatus !== "official" && !competition.liveResults)) {
    throw notFound(`Public results of competition ${competitionId}`);
  }
  return competition;
}

export async function readResults(principal: Principal, competitionId: string, query: ListQuery): Promise<ResultList> {
  return resultList(await resultsInScope(principal, competitionId), query, false);
}

/**
 * The public list with its JSON text and ETag, computed once per revision of the competition's
 * results however many screens ask at once (results-cache.ts); the revision is read first, so a list
 * is never kept under a revision newer than what it shows.
 */
export async function keptPublicResults(competitionId: string, query: ListQuery): Promise<KeptList<ResultList>> {
  // PUBLIC_RESULTS_CACHE=off computes every request's list afresh, as before decision 021: the
  // benchmark's A/B in one sitting with one build.
  if (process.env.PUBLIC_RESULTS_CACHE === "off") {
    const list = await resultList(publicOnly(competitionId, await resultCompetition(competitionId)), query, true);
    const json = JSON.stringify(list);
    return { list, json, etag: etagOfText(json) };
  }
  const { revision, ...row } = publicOnly(competitionId, await resultCompetitionRevision(competitionId));
  const what = JSON.stringify([query.courseOfFireId ?? null, query.classificationId ?? null]);
  return publicLists.keep(competitionId, revision, what, () => resultList(row, query, true));
}

export async function readPublicResults(competitionId: string, query: ListQuery): Promise<ResultList> {
  return (await keptPublicResults(competitionId, query)).list;
}

/** The course a list is of: the one asked for (404 when the competition has none such), else the first. */
export function chosenCourse(courses: readonly ResultCourse[], courseOfFireId: string | undefined): ResultCourse | null {
  if (courseOfFireId === undefined) return courses[0] ?? null;
  const course = courses.find((c) => c.id === courseOfFireId);
  if (!course) throw new ApiError("not_found", 404, `Course of fire ${courseOfFireId} is not a course of this competition.`);
  return course;
}

export async function resultList(competition: ResultCompetition, query: ListQuery, forPublic: boolean): Promise<ResultList> {
  const [courses, classifications] = await Promise.all([resultCourses(competition.id), resultClasses(competition.id)]);
  const course = chosenCourse(courses, query.courseOfFireId);
  const classification = query.classificationId === undefined ? null : classifications.find((c) => c.id === query.classificationId);
  if (classification === undefined) {
    throw new ApiError("not_found", 404, `Classification ${query.classificationId} is not a classification of this competition.`);
  }
  const rule = course ? rankingRuleOf(course) : rankingRuleOf({ rankingRule: null, scoring: null });
  const head = {
    status: competition.resultsStatus === "official" ? ("official" as const) : ("provisional" as const),
    rankingRule: rule,
    competition: {
      id: competition.id,
      name: competition.name,
      organizationId: competition.organizationId,
      startDate: iso(competition.startDate),
      liveResults: competition.liveResults,
    },
    course: course ? { id: course.id, name: course.name } : null,
    classification,
    courses: courses.map(({ id, name }) => ({ id, name })),
    classifications,
  };
  if (!course) return { ...head, rows: [] };
  const [entries, series, assignments] = await Promise.all([
    resultEntries(competition.id, course.id),
    resultSeries(competition.id, course.id),
    resultAssignments(competition.id),
  ]);
  const seriesOf = new Map<string, number[]>();
  for (const s of series) {
    const scores = seriesOf.get(s.entryId) ?? [];
    scores[s.seriesNumber - 1] = s.score;
    seriesOf.set(s.entryId, scores);
  }
  // A gap (series 2 missing) reads as 0 so that the indices still name the series.
  for (const [id, scores] of seriesOf)
    seriesOf.set(
      id,
      Array.from(scores, (v) => v ?? 0),
    );
  const classes = new Map<string, Array<{ id: string; name: string }>>();
  for (const a of assignments) classes.set(a.entryId, [...(classes.get(a.entryId) ?? []), { id: a.classificationId, name: a.name }]);
  const facts = { rule, entries, series: seriesOf, classes, classificationId: classification?.id ?? null, withoutHeld: forPublic };
  const rows = assembleList(facts);
  const tied = tiedBeyondSeries(rule, rows);
  if (tied.length === 0) return { ...head, rows };
  const shots = shotValues(await resultShots(tied), course.scoring === "decimal" || rule === "issf-decimal");
  return { ...head, rows: assembleList({ ...facts, shots }) };
}
