// The record of changes made by hand to classifications: each pin, keep-out and release, with who
// made it and when, kept after the placement itself is gone (decision 016).
import "server-only";
import { qb, type Executor } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";

export type PlacementChange = "pinned" | "keptOut" | "unpinned" | "readmitted";

/** How many of a classification's latest changes the page lists. */
const LATEST = 20;

export async function recordPlacementChange(
  change: { classificationId: string; entryId: string; change: PlacementChange; changedById: string | null },
  executor: Executor = qb,
): Promise<void> {
  await executor
    .insertInto("ClassificationPlacementChange")
    .values({
      id: newId(),
      classificationId: change.classificationId,
      competitionEntryId: change.entryId,
      change: change.change,
      changedById: change.changedById,
      createdAt: new Date(),
    })
    .execute();
}

/** The placement an entry has in a classification now, if any: what a release undoes. */
export async function currentPlacement(
  classificationId: string,
  entryId: string,
  executor: Executor = qb,
): Promise<"pinned" | "keptOut" | null> {
  const row = await executor
    .selectFrom("ClassificationPlacement")
    .select("placement")
    .where("classificationId", "=", classificationId)
    .where("competitionEntryId", "=", entryId)
    .executeTakeFirst();
  return row?.placement === "pinned" || row?.placement === "keptOut" ? row.placement : null;
}

/** Each classification's latest changes of a competition, newest first, with the athlete's and the author's names. */
export async function latestPlacementChanges(competitionId: string, executor: Executor = qb) {
  const rows = await executor
    .selectFrom("ClassificationPlacementChange as h")
    .innerJoin("Classification as c", "c.id", "h.classificationId")
    .innerJoin("CompetitionEntry as ce", "ce.id", "h.competitionEntryId")
    .innerJoin("Athlete as a", "a.id", "ce.athleteId")
    .leftJoin("Person as who", "who.id", "h.changedById")
    .select(["h.classificationId", "h.competitionEntryId", "h.change", "h.createdAt", "a.firstName", "a.lastName", "who.name as changedBy"])
    .where("c.competitionId", "=", competitionId)
    .orderBy("h.createdAt", "desc")
    .orderBy("h.id", "desc")
    .execute();
  const byClassification = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byClassification.get(row.classificationId) ?? [];
    if (list.length < LATEST) list.push(row);
    byClassification.set(row.classificationId, list);
  }
  return byClassification;
}
