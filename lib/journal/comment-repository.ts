// The comments on journal entries: their reads and writes (decision 017), each read with its
// author's name and its entry's athlete, and the people an athlete record belongs to.
import "server-only";
import { qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";

const MAX_LISTED = 500;

function commentsWithAuthors() {
  return qb
    .selectFrom("Comment as c")
    .innerJoin("Person as p", "p.id", "c.authorId")
    .innerJoin("JournalEntry as e", "e.id", "c.journalEntryId")
    .selectAll("c")
    .select(["p.name as authorName", "e.athleteId"]);
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof commentsWithAuthors>["execute"]>>[number];

export function findComment(journalEntryId: string, id: string): Promise<CommentRow | undefined> {
  return commentsWithAuthors().where("c.id", "=", id).where("c.journalEntryId", "=", journalEntryId).executeTakeFirst();
}

/** The entry's thread, oldest first. */
export function selectThread(athleteId: string, journalEntryId: string): Promise<CommentRow[]> {
  return commentsWithAuthors()
    .where("c.journalEntryId", "=", journalEntryId)
    .where("e.athleteId", "=", athleteId)
    .orderBy("c.createdAt", "asc")
    .orderBy("c.id", "asc")
    .limit(MAX_LISTED)
    .execute();
}

/** Comments on the athlete's entries that the athlete has not read, newest first. */
export function selectUnread(athleteId: string): Promise<CommentRow[]> {
  return commentsWithAuthors()
    .where("e.athleteId", "=", athleteId)
    .where("c.readByAthleteAt", "is", null)
    .orderBy("c.createdAt", "desc")
    .limit(MAX_LISTED)
    .execute();
}

/** The people the athlete record belongs to (through an athlete membership). */
export async function selectAthletePeople(athleteId: string): Promise<Set<string>> {
  const members = await qb.selectFrom("Member").select("userId").where("athleteId", "=", athleteId).execute();
  return new Set(members.map((m) => m.userId));
}

export async function insertComment(values: {
  journalEntryId: string;
  authorId: string;
  authorRole: string;
  body: string;
  readByAthleteAt: Date | null;
}): Promise<string> {
  const now = new Date();
  const id = newId();
  await qb
    .insertInto("Comment")
    .values({ ...values, id, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

/** The comment's new body; false when it no longer exists. */
export async function updateCommentBody(id: string, body: string): Promise<boolean> {
  const result = await qb.updateTable("Comment").set({ body, updatedAt: new Date() }).where("id", "=", id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** False when it no longer exists. */
export async function deleteCommentRow(id: string): Promise<boolean> {
  const result = await qb.deleteFrom("Comment").where("id", "=", id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The athlete's unread comments on the entry, marked read now. */
export async function markThreadRead(athleteId: string, journalEntryId: string): Promise<void> {
  const now = new Date();
  await qb
    .updateTable("Comment")
    .set({ readByAthleteAt: now, updatedAt: now })
    .where("journalEntryId", "=", journalEntryId)
    .where("readByAthleteAt", "is", null)
    .where((eb) =>
      eb.exists(eb.selectFrom("JournalEntry as e").select("e.id").where("e.id", "=", journalEntryId).where("e.athleteId", "=", athleteId)),
    )
    .execute();
}
