// Threads on journal entries: the athlete and their coaches write, authors edit and delete their
// own, and the athlete sees which ones they have not read.
import "server-only";
import type { z } from "zod";
import { isAthlete, type Principal } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import { ApiError, forbidden, found } from "@/lib/errors";
import type { commentResponse } from "@/lib/schemas/people";
import { iso } from "@/lib/schemas/common";

const MAX_LISTED = 500;

const rowInclude = { author: { select: { name: true } }, journalEntry: { select: { athleteId: true } } } as const;

type Row = NonNullable<Awaited<ReturnType<typeof findRow>>>;

function findRow(where: { id: string; journalEntryId: string }) {
  return db.comment.findFirst({ where, include: rowInclude });
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

/**
 * Who writes: the person signed in or owning the key; for an operator's athlete key, the athlete's
 * own account. `people` are the persons the athlete record belongs to (athletePeople).
 */
function authorOf(principal: Principal, athleteId: string, people: Set<string>): string {
  if (principal.personId) return principal.personId;
  const [person] = people;
  if (person && isAthlete(principal, athleteId)) return person;
  throw forbidden("Comments are written by people: sign in, or use a key of your own account.");
}

export async function listComments(athleteId: string, journalEntryId: string) {
  const [rows, people] = await Promise.all([
    db.comment.findMany({
      where: { journalEntryId, journalEntry: { athleteId } },
      include: rowInclude,
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      take: MAX_LISTED,
    }),
    athletePeople(athleteId),
  ]);
  return rows.map((row) => serialize(row, people));
}

export async function createComment(principal: Principal, athleteId: string, journalEntryId: string, body: string) {
  const people = await athletePeople(athleteId);
  const authorId = authorOf(principal, athleteId, people);
  const byAthlete = people.has(authorId);
  const authorRole = byAthlete
    ? "athlete"
    : principal.grants.some((g) => g.role === "coach" && g.athleteId === athleteId)
      ? "coach"
      : "admin";
  const row = await db.comment.create({
    data: { journalEntryId, authorId, authorRole, body, readByAthleteAt: byAthlete ? new Date() : null },
    include: rowInclude,
  });
  return serialize(row, people);
}

/** The comment, if the principal wrote it (404 when it is not on this athlete's entry, 403 when someone else's); with the athlete's people. */
async function ownComment(principal: Principal, athleteId: string, journalEntryId: string, id: string) {
  const [row, people] = await Promise.all([findRow({ id, journalEntryId }), athletePeople(athleteId)]);
  if (row?.journalEntry.athleteId !== athleteId) throw found(null, `Comment ${id} on journal entry ${journalEntryId}`);
  if (row.authorId !== authorOf(principal, athleteId, people)) throw forbidden("Only its author may change or delete a comment.");
  return { row, people };
}

export async function editComment(principal: Principal, athleteId: string, journalEntryId: string, id: string, body: string) {
  const { people } = await ownComment(principal, athleteId, journalEntryId, id);
  const row = await db.comment.update({ where: { id }, data: { body }, include: rowInclude });
  return serialize(row, people);
}

export async function deleteComment(principal: Principal, athleteId: string, journalEntryId: string, id: string): Promise<void> {
  await ownComment(principal, athleteId, journalEntryId, id);
  await db.comment.delete({ where: { id } });
}

/** The athlete has read the entry's thread. */
export async function markCommentsRead(principal: Principal, athleteId: string, journalEntryId: string): Promise<void> {
  if (!principal.admin && !isAthlete(principal, athleteId)) {
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
      include: rowInclude,
      orderBy: { createdAt: "desc" },
      take: MAX_LISTED,
    }),
    athletePeople(athleteId),
  ]);
  return rows.map((row) => serialize(row, people));
}
