// Every query of planning: an athlete's planned sessions and goals, and the journal's sessions and
// scores as the plan and the goals read them.
import "server-only";
import type { Selectable } from "kysely";
import { type QueryBuilder, qb } from "@/lib/db/client";
import { ascending, inKeyOrder, page } from "@/lib/db/pagination";
import { fixedSizeChunks, newId } from "@/lib/db/rows";
import type { DailyCheckIn, Goal, PlannedSession } from "@/lib/generated/kysely/types";
import type { CheckInInput, GoalMeasure, PlannedSessionType } from "@/lib/schemas/planning";

export type PlannedSessionRow = Omit<Selectable<PlannedSession>, "type"> & { type: PlannedSessionType };
export type GoalRow = Omit<Selectable<Goal>, "measure"> & { measure: GoalMeasure };

export type PlannedFields = {
  date: string;
  type: PlannedSessionType;
  courseOfFireId: string | null;
  plannedShots: number | null;
  plannedMinutes: number | null;
  targetScore: number | null;
  priority: string | null;
  notes: string | null;
};

export type Link = { journalEntryId: string | null; linkedByHand: boolean };

const asPlanned = (row: Selectable<PlannedSession>) => row as PlannedSessionRow;

export async function selectPlannedSession(athleteId: string, id: string, executor: QueryBuilder = qb) {
  const row = await executor
    .selectFrom("PlannedSession")
    .selectAll()
    .where("id", "=", id)
    .where("athleteId", "=", athleteId)
    .executeTakeFirst();
  return row && asPlanned(row);
}

const byDay = ascending<PlannedSessionRow>(
  { field: "date", kind: "string", value: (p) => p.date },
  { field: "createdAt", kind: "date", value: (p) => p.createdAt },
);

/** A page of the planned sessions of a range of days, by day. */
export function selectPlannedSessionPage(
  athleteId: string,
  range: { from: string; to: string },
  query: { limit: number; cursor?: string },
  executor: QueryBuilder = qb,
) {
  return page(byDay, query, async ({ after, take }) =>
    (
      await executor
        .selectFrom("PlannedSession")
        .selectAll()
        .where("athleteId", "=", athleteId)
        .where("date", ">=", range.from)
        .where("date", "<=", range.to)
        .$call((q) => inKeyOrder(q, byDay, { after, take }, ["date", "createdAt", "id"]))
        .execute()
    ).map(asPlanned),
  );
}

export async function insertPlannedSession(athleteId: string, fields: PlannedFields, link: Link, executor: QueryBuilder = qb) {
  const now = new Date();
  const row = await executor
    .insertInto("PlannedSession")
    .values({ id: newId(), athleteId, ...fields, ...link, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return asPlanned(row);
}

export async function updatePlannedSession(id: string, fields: PlannedFields, link: Link | null, executor: QueryBuilder = qb) {
  const row = await executor
    .updateTable("PlannedSession")
    .set({ ...fields, ...(link ?? {}), updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return asPlanned(row);
}

export async function deletePlannedSessionRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("PlannedSession").where("id", "=", id).execute();
}

/** The planned session (other than `exceptId`) that holds a journal entry by hand, if any. */
export function selectPlanHoldingEntry(journalEntryId: string, exceptId: string | null, executor: QueryBuilder = qb) {
  return executor
    .selectFrom("PlannedSession")
    .select(["id", "date"])
    .where("journalEntryId", "=", journalEntryId)
    .$if(exceptId !== null, (q) => q.where("id", "!=", exceptId ?? ""))
    .executeTakeFirst();
}

/** Whether the journal entry is the athlete's. */
export async function journalEntryBelongsTo(athleteId: string, journalEntryId: string, executor: QueryBuilder = qb): Promise<boolean> {
  const row = await executor
    .selectFrom("JournalEntry")
    .select("id")
    .where("id", "=", journalEntryId)
    .where("athleteId", "=", athleteId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Journal sessions by id (linked by hand, wherever they fall). */
export function selectSessionsById(athleteId: string, ids: readonly string[], executor: QueryBuilder = qb) {
  if (ids.length === 0) return Promise.resolve([]);
  return executor
    .selectFrom("JournalEntry")
    .select(["id", "athleteId", "sessionDate", "sessionType", "score", "shotsFired", "durationMinutes"])
    .where("athleteId", "=", athleteId)
    .where("id", "in", ids)
    .execute();
}

const asGoal = (row: Selectable<Goal>) => row as GoalRow;

export async function selectGoal(athleteId: string, id: string, executor: QueryBuilder = qb) {
  const row = await executor.selectFrom("Goal").selectAll().where("id", "=", id).where("athleteId", "=", athleteId).executeTakeFirst();
  return row && asGoal(row);
}

const byDeadline = ascending<GoalRow>({ field: "deadline", kind: "string", value: (g) => g.deadline });

export function selectGoalPage(athleteId: string, query: { limit: number; cursor?: string }, executor: QueryBuilder = qb) {
  return page(byDeadline, query, async ({ after, take }) =>
    (
      await executor
        .selectFrom("Goal")
        .selectAll()
        .where("athleteId", "=", athleteId)
        .$call((q) => inKeyOrder(q, byDeadline, { after, take }, ["deadline", "id"]))
        .execute()
    ).map(asGoal),
  );
}

export type GoalFields = Omit<GoalRow, "id" | "athleteId" | "createdAt" | "updatedAt">;

export async function insertGoal(athleteId: string, fields: GoalFields, executor: QueryBuilder = qb) {
  const now = new Date();
  const row = await executor
    .insertInto("Goal")
    .values({ id: newId(), athleteId, ...fields, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return asGoal(row);
}

export async function updateGoal(id: string, fields: GoalFields, executor: QueryBuilder = qb) {
  const row = await executor
    .updateTable("Goal")
    .set({ ...fields, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return asGoal(row);
}

export async function deleteGoalRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("Goal").where("id", "=", id).execute();
}

/**
 * The values a goal measures, one per session on the course of fire, newest first: the score, the
 * share of inner tens among scoring shots (percent), or the mean of the session's series.
 */
export async function selectGoalValues(athleteId: string, courseOfFireId: string, measure: GoalMeasure, executor: QueryBuilder = qb) {
  const rows = await executor
    .selectFrom("JournalEntry as e")
    .select((eb) => [
      "e.sessionDate",
      "e.score",
      "e.shotsFired",
      "e.numberOfXs",
      eb
        .selectFrom("ScoreSeries as s")
        .select((s) => s.fn.avg<number>("s.score").as("mean"))
        .whereRef("s.journalEntryId", "=", "e.id")
        .as("seriesMean"),
    ])
    .where("e.athleteId", "=", athleteId)
    .where("e.courseOfFireId", "=", courseOfFireId)
    .orderBy("e.sessionDate", "desc")
    .orderBy("e.id", "desc")
    .execute();
  const values: Array<{ sessionDate: Date; value: number }> = [];
  for (const row of rows) {
    const value =
      measure === "score"
        ? row.score
        : measure === "inner-ten-share"
          ? row.shotsFired && row.numberOfXs !== null
            ? (100 * row.numberOfXs) / row.shotsFired
            : null
          : row.seriesMean === null
            ? null
            : Number(row.seriesMean);
    if (value !== null) values.push({ sessionDate: row.sessionDate, value });
  }
  return values;
}

export type CheckInRow = Selectable<DailyCheckIn>;

export function selectCheckIn(athleteId: string, date: string, executor: QueryBuilder = qb) {
  return executor.selectFrom("DailyCheckIn").selectAll().where("athleteId", "=", athleteId).where("date", "=", date).executeTakeFirst();
}

const checkInsByDay = ascending<CheckInRow>({ field: "date", kind: "string", value: (c) => c.date });

export function selectCheckInPage(
  athleteId: string,
  range: { from: string; to: string },
  query: { limit: number; cursor?: string },
  executor: QueryBuilder = qb,
) {
  return page(checkInsByDay, query, ({ after, take }) =>
    executor
      .selectFrom("DailyCheckIn")
      .selectAll()
      .where("athleteId", "=", athleteId)
      .where("date", ">=", range.from)
      .where("date", "<=", range.to)
      .$call((q) => inKeyOrder(q, checkInsByDay, { after, take }, ["date", "id"]))
      .execute(),
  );
}

/** The day's check-in, made or replaced; answers the row and whether it is new. */
export async function upsertCheckIn(athleteId: string, date: string, values: CheckInInput, executor: QueryBuilder = qb) {
  const existing = await selectCheckIn(athleteId, date, executor);
  const now = new Date();
  if (existing) {
    const row = await executor
      .updateTable("DailyCheckIn")
      .set({ ...values, updatedAt: now })
      .where("id", "=", existing.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { row, created: false };
  }
  const row = await executor
    .insertInto("DailyCheckIn")
    .values({ id: newId(), athleteId, date, ...values, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, created: true };
}

export async function deleteCheckInRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("DailyCheckIn").where("id", "=", id).execute();
}

/** The check-ins of these athletes from a day on, newest first. */
export async function selectLatestCheckIns(athleteIds: readonly string[], since: string, executor: QueryBuilder = qb) {
  if (athleteIds.length === 0) return [];
  return executor
    .selectFrom("DailyCheckIn")
    .selectAll()
    .where("athleteId", "in", athleteIds)
    .where("date", ">=", since)
    .orderBy("date", "desc")
    .execute();
}

/** The planned sessions of one or more athletes over a range of days, by day. */
export async function selectPlannedSessions(
  athleteIds: readonly string[],
  range: { from: string; to: string },
  executor: QueryBuilder = qb,
) {
  if (athleteIds.length === 0) return [];
  const rows = await executor
    .selectFrom("PlannedSession")
    .selectAll()
    .where("athleteId", "in", athleteIds)
    .where("date", ">=", range.from)
    .where("date", "<=", range.to)
    .orderBy("date")
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
  return rows.map(asPlanned);
}

/**
 * The journal sessions of one or more athletes between two instants, with what the plan compares:
 * type, score, shots fired and minutes.
 */
export function selectSessionsBetween(athleteIds: readonly string[], fromUtc: Date, toUtc: Date, executor: QueryBuilder = qb) {
  if (athleteIds.length === 0) return Promise.resolve([]);
  return executor
    .selectFrom("JournalEntry")
    .select(["id", "athleteId", "sessionDate", "sessionType", "score", "shotsFired", "durationMinutes"])
    .where("athleteId", "in", athleteIds)
    .where("sessionDate", ">=", fromUtc)
    .where("sessionDate", "<", toUtc)
    .orderBy("sessionDate")
    .orderBy("id")
    .execute();
}

/** Each athlete's entered competitions from a day on, soonest first. */
export function selectUpcomingCompetitions(athleteIds: readonly string[], from: Date, executor: QueryBuilder = qb) {
  if (athleteIds.length === 0) return Promise.resolve([]);
  return executor
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Competition as c", "c.id", "e.competitionId")
    .select(["e.athleteId", "c.id as competitionId", "c.name", "c.startDate"])
    .where("e.athleteId", "in", athleteIds)
    .where("c.startDate", ">=", from)
    .orderBy("c.startDate")
    .orderBy("c.id")
    .execute();
}

/** The athlete's planned sessions from a day on, by day, with their course of fire's name. */
export async function selectPlannedSessionsFrom(athleteId: string, from: string, executor: QueryBuilder = qb) {
  return executor
    .selectFrom("PlannedSession as p")
    .leftJoin("CourseOfFire as c", "c.id", "p.courseOfFireId")
    .select([
      "p.id",
      "p.date",
      "p.type",
      "p.plannedShots",
      "p.plannedMinutes",
      "p.targetScore",
      "p.priority",
      "p.notes",
      "p.updatedAt",
      "c.name as courseOfFireName",
    ])
    .where("p.athleteId", "=", athleteId)
    .where("p.date", ">=", from)
    .orderBy("p.date")
    .orderBy("p.id")
    .execute();
}

/** The language the person who is this athlete chose, if any. */
export async function selectAthleteLanguage(athleteId: string, executor: QueryBuilder = qb): Promise<string | null> {
  const row = await executor
    .selectFrom("Member as m")
    .innerJoin("Person as p", "p.id", "m.userId")
    .select("p.language")
    .where("m.athleteId", "=", athleteId)
    .where("p.language", "is not", null)
    .executeTakeFirst();
  return row?.language ?? null;
}

/** Many planned sessions at once (a copied week), unlinked. */
export async function insertPlannedSessions(rows: ReadonlyArray<PlannedFields & { athleteId: string }>, executor: QueryBuilder = qb) {
  if (rows.length === 0) return;
  const now = new Date();
  for (const chunk of fixedSizeChunks(rows, 256))
    await executor
      .insertInto("PlannedSession")
      .values(chunk.map((r) => ({ id: newId(), ...r, journalEntryId: null, linkedByHand: false, createdAt: now, updatedAt: now })))
      .execute();
}

export function selectReminderSettings(personId: string, executor: QueryBuilder = qb) {
  return executor
    .selectFrom("Person")
    .select(["weeklySummaryEmails", "planReminderEmails"])
    .where("id", "=", personId)
    .executeTakeFirstOrThrow();
}

export async function updateReminderSettings(
  personId: string,
  settings: { weeklySummaryEmails: boolean; planReminderEmails: boolean },
  executor: QueryBuilder = qb,
) {
  return executor
    .updateTable("Person")
    .set({ ...settings, updatedAt: new Date() })
    .where("id", "=", personId)
    .returning(["weeklySummaryEmails", "planReminderEmails"])
    .executeTakeFirstOrThrow();
}

/** The coaches who asked for the weekly summary, with the athletes they coach. */
export function selectSummaryCoaches(executor: QueryBuilder = qb) {
  return executor
    .selectFrom("Person as p")
    .innerJoin("Coaching as c", "c.coachId", "p.id")
    .select(["p.id", "p.email", "p.name", "p.language"])
    .where("p.weeklySummaryEmails", "=", true)
    .groupBy(["p.id", "p.email", "p.name", "p.language"])
    .execute();
}

/** Tomorrow's planned sessions of athletes whose person asked for the evening note. */
export function selectPlansToRemind(day: string, executor: QueryBuilder = qb) {
  return executor
    .selectFrom("PlannedSession as s")
    .innerJoin("Member as m", "m.athleteId", "s.athleteId")
    .innerJoin("Person as p", "p.id", "m.userId")
    .leftJoin("CourseOfFire as c", "c.id", "s.courseOfFireId")
    .select([
      "s.id",
      "s.type",
      "s.plannedShots",
      "s.plannedMinutes",
      "s.targetScore",
      "s.notes",
      "c.name as courseOfFireName",
      "p.id as personId",
      "p.email",
      "p.language",
    ])
    .where("s.date", "=", day)
    .where("p.planReminderEmails", "=", true)
    .orderBy("p.id")
    .orderBy("s.createdAt")
    .execute();
}

/** Takes the right to send one reminder: false when it was sent (or is being sent) already. */
export async function claimReminder(personId: string, kind: string, subject: string, executor: QueryBuilder = qb): Promise<boolean> {
  const row = await executor
    .insertInto("ReminderSent")
    .values({ id: newId(), personId, kind, subject, sentAt: new Date() })
    .onConflict((oc) => oc.columns(["personId", "kind", "subject"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claimed reminder back (its mail could not go out), so that the next run tries again. */
export async function releaseReminder(personId: string, kind: string, subject: string, executor: QueryBuilder = qb): Promise<void> {
  await executor
    .deleteFrom("ReminderSent")
    .where("personId", "=", personId)
    .where("kind", "=", kind)
    .where("subject", "=", subject)
    .execute();
}

/** Each athlete's best score per course of fire from an instant on, and before another if given. */
export function selectBestScores(athleteIds: readonly string[], from: Date, to: Date | null = null, executor: QueryBuilder = qb) {
  if (athleteIds.length === 0) return Promise.resolve([]);
  return executor
    .selectFrom("JournalEntry as e")
    .innerJoin("CourseOfFire as c", "c.id", "e.courseOfFireId")
    .select((eb) => ["e.athleteId", "c.id as courseOfFireId", "c.name as courseOfFireName", eb.fn.max("e.score").as("best")])
    .where("e.athleteId", "in", athleteIds)
    .where("e.sessionDate", ">=", from)
    .$if(to !== null, (q) => q.where("e.sessionDate", "<", to ?? from))
    .where("e.score", "is not", null)
    .groupBy(["e.athleteId", "c.id", "c.name"])
    .execute();
}
