// Every read and write behind result lists (API section 13): the entries of one course of fire with
// their athletes, clubs, classes, series and (for ties only) shots; publication; declared teams.
import "server-only";
import { qb, type Executor, type Trx } from "@/lib/db/client";
import { heldForWrite } from "@/lib/db/locking";
import { newId } from "@/lib/db/rows";

export type ResultCompetition = {
  id: string;
  name: string;
  startDate: Date;
  organizationId: string;
  resultsStatus: string;
  liveResults: boolean;
};

/** The competition's columns a result list shows or decides by. */
const RESULT_COLUMNS = ["id", "name", "startDate", "organizationId", "resultsStatus", "liveResults"] as const;

export function resultCompetition(id: string, ex: Executor = qb): Promise<ResultCompetition | undefined> {
  return ex.selectFrom("Competition").select(RESULT_COLUMNS).where("id", "=", id).executeTakeFirst();
}

/**
 * The competition with the revision of everything its result lists show: its own row (name, date,
 * publication, live results, last change) and `resultsRevision`, which triggers move on every write
 * to its entries, series, shots, relays, classes, class assignments, courses and teams (migration
 * 20261203090000), whichever path or instance made the write. One row by its key, however many
 * entries and corrections the competition has. A list kept at one revision is reused only while
 * the revision is unchanged (results-cache.ts).
 */
export async function resultCompetitionRevision(
  id: string,
  ex: Executor = qb,
): Promise<(ResultCompetition & { revision: string }) | undefined> {
  const row = await ex
    .selectFrom("Competition")
    .select([...RESULT_COLUMNS, "updatedAt", "resultsRevision"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { updatedAt, resultsRevision, ...competition } = row;
  const revision = JSON.stringify([
    resultsRevision,
    updatedAt.getTime(),
    competition.name,
    competition.startDate.getTime(),
    competition.organizationId,
    competition.resultsStatus,
    Boolean(competition.liveResults),
  ]);
  return { ...competition, revision };
}

/** The competition's row held until the transaction ends, so publishing and reopening never interleave. */
export function lockedResultCompetition(id: string, trx: Trx): Promise<ResultCompetition | undefined> {
  return trx.selectFrom("Competition").select(RESULT_COLUMNS).where("id", "=", id).$call(heldForWrite).executeTakeFirst();
}

export type ResultCourse = { id: string; name: string; scoring: string | null; rankingRule: string | null };

/** The courses the competition offers in their order, then any other course its entries name. */
export async function resultCourses(competitionId: string, ex: Executor = qb): Promise<ResultCourse[]> {
  const offered = await ex
    .selectFrom("CompetitionCourse as cc")
    .innerJoin("CourseOfFire as cf", "cf.id", "cc.courseOfFireId")
    .select(["cf.id", "cf.name", "cf.scoring", "cf.rankingRule"])
    .where("cc.competitionId", "=", competitionId)
    .orderBy("cc.position")
    .orderBy("cf.name")
    .execute();
  const entered = await ex
    .selectFrom("CourseOfFire as cf")
    .select(["cf.id", "cf.name", "cf.scoring", "cf.rankingRule"])
    .where("cf.id", "in", (eb) =>
      eb
        .selectFrom("CompetitionEntry")
        .select("courseOfFireId")
        .where("competitionId", "=", competitionId)
        .where("courseOfFireId", "is not", null)
        .$narrowType<{ courseOfFireId: string }>(),
    )
    .orderBy("cf.name")
    .execute();
  const known = new Set(offered.map((c) => c.id));
  return [...offered, ...entered.filter((c) => !known.has(c.id))];
}

export type ResultClass = { id: string; name: string };

export function resultClasses(competitionId: string, ex: Executor = qb): Promise<ResultClass[]> {
  return ex
    .selectFrom("Classification")
    .select(["id", "name"])
    .where("competitionId", "=", competitionId)
    .orderBy("displayOrder")
    .orderBy("id")
    .execute();
}

export type ResultEntry = {
  id: string;
  athleteId: string;
  firstName: string;
  lastName: string;
  organizationId: string | null;
  organizationName: string | null;
  score: number | null;
  innerTens: number | null;
  status: string;
  scoreCorrected: boolean;
  relayNumber: number | null;
  relayHeld: boolean | null;
};

/** The entries of one course of fire with their athlete, club and whether their relay's results are held. */
export function resultEntries(competitionId: string, courseOfFireId: string, ex: Executor = qb): Promise<ResultEntry[]> {
  return ex
    .selectFrom("CompetitionEntry as ce")
    .innerJoin("Athlete as a", "a.id", "ce.athleteId")
    .leftJoin("Organization as o", "o.id", "a.organizationId")
    .leftJoin("Relay as r", (join) => join.onRef("r.competitionId", "=", "ce.competitionId").onRef("r.number", "=", "ce.relayNumber"))
    .select([
      "ce.id",
      "ce.athleteId",
      "a.firstName",
      "a.lastName",
      "o.id as organizationId",
      "o.name as organizationName",
      "ce.score",
      "ce.innerTens",
      "ce.status",
      "ce.scoreCorrected",
      "ce.relayNumber",
      "r.resultsHeld as relayHeld",
    ])
    .where("ce.competitionId", "=", competitionId)
    .where("ce.courseOfFireId", "=", courseOfFireId)
    .execute();
}

/** The series of one course's entries, in order. */
export function resultSeries(
  competitionId: string,
  courseOfFireId: string,
  ex: Executor = qb,
): Promise<Array<{ entryId: string; seriesNumber: number; score: number }>> {
  return ex
    .selectFrom("CompetitionSeries as s")
    .innerJoin("CompetitionEntry as ce", "ce.id", "s.competitionEntryId")
    .select(["s.competitionEntryId as entryId", "s.seriesNumber", "s.score"])
    .where("ce.competitionId", "=", competitionId)
    .where("ce.courseOfFireId", "=", courseOfFireId)
    .orderBy("s.seriesNumber")
    .execute();
}

/** The scoring shots of these entries, in the order they were fired (series, then shot). */
export function resultShots(
  entryIds: readonly string[],
  ex: Executor = qb,
): Promise<Array<{ entryId: string; score: number; decimalScore: number | null }>> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom("CompetitionShot")
    .select(["competitionEntryId as entryId", "score", "decimalScore"])
    .where("competitionEntryId", "in", [...entryIds])
    .where("isSighter", "=", false)
    .orderBy("seriesNumber")
    .orderBy("shotNumber")
    .execute();
}

/** Which classifications each entry of the competition is assigned to, in display order. */
export function resultAssignments(
  competitionId: string,
  ex: Executor = qb,
): Promise<Array<{ entryId: string; classificationId: string; name: string }>> {
  return ex
    .selectFrom("ClassificationAssignment as ca")
    .innerJoin("Classification as c", "c.id", "ca.classificationId")
    .select(["ca.competitionEntryId as entryId", "c.id as classificationId", "c.name"])
    .where("c.competitionId", "=", competitionId)
    .orderBy("c.displayOrder")
    .orderBy("c.id")
    .execute();
}

/** Whether this athlete has an entry in the competition. */
export async function hasEntry(competitionId: string, athleteIds: readonly string[], ex: Executor = qb): Promise<string | null> {
  if (athleteIds.length === 0) return null;
  const row = await ex
    .selectFrom("CompetitionEntry")
    .select("athleteId")
    .where("competitionId", "=", competitionId)
    .where("athleteId", "in", [...athleteIds])
    .executeTakeFirst();
  return row?.athleteId ?? null;
}

// Publication

export async function setResultsStatus(competitionId: string, status: "provisional" | "official", trx: Trx): Promise<void> {
  await trx.updateTable("Competition").set({ resultsStatus: status, updatedAt: new Date() }).where("id", "=", competitionId).execute();
}

export async function insertResultChange(
  competitionId: string,
  change: "published" | "reopened",
  reason: string | null,
  changedById: string | null,
  trx: Trx,
): Promise<void> {
  await trx
    .insertInto("CompetitionResultChange")
    .values({ id: newId(), competitionId, change, reason, changedById, createdAt: new Date() })
    .execute();
}

export function resultChanges(
  competitionId: string,
  ex: Executor = qb,
): Promise<Array<{ change: string; reason: string | null; changedBy: string | null; createdAt: Date }>> {
  return ex
    .selectFrom("CompetitionResultChange as c")
    .leftJoin("Person as p", "p.id", "c.changedById")
    .select(["c.change", "c.reason", "p.name as changedBy", "c.createdAt"])
    .where("c.competitionId", "=", competitionId)
    .orderBy("c.createdAt")
    .orderBy("c.id")
    .execute();
}

// Declared teams

export type DeclaredTeam = { id: string; organizationId: string; courseOfFireId: string; name: string; entryIds: string[] };

export async function declaredTeams(competitionId: string, courseOfFireId: string | null, ex: Executor = qb): Promise<DeclaredTeam[]> {
  const rows = await ex
    .selectFrom("CompetitionTeam as t")
    .leftJoin("CompetitionTeamMember as m", "m.teamId", "t.id")
    .select(["t.id", "t.organizationId", "t.courseOfFireId", "t.name", "m.competitionEntryId as entryId"])
    .where("t.competitionId", "=", competitionId)
    .$if(courseOfFireId !== null, (q) => q.where("t.courseOfFireId", "=", courseOfFireId ?? ""))
    .orderBy("t.name")
    .orderBy("t.id")
    .orderBy("m.id")
    .execute();
  const teams: DeclaredTeam[] = [];
  for (const { entryId, ...team } of rows) {
    if (teams.at(-1)?.id !== team.id) teams.push({ ...team, entryIds: [] });
    if (entryId !== null) teams.at(-1)?.entryIds.push(entryId);
  }
  return teams;
}

/** The entries among these that belong to the competition's course of fire. */
export async function entriesOnCourse(
  competitionId: string,
  courseOfFireId: string,
  entryIds: readonly string[],
  ex: Executor = qb,
): Promise<string[]> {
  const rows = await ex
    .selectFrom("CompetitionEntry")
    .select("id")
    .where("competitionId", "=", competitionId)
    .where("courseOfFireId", "=", courseOfFireId)
    .where("id", "in", [...entryIds])
    .execute();
  return rows.map((r) => r.id);
}

export async function insertTeam(competitionId: string, team: Omit<DeclaredTeam, "id">, trx: Trx): Promise<DeclaredTeam> {
  const now = new Date();
  const id = newId();
  await trx
    .insertInto("CompetitionTeam")
    .values({
      id,
      competitionId,
      organizationId: team.organizationId,
      courseOfFireId: team.courseOfFireId,
      name: team.name,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await trx
    .insertInto("CompetitionTeamMember")
    .values(team.entryIds.map((competitionEntryId) => ({ id: newId(), teamId: id, competitionEntryId })))
    .execute();
  return { id, ...team };
}

export function teamOf(competitionId: string, teamId: string, ex: Executor = qb) {
  return ex
    .selectFrom("CompetitionTeam")
    .select(["id", "organizationId"])
    .where("competitionId", "=", competitionId)
    .where("id", "=", teamId)
    .executeTakeFirst();
}

export async function deleteTeam(teamId: string, ex: Executor = qb): Promise<void> {
  await ex.deleteFrom("CompetitionTeam").where("id", "=", teamId).execute();
}
