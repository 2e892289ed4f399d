// Journal entries in plain SQL (`sql` from lib/db.ts) for the paths an athlete and the benchmark hit
// hardest: saving a session (operation 1) and reading the journal list. Through Prisma's model API a
// create with its links read back cost about 7 ms and a page of 50 entries about 11 ms on the
// benchmark data, nearly all of it in the query engine; these statements do the same work and return
// exactly the shape the Prisma queries did (`EntryWithLinks`), so the serializer is shared.
import "server-only";
import { sql, type SqlRow, type SqlValue } from "@/lib/db";
import { type JournalEntry, Prisma, type ScoreSeries } from "@/lib/generated/prisma/client";
import { type FieldErrors, invalid } from "@/lib/errors";
import type { JournalEntryInput } from "@/lib/schemas/journal";
import { sqlModel } from "@/lib/sql-model";
import { date } from "@/lib/sql-values";
import { uuidv7 } from "@/lib/uuid";
import type { EntryWithLinks } from "./serialize-entry";
import { derivedColumns } from "./totals";

type Links = Pick<EntryWithLinks, "courseOfFire" | "linkedCalendarEvent" | "linkedCompetitionEntry">;
type Series = EntryWithLinks["scoreSeries"][number];

const entries = sqlModel<JournalEntry>("JournalEntry", Prisma.JournalEntryScalarFieldEnum, ["sessionDate", "createdAt", "updatedAt"]);
const series = sqlModel<ScoreSeries>("ScoreSeries", Prisma.ScoreSeriesScalarFieldEnum, []);
const ENTRY_COLUMNS = entries.columns;

function linksRow(row: SqlRow): Links {
  return {
    courseOfFire: row.courseName === null ? null : { name: String(row.courseName), code: String(row.courseCode) },
    linkedCalendarEvent: row.eventTitle === null ? null : { title: String(row.eventTitle) },
    linkedCompetitionEntry: row.competitionId === null
      ? null
      : { competition: { id: String(row.competitionId), name: String(row.competitionName), startDate: date(row.competitionStart) } },
  };
}

/**
 * The linked records an entry names, each read once: they must exist, and the competition entry,
 * calendar event and equipment profile must be this athlete's own (a course of fire is global).
 * Each failure names its field. What is found is what the response shows.
 */
export async function linksOf(athleteId: string, input: JournalEntryInput): Promise<Links> {
  const one = async (text: string, id: string | null | undefined) => (id ? ((await sql.query(text, [id]))[0] ?? null) : undefined);
  const [competitionEntry, course, event, equipment] = await Promise.all([
    one(`SELECT ce."athleteId", c."id", c."name", c."startDate" FROM "CompetitionEntry" ce
         JOIN "Competition" c ON c."id" = ce."competitionId" WHERE ce."id" = $1`, input.linkedCompetitionEntryId),
    one(`SELECT "name", "code" FROM "CourseOfFire" WHERE "id" = $1`, input.courseOfFireId),
    one(`SELECT "athleteId", "title" FROM "CalendarEvent" WHERE "id" = $1`, input.linkedCalendarEventId),
    one(`SELECT "athleteId" FROM "EquipmentProfile" WHERE "id" = $1`, input.equipmentProfileId),
  ]);
  const errors: FieldErrors = {};
  const notOwn = (record: SqlRow | null | undefined) => record !== undefined && record?.athleteId !== athleteId;
  if (notOwn(competitionEntry)) errors["/linkedCompetitionEntryId"] = "no competition entry of this athlete has this id";
  if (course === null) errors["/courseOfFireId"] = "no course of fire has this id";
  if (notOwn(event)) errors["/linkedCalendarEventId"] = "no calendar event of this athlete has this id";
  if (notOwn(equipment)) errors["/equipmentProfileId"] = "no equipment profile of this athlete has this id";
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    courseOfFire: course ? { name: String(course.name), code: String(course.code) } : null,
    linkedCalendarEvent: event ? { title: String(event.title) } : null,
    linkedCompetitionEntry: competitionEntry
      ? { competition: { id: String(competitionEntry.id), name: String(competitionEntry.name), startDate: date(competitionEntry.startDate) } }
      : null,
  };
}

const quoted = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(", ");
const INSERT_ENTRY = `INSERT INTO "JournalEntry" (${quoted(ENTRY_COLUMNS)})
  VALUES (${ENTRY_COLUMNS.map((_, i) => `$${i + 1}`).join(", ")}) RETURNING ${quoted(ENTRY_COLUMNS)}`;

/** Operation 1: one INSERT … RETURNING (no series: they come by the series PUT). */
export async function createEntry(athleteId: string, input: JournalEntryInput): Promise<EntryWithLinks> {
  const links = await linksOf(athleteId, input);
  const now = new Date();
  const columns: Record<string, unknown> = { ...input, ...derivedColumns(input, []), id: uuidv7(), athleteId, createdAt: now, updatedAt: now };
  const values = ENTRY_COLUMNS.map((column) => (columns[column] ?? null) as SqlValue);
  const [row] = await sql.write(INSERT_ENTRY, values);
  if (!row) throw new Error("INSERT … RETURNING returned no row");
  return { ...entries.decode(row), ...links, scoreSeries: [] };
}

const SELECT_ENTRIES = `SELECT ${ENTRY_COLUMNS.map((c) => `e."${c}"`).join(", ")},
    cf."name" AS "courseName", cf."code" AS "courseCode", ev."title" AS "eventTitle",
    c."id" AS "competitionId", c."name" AS "competitionName", c."startDate" AS "competitionStart"
  FROM "JournalEntry" e
  LEFT JOIN "CourseOfFire" cf ON cf."id" = e."courseOfFireId"
  LEFT JOIN "CalendarEvent" ev ON ev."id" = e."linkedCalendarEventId"
  LEFT JOIN "CompetitionEntry" ce ON ce."id" = e."linkedCompetitionEntryId"
  LEFT JOIN "Competition" c ON c."id" = ce."competitionId"`;

export type EntryFilter = { from?: Date | null; to?: Date | null; discipline?: string; sessionType?: string };

/**
 * A page of an athlete's entries, newest session first (ties by id), strictly after `after`
 * (the last sessionDate and id of the previous page), with their series in number order.
 */
export async function selectEntries(
  athleteId: string,
  filter: EntryFilter,
  after: { sessionDate: Date; id: string } | null,
  take: number,
): Promise<EntryWithLinks[]> {
  const values: SqlValue[] = [athleteId];
  const where = [`e."athleteId" = $1`];
  const condition = (text: (n: string) => string, value: SqlValue) => where.push(text(`$${values.push(value)}`));
  if (filter.from) condition((n) => `e."sessionDate" >= ${n}`, filter.from);
  if (filter.to) condition((n) => `e."sessionDate" <= ${n}`, filter.to);
  if (filter.discipline !== undefined) condition((n) => `e."discipline" = ${n}`, filter.discipline);
  if (filter.sessionType !== undefined) condition((n) => `e."sessionType" = ${n}`, filter.sessionType);
  if (after) {
    const date = `$${values.push(after.sessionDate)}`;
    const id = `$${values.push(after.id)}`;
    where.push(`(e."sessionDate" < ${date} OR (e."sessionDate" = ${date} AND e."id" < ${id}))`);
  }
  const rows = await sql.query(
    `${SELECT_ENTRIES} WHERE ${where.join(" AND ")} ORDER BY e."sessionDate" DESC, e."id" DESC LIMIT ${Math.trunc(take)}`,
    values,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((row) => String(row.id));
  const seriesRows = await sql.query(
    `SELECT ${quoted(series.columns)} FROM "ScoreSeries" WHERE "journalEntryId" IN (${ids.map((_, i) => `$${i + 1}`).join(", ")})
     ORDER BY "journalEntryId", "seriesNumber"`,
    ids,
  );
  const byEntry = new Map<string, Series[]>(ids.map((id) => [id, []]));
  for (const row of seriesRows) byEntry.get(String(row.journalEntryId))?.push(series.decode(row));
  return rows.map((row) => ({ ...entries.decode(row), ...linksRow(row), scoreSeries: byEntry.get(String(row.id)) ?? [] }));
}
