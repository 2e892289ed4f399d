// Editing and deleting a competition from its hosts' pages. A new first day or discipline changes
// the facts the classification rules read, so the competition is reassigned in the same transaction.
import "server-only";
import { assignWithin } from "@/lib/classifications/assign";
import type { Trx } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { conflict, notFound } from "@/lib/errors";
import type { CompetitionInput } from "@/lib/schemas/competitions";
import {
  competitionById,
  type CompetitionWithCourses,
  deleteCompetitionRow,
  entriesOnCourses,
  replaceCourses,
  scoredEntries,
  updateCompetitionRow,
} from "./competition-repository";
import { oneWithCourses, refuseUnknownCourses, refuseUnknownHost, serializeCompetition } from "./competitions";

/**
 * Replaces the competition's fields; `ifMatch` (the If-Match header's text, null when absent) is
 * compared with the stored one. Courses and flags left out stay as they are; `classesFrozen` true
 * freezes the classes from now (a frozen competition stays frozen since the first time), false thaws them.
 */
export async function updateCompetition(id: string, input: CompetitionInput, ifMatch: string | null): Promise<CompetitionWithCourses> {
  await refuseUnknownHost(input.organizationId);
  await refuseUnknownCourses(input.courseOfFireIds);
  return guardedWrite(ifMatch, {
    what: `Competition ${id}`,
    lock: { table: "Competition", id },
    load: async (trx) => {
      const row = await competitionById(id, trx);
      return row ? oneWithCourses(row, trx) : undefined;
    },
    represent: serializeCompetition,
    write: async (trx, before) => {
      const frozenSince =
        input.classesFrozen === undefined ? undefined : input.classesFrozen ? (before.classesFrozenAt ?? new Date()) : null;
      if (input.courseOfFireIds !== undefined) await refuseRemovingEnteredCourses(id, before.courseOfFireIds, input.courseOfFireIds, trx);
      const competition = await updateCompetitionRow(id, input, frozenSince, trx);
      if (input.courseOfFireIds !== undefined) await replaceCourses(id, input.courseOfFireIds, trx);
      await assignWithin(trx, id);
      return { ...competition, courseOfFireIds: input.courseOfFireIds ?? before.courseOfFireIds };
    },
  });
}

/**
 * A course of fire that still has entries stays on the competition: taking it off would leave its
 * entries on a course the competition no longer offers. 409 naming the course and its entries.
 */
async function refuseRemovingEnteredCourses(id: string, before: string[], after: string[], trx: Trx): Promise<void> {
  const removed = before.filter((courseId) => !after.includes(courseId));
  const entered = await entriesOnCourses(id, removed, trx);
  const [first] = entered;
  if (!first) return;
  throw conflict(
    first.entries === 1
      ? `The course of fire “${first.name}” still has 1 entry; move or withdraw it first, or keep the course on the competition.`
      : `The course of fire “${first.name}” still has ${first.entries} entries; move or withdraw them first, or keep the course on the competition.`,
  );
}

/**
 * Deletes a competition with its entries and classifications while none of its entries has a score
 * (API section 13); one with scores stays, as its results would go with it.
 */
export async function deleteCompetition(competition: { id: string; name: string }): Promise<void> {
  const scored = await scoredEntries(competition.id);
  if (scored > 0) {
    const count = scored === 1 ? "1 entry" : `${scored.toLocaleString("en")} entries`;
    throw conflict(
      `“${competition.name}” has ${count} with a score; a competition with scores cannot be deleted, as its results would go with it. Keep it, or remove the scores first.`,
    );
  }
  if (!(await deleteCompetitionRow(competition.id))) throw notFound(`Competition ${competition.id}`);
}
