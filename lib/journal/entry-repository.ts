// The journal entry's reads and writes (decision 017): an entry with its series, its shots and the
// linked records its derived fields come from, and the rows an import writes. Every query of the
// journal's entries is here; the domain files decide, authorize and shape.
import "server-only";
import type { Insertable, Selectable, Updateable } from "kysely";
import { qb, type Trx, type Executor } from "@/lib/db/client";
import { fixedSizeChunks, newId } from "@/lib/db/rows";
import type { JournalEntry, ScoreSeries, Shot } from "@/lib/generated/kysely/types";
import type { journalListQuery } from "@/lib/schemas/journal";
import type { z } from "zod";

/** Rows of a series or shot table in one INSERT at most (16 columns: 16,384 values, under SQLite's 32,766). */
const ROWS_A_STATEMENT = 1024;
/** Journal entries in one INSERT at most: an import's batch is 50. */
const ENTRIES_A_STATEMENT = 64;

/** The query builder or one of its transactions. */
export type EntryRow = Selectable<JournalEntry>;
export type SeriesRow = Selectable<ScoreSeries>;
export type ShotRow = Selectable<Shot>;

/** The linked records an entry's derived fields come from. */
export type EntryLinks = {
  courseOfFire: { name: string; code: string } | null;
  linkedCalendarEvent: { title: string } | null;
  linkedCompetitionEntry: { competition: { id: string; name: string; startDate: Date } } | null;
};

/** What a journal entry is read with: its series in order and its links. */
export type EntryWithLinks = EntryRow & EntryLinks & { scoreSeries: SeriesRow[] };

/** An entry as an export writes it: with its course's scoring and its shots. */
export type ExportedEntry = EntryWithLinks & {
  courseOfFire: { name: string; code: string; scoring: string | null } | null;
  shots: ShotRow[];
};

function entriesWithLinks(ex: Executor) {
  return ex
    .selectFrom("JournalEntry as e")
    .leftJoin("CourseOfFire as cf", "cf.id", "e.courseOfFireId")
    .leftJoin("CalendarEvent as ev", "ev.id", "e.linkedCalendarEventId")
    .leftJoin("CompetitionEntry as ce", "ce.id", "e.linkedCompetitionEntryId")
    .leftJoin("Competition as c", "c.id", "ce.competitionId")
    .selectAll("e")
    .select([
      "cf.name as courseName",
      "cf.code as courseCode",
      "cf.scoring as courseScoring",
      "ev.title as eventTitle",
      "c.id as competitionId",
      "c.name as competitionName",
      "c.startDate as competitionStart",
    ]);
}

type LinkedRow = Awaited<ReturnType<ReturnType<typeof entriesWithLinks>["execute"]>>[number];

/** The series of these entries, by entry, each list in series order. */
async function seriesOf(ex: Executor, entryIds: string[]): Promise<Map<string, SeriesRow[]>> {
  const byEntry = new Map<string, SeriesRow[]>(entryIds.map((id) => [id, []]));
  if (entryIds.length === 0) return byEntry;
  const series = await ex
    .selectFrom("ScoreSeries")
    .selectAll()
    .where("journalEntryId", "in", entryIds)
    .orderBy("journalEntryId")
    .orderBy("seriesNumber")
    .execute();
  for (const s of series) byEntry.get(s.journalEntryId)?.push(s);
  return byEntry;
}

/** A joined row as the serializer reads an entry: the links as nested records, then the series. */
function shaped(
  { courseName, courseCode, courseScoring, eventTitle, competitionId, competitionName, competitionStart, ...entry }: LinkedRow,
  series: Map<string, SeriesRow[]>,
) {
  return {
    ...entry,
    courseOfFire: courseName !== null && courseCode !== null ? { name: courseName, code: courseCode, scoring: courseScoring } : null,
    linkedCalendarEvent: eventTitle !== null ? { title: eventTitle } : null,
    linkedCompetitionEntry:
      competitionId !== null && competitionName !== null && competitionStart !== null
        ? { competition: { id: competitionId, name: competitionName, startDate: competitionStart } }
        : null,
    scoreSeries: series.get(entry.id) ?? [],
  };
}

/** One entry of the athlete with its series and links, in two reads. */
export async function findEntryWithLinks(athleteId: string, entryId: string, ex: Executor = qb): Promise<EntryWithLinks | undefined> {
  const [row, series] = await Promise.all([
    entriesWithLinks(ex).where("e.id", "=", entryId).where("e.athleteId", "=", athleteId).executeTakeFirst(),
    seriesOf(ex, [entryId]),
  ]);
  return row && shaped(row, series);
}

export async function entryExists(athleteId: string, entryId: string): Promise<boolean> {
  const row = await qb
    .selectFrom("JournalEntry")
    .select("id")
    .where("id", "=", entryId)
    .where("athleteId", "=", athleteId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A page of an athlete's entries, newest session first, with their links and series in two reads
 * (a hot path). `after` is the last entry of the page before.
 */
export async function selectEntryPage(
  athleteId: string,
  filter: Omit<z.output<typeof journalListQuery>, "limit" | "cursor">,
  after: { sessionDate: Date; id: string } | null,
  take: number,
): Promise<EntryWithLinks[]> {
  let query = entriesWithLinks(qb).where("e.athleteId", "=", athleteId);
  if (filter.from) query = query.where("e.sessionDate", ">=", filter.from);
  if (filter.to) query = query.where("e.sessionDate", "<=", filter.to);
  // "air rifle" finds "Air Rifle": both sides lowered by the same database.
  const { discipline, sessionType, courseOfFireId } = filter;
  if (discipline) query = query.where((eb) => eb(eb.fn("lower", ["e.discipline"]), "=", eb.fn("lower", [eb.val(discipline)])));
  if (sessionType) query = query.where((eb) => eb(eb.fn("lower", ["e.sessionType"]), "=", eb.fn("lower", [eb.val(sessionType)])));
  if (courseOfFireId) query = query.where("e.courseOfFireId", "=", courseOfFireId);
  if (after) {
    const { sessionDate, id } = after;
    query = query.where((eb) =>
      eb.or([eb("e.sessionDate", "<", sessionDate), eb.and([eb("e.sessionDate", "=", sessionDate), eb("e.id", "<", id)])]),
    );
  }
  const rows = await query.orderBy("e.sessionDate", "desc").orderBy("e.id", "desc").limit(take).execute();
  if (rows.length === 0) return [];
  const series = await seriesOf(
    qb,
    rows.map((r) => r.id),
  );
  return rows.map((row) => shaped(row, series));
}

/**
 * A page of an athlete's entries for an export, oldest session first, with their links, series and
 * shots; `after` is the last entry of the page before.
 */
export async function selectExportPage(
  athleteId: string,
  after: { sessionDate: Date; id: string } | null,
  take: number,
): Promise<ExportedEntry[]> {
  let query = entriesWithLinks(qb).where("e.athleteId", "=", athleteId);
  if (after) {
    const { sessionDate, id } = after;
    query = query.where((eb) =>
      eb.or([eb("e.sessionDate", ">", sessionDate), eb.and([eb("e.sessionDate", "=", sessionDate), eb("e.id", ">", id)])]),
    );
  }
  return withSeriesAndShots(await query.orderBy("e.sessionDate", "asc").orderBy("e.id", "asc").limit(take).execute());
}

/** The athlete's whole journal, oldest session first, with links, series and shots (the person's data export). */
export async function selectWholeJournal(athleteId: string): Promise<ExportedEntry[]> {
  return withSeriesAndShots(
    await entriesWithLinks(qb).where("e.athleteId", "=", athleteId).orderBy("e.sessionDate", "asc").orderBy("e.id", "asc").execute(),
  );
}

async function withSeriesAndShots(rows: LinkedRow[]): Promise<ExportedEntry[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [series, shots] = await Promise.all([seriesOf(qb, ids), shotsOf(ids)]);
  return rows.map((row) => ({ ...shaped(row, series), shots: shots.get(row.id) ?? [] }));
}

async function shotsOf(entryIds: string[]): Promise<Map<string, ShotRow[]>> {
  const byEntry = new Map<string, ShotRow[]>(entryIds.map((id) => [id, []]));
  const shots = await qb
    .selectFrom("Shot")
    .selectAll()
    .where("journalEntryId", "in", entryIds)
    .orderBy("journalEntryId")
    .orderBy("seriesNumber")
    .orderBy("shotNumber")
    .execute();
  for (const s of shots) byEntry.get(s.journalEntryId)?.push(s);
  return byEntry;
}

/** The entry's shots by series, sighters before the scoring shots, each in order. */
export function selectShots(entryId: string): Promise<ShotRow[]> {
  return qb
    .selectFrom("Shot")
    .selectAll()
    .where("journalEntryId", "=", entryId)
    .orderBy("seriesNumber", "asc")
    .orderBy("isSighter", "desc")
    .orderBy("shotNumber", "asc")
    .execute();
}

/** The target face of the entry's course of fire, if it names one. */
export async function targetFaceOfEntry(entryId: string): Promise<string | null> {
  const row = await qb
    .selectFrom("JournalEntry as e")
    .leftJoin("CourseOfFire as cf", "cf.id", "e.courseOfFireId")
    .select("cf.targetFace")
    .where("e.id", "=", entryId)
    .executeTakeFirst();
  return row?.targetFace ?? null;
}

/** What a scorecard prints: the entry with its athlete, course of fire, series and shots. */
export async function selectScorecardEntry(athleteId: string, entryId: string) {
  const [row, series, shots] = await Promise.all([
    qb
      .selectFrom("JournalEntry as e")
      .innerJoin("Athlete as a", "a.id", "e.athleteId")
      .innerJoin("Organization as o", "o.id", "a.organizationId")
      .leftJoin("CourseOfFire as cf", "cf.id", "e.courseOfFireId")
      .selectAll("e")
      .select([
        "a.firstName",
        "a.lastName",
        "o.name as organizationName",
        "cf.name as courseName",
        "cf.code as courseCode",
        "cf.targetFace as courseTargetFace",
        "cf.scoring as courseScoring",
      ])
      .where("e.id", "=", entryId)
      .where("e.athleteId", "=", athleteId)
      .executeTakeFirst(),
    seriesOf(qb, [entryId]),
    shotsOf([entryId]),
  ]);
  if (!row) return undefined;
  const { firstName, lastName, organizationName, courseName, courseCode, courseTargetFace, courseScoring, ...entry } = row;
  return {
    ...entry,
    athlete: { firstName, lastName, organization: { name: organizationName } },
    courseOfFire:
      courseName !== null && courseCode !== null
        ? { name: courseName, code: courseCode, targetFace: courseTargetFace, scoring: courseScoring }
        : null,
    scoreSeries: series.get(entryId) ?? [],
    shots: shots.get(entryId) ?? [],
  };
}

type NewEntry = Omit<Insertable<JournalEntry>, "id" | "createdAt" | "updatedAt">;

export function insertEntry(values: NewEntry): Promise<EntryRow> {
  const now = new Date();
  return qb
    .insertInto("JournalEntry")
    .values({ ...values, id: newId(), createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function updateEntry(trx: Trx, entryId: string, values: Omit<Updateable<JournalEntry>, "id" | "updatedAt">): Promise<EntryRow> {
  return trx
    .updateTable("JournalEntry")
    .set({ ...values, updatedAt: new Date() })
    .where("id", "=", entryId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteEntryRow(trx: Trx, entryId: string): Promise<void> {
  await trx.deleteFrom("JournalEntry").where("id", "=", entryId).execute();
}

type NewSeries = Omit<SeriesRow, "id" | "journalEntryId"> & { id?: string };

/** The entry's series replaced by `series` (a series without an id gets a new one); answers them in order. */
export async function replaceSeriesRows(trx: Trx, entryId: string, series: NewSeries[]): Promise<SeriesRow[]> {
  await trx.deleteFrom("ScoreSeries").where("journalEntryId", "=", entryId).execute();
  const rows: SeriesRow[] = [];
  for (const chunk of fixedSizeChunks(series, ROWS_A_STATEMENT))
    rows.push(
      ...(await trx
        .insertInto("ScoreSeries")
        .values(chunk.map((s) => ({ ...s, id: s.id ?? newId(), journalEntryId: entryId })))
        .returningAll()
        .execute()),
    );
  return rows.sort((a, b) => a.seriesNumber - b.seriesNumber);
}

type NewShot = Omit<ShotRow, "id" | "journalEntryId">;

export async function replaceShotRows(trx: Trx, entryId: string, shots: NewShot[]): Promise<void> {
  await trx.deleteFrom("Shot").where("journalEntryId", "=", entryId).execute();
  for (const chunk of fixedSizeChunks(shots, ROWS_A_STATEMENT))
    await trx
      .insertInto("Shot")
      .values(chunk.map((s) => ({ ...s, id: newId(), journalEntryId: entryId })))
      .execute();
}

/** The entry's scoring shots on a 10. */
export async function countScoringTens(trx: Trx, entryId: string): Promise<number> {
  const row = await trx
    .selectFrom("Shot")
    .select((eb) => eb.fn.countAll<number | string>().as("tens"))
    .where("journalEntryId", "=", entryId)
    .where("isSighter", "=", false)
    .where("score", "=", 10)
    .executeTakeFirstOrThrow();
  return Number(row.tens);
}

const when = <T>(id: string | null | undefined, read: (id: string) => Promise<T>): Promise<T | null> | undefined =>
  id ? read(id).then((r) => r ?? null) : undefined;

/**
 * The records an entry's ids name, each read once (a hot path: operation 1): undefined where no
 * id is given, null where the id names nothing.
 */
export async function selectLinkedRecords(ids: {
  linkedCompetitionEntryId?: string | null;
  courseOfFireId?: string | null;
  linkedCalendarEventId?: string | null;
  equipmentProfileId?: string | null;
}) {
  const [competitionEntry, course, event, equipment] = await Promise.all([
    when(ids.linkedCompetitionEntryId, (id) =>
      qb
        .selectFrom("CompetitionEntry as ce")
        .innerJoin("Competition as c", "c.id", "ce.competitionId")
        .select(["ce.athleteId", "c.id", "c.name", "c.startDate"])
        .where("ce.id", "=", id)
        .executeTakeFirst(),
    ),
    when(ids.courseOfFireId, (id) => qb.selectFrom("CourseOfFire").select(["name", "code"]).where("id", "=", id).executeTakeFirst()),
    when(ids.linkedCalendarEventId, (id) =>
      qb.selectFrom("CalendarEvent").select(["athleteId", "title"]).where("id", "=", id).executeTakeFirst(),
    ),
    when(ids.equipmentProfileId, (id) => qb.selectFrom("EquipmentProfile").select("athleteId").where("id", "=", id).executeTakeFirst()),
  ]);
  return { competitionEntry, course, event, equipment };
}

/** The athlete's entries imported before with one of these fingerprints: their id by fingerprint. */
export async function entriesByFingerprint(
  athleteId: string,
  fingerprints: string[],
  ex: Executor = qb,
): Promise<Map<string | null, string>> {
  const earlier = await ex
    .selectFrom("JournalEntry")
    .select(["id", "importFingerprint"])
    .where("athleteId", "=", athleteId)
    .where("importFingerprint", "in", fingerprints)
    .execute();
  return new Map(earlier.map((e) => [e.importFingerprint, e.id]));
}

/**
 * Imported sessions' rows, a batch at a time (a hot path, decision 010): a few statements per table,
 * of fixed sizes (fixedSizeChunks), up to 1,024 rows each. Prisma's createMany took 10 s and 100 MB
 * more for a season, and ran out of memory for 30,000 shots in one statement.
 */
export async function insertImportedSessions(
  trx: Trx,
  sessions: Array<{ entry: Insertable<JournalEntry>; series: Insertable<ScoreSeries>[]; shots: Insertable<Shot>[] }>,
): Promise<void> {
  for (const chunk of fixedSizeChunks(sessions, ENTRIES_A_STATEMENT))
    await trx
      .insertInto("JournalEntry")
      .values(chunk.map((r) => r.entry))
      .execute();
  for (const chunk of fixedSizeChunks(
    sessions.flatMap((r) => r.series),
    ROWS_A_STATEMENT,
  ))
    await trx.insertInto("ScoreSeries").values(chunk).execute();
  for (const chunk of fixedSizeChunks(
    sessions.flatMap((r) => r.shots),
    ROWS_A_STATEMENT,
  ))
    await trx.insertInto("Shot").values(chunk).execute();
}

/** The column mapping the athlete's last generic CSV import used, as stored (JSON), or null. */
export async function selectImportColumnMapping(athleteId: string): Promise<string | null> {
  const athlete = await qb.selectFrom("Athlete").select("importColumnMapping").where("id", "=", athleteId).executeTakeFirst();
  return athlete?.importColumnMapping ?? null;
}

export async function saveImportColumnMapping(athleteId: string, mapping: string): Promise<void> {
  await qb.updateTable("Athlete").set({ importColumnMapping: mapping, updatedAt: new Date() }).where("id", "=", athleteId).execute();
}

/** Every course of fire, as an import recognises sessions by them. */
export function selectCoursesForImport() {
  return qb.selectFrom("CourseOfFire").select(["id", "code", "name", "shotCount", "scoring", "targetFace", "discipline"]).execute();
}
