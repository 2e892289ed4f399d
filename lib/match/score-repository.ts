// Every read and write of competition scores: an entry's series and shots, its score columns, the
// history of its changes, and the officials' sheet of a competition.
import "server-only";
import type { Selectable } from "kysely";
import { qb, type Executor, type Trx } from "@/lib/db/client";
import { inKeyOrder, newestFirst, type SortValue } from "@/lib/db/pagination";
import { fixedSizeChunks, newId } from "@/lib/db/rows";
import type { DB } from "@/lib/generated/kysely/types";

type Window = { after: SortValue[] | null; take: number };

export type ScoreSeriesRow = Selectable<DB["CompetitionSeries"]>;
export type ScoreShotRow = Selectable<DB["CompetitionShot"]>;
export type ScoreCourse = {
  id: string;
  name: string;
  seriesCount: number | null;
  shotsPerSeries: number | null;
  scoring: string | null;
  innerTens: boolean | null;
  maxScore: number | null;
};

/** An entry as a score write needs it: its score columns, its competition's results status and its course's limits. */
export type ScoreTarget = Selectable<DB["CompetitionEntry"]> & {
  resultsStatus: string;
  course: ScoreCourse | null;
  series: ScoreSeriesRow[];
};

const courseColumns = ["id", "name", "seriesCount", "shotsPerSeries", "scoring", "innerTens", "maxScore"] as const;

export async function scoreTarget(competitionId: string, entryId: string, ex: Executor = qb): Promise<ScoreTarget | undefined> {
  const entry = await ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Competition as c", "c.id", "e.competitionId")
    .selectAll("e")
    .select("c.resultsStatus")
    .where("e.id", "=", entryId)
    .where("e.competitionId", "=", competitionId)
    .executeTakeFirst();
  if (!entry) return undefined;
  const [course, series] = await Promise.all([
    entry.courseOfFireId
      ? ex.selectFrom("CourseOfFire").select(courseColumns).where("id", "=", entry.courseOfFireId).executeTakeFirst()
      : undefined,
    seriesOf([entryId], ex),
  ]);
  return { ...entry, course: course ?? null, series };
}

/** The series of these entries, by entry and number. */
export function seriesOf(entryIds: string[], ex: Executor = qb): Promise<ScoreSeriesRow[]> {
  if (entryIds.length === 0) return Promise.resolve([]);
  return ex
    .selectFrom("CompetitionSeries")
    .selectAll()
    .where("competitionEntryId", "in", entryIds)
    .orderBy("competitionEntryId")
    .orderBy("seriesNumber")
    .execute();
}

export function shotsOf(entryId: string, ex: Executor = qb): Promise<ScoreShotRow[]> {
  return ex
    .selectFrom("CompetitionShot")
    .selectAll()
    .where("competitionEntryId", "=", entryId)
    .orderBy("seriesNumber")
    .orderBy("shotNumber")
    .execute();
}

export type NewScoreSeries = Omit<ScoreSeriesRow, "id" | "competitionEntryId">;
export type NewScoreShot = Omit<ScoreShotRow, "id" | "competitionEntryId">;

export async function replaceScoreSeries(trx: Trx, entryId: string, series: NewScoreSeries[]): Promise<ScoreSeriesRow[]> {
  await trx.deleteFrom("CompetitionSeries").where("competitionEntryId", "=", entryId).execute();
  if (series.length === 0) return [];
  const rows = await trx
    .insertInto("CompetitionSeries")
    .values(series.map((s) => ({ ...s, id: newId(), competitionEntryId: entryId })))
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.seriesNumber - b.seriesNumber);
}

export async function replaceScoreShots(trx: Trx, entryId: string, shots: NewScoreShot[]): Promise<void> {
  await trx.deleteFrom("CompetitionShot").where("competitionEntryId", "=", entryId).execute();
  for (const chunk of fixedSizeChunks(shots, 1024))
    await trx
      .insertInto("CompetitionShot")
      .values(chunk.map((s) => ({ ...s, id: newId(), competitionEntryId: entryId })))
      .execute();
}

export function setEntryScore(
  trx: Trx,
  entryId: string,
  score: { score: number | null; innerTens: number | null; scoreCorrected: boolean },
): Promise<Selectable<DB["CompetitionEntry"]>> {
  return trx
    .updateTable("CompetitionEntry")
    .set({ ...score, updatedAt: new Date() })
    .where("id", "=", entryId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertScoreChange(
  trx: Trx,
  change: { competitionEntryId: string; before: string | null; after: string; source: string; changedById: string | null },
): Promise<void> {
  await trx
    .insertInto("CompetitionScoreChange")
    .values({ ...change, id: newId(), createdAt: new Date() })
    .execute();
}

export type ScoreChangeRow = Selectable<DB["CompetitionScoreChange"]> & { changedByName: string | null };

/** A page of an entry's score changes, newest first, with the name of who made each. */
export function scoreChangesAfter(entryId: string, { after, take }: Window, ex: Executor = qb): Promise<ScoreChangeRow[]> {
  return ex
    .selectFrom("CompetitionScoreChange as c")
    .leftJoin("Person as p", "p.id", "c.changedById")
    .selectAll("c")
    .select("p.name as changedByName")
    .where("c.competitionEntryId", "=", entryId)
    .$call((q) => inKeyOrder(q, newestFirst, { after, take }, ["c.createdAt", "c.id"]))
    .execute();
}

export type SheetEntry = Selectable<DB["CompetitionEntry"]> & { firstName: string; lastName: string; organizationName: string | null };

/**
 * The officials' sheet: every entry of a competition (or of one course of fire, one relay) with the
 * athlete's name and club. It is the whole sheet, not a page: a competition's entries fit on it.
 */
export function sheetEntries(
  competitionId: string,
  filter: { courseOfFireId?: string | undefined; relayNumber?: number | undefined },
  ex: Executor = qb,
): Promise<SheetEntry[]> {
  return ex
    .selectFrom("CompetitionEntry as e")
    .innerJoin("Athlete as a", "a.id", "e.athleteId")
    .leftJoin("Organization as o", "o.id", "a.organizationId")
    .selectAll("e")
    .select(["a.firstName", "a.lastName", "o.name as organizationName"])
    .where("e.competitionId", "=", competitionId)
    .$if(filter.courseOfFireId !== undefined, (q) => q.where("e.courseOfFireId", "=", filter.courseOfFireId ?? ""))
    .$if(filter.relayNumber !== undefined, (q) => q.where("e.relayNumber", "=", filter.relayNumber ?? 0))
    .orderBy("e.createdAt")
    .orderBy("e.id")
    .execute();
}

/** The courses of fire a competition offers or its entries shoot, in the competition's order. */
export async function sheetCourses(competitionId: string, ex: Executor = qb): Promise<ScoreCourse[]> {
  const [offered, shot] = await Promise.all([
    ex
      .selectFrom("CompetitionCourse as cc")
      .innerJoin("CourseOfFire as f", "f.id", "cc.courseOfFireId")
      .select(courseColumns.map((c) => `f.${c}` as const))
      .where("cc.competitionId", "=", competitionId)
      .orderBy("cc.position")
      .execute(),
    ex
      .selectFrom("CourseOfFire as f")
      .select(courseColumns.map((c) => `f.${c}` as const))
      .where("f.id", "in", (eb) =>
        eb
          .selectFrom("CompetitionEntry")
          .select("courseOfFireId")
          .where("competitionId", "=", competitionId)
          .where("courseOfFireId", "is not", null),
      )
      .orderBy("f.name")
      .execute(),
  ]);
  const seen = new Set(offered.map((c) => c.id));
  return [...offered, ...shot.filter((c) => !seen.has(c.id))];
}
