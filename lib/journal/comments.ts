// Threads on journal entries: the athlete and their coaches write, authors edit and delete their
// own, and the athlete sees which ones they have not read.
import "server-only";
import type { z } from "zod";
import { isAthlete, type Principal } from "@/lib/auth/policy";
import { ApiError, forbidden, found, notFound } from "@/lib/errors";
import type { commentResponse } from "@/lib/schemas/people";
import { iso } from "@/lib/schemas/common";
import {
  type CommentRow,
  deleteCommentRow,
  findComment,
  insertComment,
  markThreadRead,
  selectAthletePeople,
  selectThread,
  selectUnread,
  updateCommentBody,
} from "./comment-repository";

const commentAt = (journalEntryId: string, id: string) => `Comment ${id} on journal entry ${journalEntryId}`;

function serialize(c: CommentRow, athleteIds: Set<string>): z.output<typeof commentResponse> {
  const isAthlete = athleteIds.has(c.authorId);
  return {
    id: c.id,
    athleteId: c.athleteId,
    journalEntryId: c.journalEntryId,
    authorId: c.authorId,
    authorName: c.authorName,
    authorRole: isAthlete ? "athlete" : c.authorRole === "admin" ? "admin" : "coach",
    body: c.body,
    unread: c.readByAthleteAt === null,
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}

/**
 * Who writes: the person signed in or owning the key; for an operator's athlete key, the athlete's
 * own account. `people` are the persons the athlete record belongs to.
 */
function authorOf(principal: Principal, athleteId: string, people: Set<string>): string {
  if (principal.personId) return principal.personId;
  const [person] = people;
  if (person && isAthlete(principal, athleteId)) return person;
  throw forbidden("Comments are written by people: sign in, or use a key of your own account.");
}

export async function listComments(athleteId: string, journalEntryId: string) {
  const [rows, people] = await Promise.all([selectThread(athleteId, journalEntryId), selectAthletePeople(athleteId)]);
  return rows.map((row) => serialize(row, people));
}

export async function createComment(principal: Principal, athleteId: string, journalEntryId: string, body: string) {
  const people = await selectAthletePeople(athleteId);
  const authorId = authorOf(principal, athleteId, people);
  const byAthlete = people.has(authorId);
  const authorRole = byAthlete
    ? "athlete"
    : principal.grants.some((g) => g.role === "coach" && g.athleteId === athleteId)
      ? "coach"
      : "admin";
  const id = await insertComment({ journalEntryId, authorId, authorRole, body, readByAthleteAt: byAthlete ? new Date() : null });
  return serialize(found(await findComment(journalEntryId, id), commentAt(journalEntryId, id)), people);
}

/** The comment, if the principal wrote it (404 when it is not on this athlete's entry, 403 when someone else's); with the athlete's people. */
async function ownComment(principal: Principal, athleteId: string, journalEntryId: string, id: string) {
  const [row, people] = await Promise.all([findComment(journalEntryId, id), selectAthletePeople(athleteId)]);
  if (row?.athleteId !== athleteId) throw notFound(commentAt(journalEntryId, id));
  if (row.authorId !== authorOf(principal, athleteId, people)) throw forbidden("Only its author may change or delete a comment.");
  return { row, people };
}

export async function editComment(principal: Principal, athleteId: string, journalEntryId: string, id: string, body: string) {
  const { people } = await ownComment(principal, athleteId, journalEntryId, id);
  if (!(await updateCommentBody(id, body))) throw notFound(commentAt(journalEntryId, id));
  return serialize(found(await findComment(journalEntryId, id), commentAt(journalEntryId, id)), people);
}

export async function deleteComment(principal: Principal, athleteId: string, journalEntryId: string, id: string): Promise<void> {
  await ownComment(principal, athleteId, journalEntryId, id);
  if (!(await deleteCommentRow(id))) throw notFound(commentAt(journalEntryId, id));
}

/** The athlete has read the entry's thread. */
export async function markCommentsRead(principal: Principal, athleteId: string, journalEntryId: string): Promise<void> {
  if (!principal.admin && !isAthlete(principal, athleteId)) {
    throw new ApiError("forbidden", 403, "Only the athlete marks their comments as read.");
  }
  await markThreadRead(athleteId, journalEntryId);
}

/** Comments the athlete has not read yet, newest first, across their entries. */
export async function unreadComments(athleteId: string) {
  const [rows, people] = await Promise.all([selectUnread(athleteId), selectAthletePeople(athleteId)]);
  return rows.map((row) => serialize(row, people));
}
