// Threads on journal entries: the athlete and their coaches write, authors edit and delete their
// own, and the athlete sees which ones they have not read.
import "server-only";
import type { z } from "zod";
import type { Principal } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { ApiError, forbidden, found } from "@/lib/errors";
import type { commentResponse } from "@/lib/schemas/people";
import { iso } from "@/lib/schemas/common";

const MAX_LISTED = 500;

type Row = NonNullable<Awaited<ReturnType<typeof findRow>>>;

function findRow(where: { id: string; journalEntryId: string }) {
  return db.comment.findFirst({ where, include: { author: { select: { name: true } }, journalEntry: { select: { athleteId: true } } } });
}

/** The people the athlete record belongs to (through an athlete membership). */
async function athletePeople(athleteId: string): Promise<Set<string>> {
  const members = await db.member.findMany({ where: { athleteId }, select: { userId: true } });
  return new Set(members.map((m) => m.userId));
}

function serialize(c: Row, athleteIds: Set<string>): z.output<typeof commentResponse> {
  const isAthlete = athleteIds.has(c.authorId);
  return {
    id: c.id,
    athleteId: c.journalEntry.athleteId,
    journalEntryId: c.journalEntryId,
    authorId: c.authorId,
    authorName: c.author.name,
    authorRole: isAthlete ? "athlete" : c.authorRole === "admin" ? "admin" : "coach",
    body: c.body,
    unread: c.readByAthleteAt === null,
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}

/** Who writes: the person signed in or owning the key; for an operator's athlete key, the athlete's own account. */
async function authorOf(principal: Principal, athleteId: string): Promise<string> {
  if (principal.personId) return principal.personId;
  const [person] = await athletePeople(athleteId);
  if (person && principal.grants.some((g) => g.role === "athlete" && g.athleteId === athleteId)) return person;
  throw forbidden("Comments are written by people: sign in, or use a key of your own account.");
}

export async function listComments(athleteId: string, journalEntryId: string) {
  const [rows, people] = await Promise.all([
    db.comment.findMany({
      where: { journalEntryId, journalEntry: { athleteId } },
      include: { author: { select: { name: true } }, journalEntry: { select: { athleteId: true } } },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: MAX_LISTED,
    }),
    athletePeople(athleteId),
  ]);
  return rows.map((row) => serialize(row, people));
}

export async function createComment(principal: Principal, athleteId: string, journalEntryId: string, body: string) {
  const authorId = await authorOf(principal, athleteId);
  const people = await athletePeople(athleteId);
  const byAthlete = people.has(authorId);
  const authorRole = byAthlete
    ? "athlete"
    : principal.grants.some((g) => g.role === "coach" && g.athleteId === athleteId)
      ? "coach"
      : "admin";
  const row = await db.comment.create({
    data: { journalEntryId, authorId, authorRole, body, readByAthleteAt: byAthlete ? new Date() : null },
    include: { author: { select: { name: true } }, journalEntry: { select: { athleteId: true } } },
  });
  return serialize(row, people);
}

async function ownComment(principal: Principal, athleteId: string, journalEntryId: string, id: string): Promise<Row> {
  const row = found(await findRow({ id, journalEntryId }), `Comment ${id} on journal entry ${journalEntryId}`);
  if (row.journalEntry.athleteId !== athleteId) throw found(null, `Comment ${id} on journal entry ${journalEntryId}`);
  if (row.authorId !== (await authorOf(principal, athleteId))) throw forbidden("Only its author may change or delete a comment.");
  return row;
}

export async function editComment(principal: Principal, athleteId: string, journalEntryId: string, id: string, body: string) {
  await ownComment(principal, athleteId, journalEntryId, id);
  await db.comment.update({ where: { id }, data: { body } });
  return serialize(found(await findRow({ id, journalEntryId }), `Comment ${id}`), await athletePeople(athleteId));
}

export async function deleteComment(principal: Principal, athleteId: string, journalEntryId: string, id: string): Promise<void> {
  await ownComment(principal, athleteId, journalEntryId, id);
  await db.comment.delete({ where: { id } });
}

/** The athlete has read the entry's thread. */
export async function markCommentsRead(principal: Principal, athleteId: string, journalEntryId: string): Promise<void> {
  if (!principal.admin && !principal.grants.some((g) => g.role === "athlete" && g.athleteId === athleteId)) {
    throw new ApiError("forbidden", 403, "Only the athlete marks their comments as read.");
  }
  await db.comment.updateMany({
    where: { journalEntryId, journalEntry: { athleteId }, readByAthleteAt: null },
    data: { readByAthleteAt: new Date() },
  });
}

/** Comments the athlete has not read yet, newest first, across their entries. */
export async function unreadComments(athleteId: string) {
  const [rows, people] = await Promise.all([
    db.comment.findMany({
      where: { journalEntry: { athleteId }, readByAthleteAt: null },
      include: { author: { select: { name: true } }, journalEntry: { select: { athleteId: true } } },
      orderBy: { createdAt: "desc" },
      take: MAX_LISTED,
    }),
    athletePeople(athleteId),
  ]);
  return rows.map((row) => serialize(row, people));
}
