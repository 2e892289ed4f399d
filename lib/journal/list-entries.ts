import "server-only";
import type { z } from "zod";
import { qb } from "@/lib/db/client";
import { badCursor, page, type SortKey } from "@/lib/db/pagination";
import type { journalListQuery } from "@/lib/schemas/journal";
import type { EntryWithLinks } from "./serialize-entry";

type Query = z.output<typeof journalListQuery>;
type Series = EntryWithLinks["scoreSeries"][number];

/** Newest session first. */
const sortKey: SortKey<EntryWithLinks> = [
  { field: "sessionDate", direction: "desc", kind: "date", value: (e) => e.sessionDate },
  { field: "id", direction: "desc", kind: "string", value: (e) => e.id },
];

/**
 * A page of an athlete's entries with the linked records' names and their series, in two reads (a
 * hot path), shaped as Prisma's `entryInclude` reads one entry so the serializer is shared.
 */
async function selectEntries(
  athleteId: string,
  filter: Query,
  after: { sessionDate: Date; id: string } | null,
  take: number,
): Promise<EntryWithLinks[]> {
  let query = qb
    .selectFrom("JournalEntry as e")
    .leftJoin("CourseOfFire as cf", "cf.id", "e.courseOfFireId")
    .leftJoin("CalendarEvent as ev", "ev.id", "e.linkedCalendarEventId")
    .leftJoin("CompetitionEntry as ce", "ce.id", "e.linkedCompetitionEntryId")
    .leftJoin("Competition as c", "c.id", "ce.competitionId")
    .selectAll("e")
    .select([
      "cf.name as courseName",
      "cf.code as courseCode",
      "ev.title as eventTitle",
      "c.id as competitionId",
      "c.name as competitionName",
      "c.startDate as competitionStart",
    ])
    .where("e.athleteId", "=", athleteId);
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
  const series = await qb
    .selectFrom("ScoreSeries")
    .selectAll()
    .where(
      "journalEntryId",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("journalEntryId")
    .orderBy("seriesNumber")
    .execute();
  const byEntry = new Map<string, Series[]>(rows.map((r) => [r.id, []]));
  for (const s of series) byEntry.get(s.journalEntryId)?.push(s);
  return rows.map(({ courseName, courseCode, eventTitle, competitionId, competitionName, competitionStart, ...entry }) => ({
    ...entry,
    courseOfFire: courseName !== null && courseCode !== null ? { name: courseName, code: courseCode } : null,
    linkedCalendarEvent: eventTitle !== null ? { title: eventTitle } : null,
    linkedCompetitionEntry:
      competitionId !== null && competitionName !== null && competitionStart !== null
        ? { competition: { id: competitionId, name: competitionName, startDate: competitionStart } }
        : null,
    scoreSeries: byEntry.get(entry.id) ?? [],
  }));
}

export function listEntries(athleteId: string, query: Query) {
  return page(sortKey, query, ({ after, take }) => {
    const [sessionDate, id] = after ?? [];
    if (after && !(sessionDate instanceof Date && typeof id === "string")) throw badCursor();
    return selectEntries(athleteId, query, sessionDate instanceof Date && typeof id === "string" ? { sessionDate, id } : null, take);
  });
}
