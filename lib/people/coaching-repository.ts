// Who coaches whom (Coaching), and what a coach's home page reads of the athletes they coach.
import "server-only";
import { qb, type Executor } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";

/** The athlete's coaches, longest first. */
export function coachesOf(athleteId: string) {
  return qb
    .selectFrom("Coaching as c")
    .innerJoin("Person as p", "p.id", "c.coachId")
    .select(["c.coachId", "c.grantedBy", "c.createdAt", "p.name", "p.email"])
    .where("c.athleteId", "=", athleteId)
    .orderBy("c.createdAt", "asc")
    .execute();
}

/** The people with the coach role in the organization. */
export function coachMembers(organizationId: string) {
  return qb
    .selectFrom("Member as m")
    .innerJoin("Person as p", "p.id", "m.userId")
    .select(["p.id", "p.name", "p.email"])
    .where("m.organizationId", "=", organizationId)
    .where("m.role", "=", "coach")
    .execute();
}

/** The person with the coach role in the organization whose account has this address. */
export async function clubCoachByEmail(organizationId: string, email: string): Promise<string | null> {
  const row = await qb
    .selectFrom("Member as m")
    .innerJoin("Person as p", "p.id", "m.userId")
    .select("m.userId")
    .where("m.organizationId", "=", organizationId)
    .where("m.role", "=", "coach")
    .where("p.email", "=", email)
    .executeTakeFirst();
  return row?.userId ?? null;
}

/** Starts the coaching unless it exists already (then it stays as it was granted). */
export async function upsertCoaching(
  coaching: { coachId: string; athleteId: string; grantedBy: "athlete" | "staff" },
  executor: Executor = qb,
): Promise<void> {
  await executor
    .insertInto("Coaching")
    .values({ ...coaching, id: newId(), createdAt: new Date() })
    .onConflict((conflict) => conflict.columns(["coachId", "athleteId"]).doNothing())
    .execute();
}

/** Ends the coaching (only what staff granted, with `staffOnly`); answers whether there was one. */
export async function deleteCoaching(athleteId: string, coachId: string, staffOnly: boolean): Promise<boolean> {
  let query = qb.deleteFrom("Coaching").where("athleteId", "=", athleteId).where("coachId", "=", coachId);
  if (staffOnly) query = query.where("grantedBy", "=", "staff");
  const { numDeletedRows } = await query.executeTakeFirst();
  return numDeletedRows > 0n;
}

/** The athletes the person coaches, longest coached first, with their organization's name. */
export function coachedBy(coachId: string) {
  return qb
    .selectFrom("Coaching as c")
    .innerJoin("Athlete as a", "a.id", "c.athleteId")
    .innerJoin("Organization as o", "o.id", "a.organizationId")
    .select(["a.id", "a.firstName", "a.lastName", "o.name as organizationName"])
    .where("c.coachId", "=", coachId)
    .orderBy("c.createdAt", "asc")
    .execute();
}

/** The athlete's three latest sessions, newest first. */
export function latestSessions(athleteId: string) {
  return qb
    .selectFrom("JournalEntry")
    .select([
      "id",
      "sessionDate",
      "sessionType",
      "score",
      "maxScore",
      "discipline",
      "hoursOfSleep",
      "stressLevel",
      "nextSessionActionItems",
      "coachFeedback",
    ])
    .where("athleteId", "=", athleteId)
    .orderBy("sessionDate", "desc")
    .orderBy("id", "desc")
    .limit(3)
    .execute();
}

/** The athletes' sessions since `since`, newest first, with the comments of others than the athlete counted. */
export async function sessionsSince(athleteIds: string[], since: Date) {
  if (athleteIds.length === 0) return [];
  const rows = await qb
    .selectFrom("JournalEntry as e")
    .leftJoin("CourseOfFire as cf", "cf.id", "e.courseOfFireId")
    .select([
      "e.id",
      "e.athleteId",
      "e.sessionDate",
      "e.score",
      "e.maxScore",
      "e.totalShots",
      "e.courseOfFireId",
      "cf.name as courseOfFireName",
      "e.coachFeedback",
    ])
    .select((eb) =>
      eb
        .selectFrom("Comment as k")
        .select((k) => k.fn.countAll<number | string | bigint>().as("n"))
        // The athlete's own comments are no answer to them.
        .whereRef("k.journalEntryId", "=", "e.id")
        .where("k.authorRole", "!=", "athlete")
        .as("comments"),
    )
    .where("e.athleteId", "in", athleteIds)
    .where("e.sessionDate", ">=", since)
    .orderBy("e.sessionDate", "desc")
    .orderBy("e.id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, comments: Number(row.comments ?? 0) }));
}
