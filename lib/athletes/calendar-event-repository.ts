// Every query of athletes' calendar events.
import "server-only";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { type QueryBuilder, qb } from "@/lib/db/client";
import { ascending, inKeyOrder, page } from "@/lib/db/pagination";
import { fixedSizeChunks, newId } from "@/lib/db/rows";
import type { CalendarEvent } from "@/lib/generated/kysely/types";
import type { calendarEventInput } from "@/lib/schemas/athlete-planning";

export type CalendarEventRow = Selectable<CalendarEvent>;
type Fields = z.output<typeof calendarEventInput>;

/** Rows per INSERT of an import, well under either database's limit of bound values. */
const INSERT_CHUNK = 512;

export function selectCalendarEvent(athleteId: string, id: string, executor: QueryBuilder = qb): Promise<CalendarEventRow | undefined> {
  return executor.selectFrom("CalendarEvent").selectAll().where("id", "=", id).where("athleteId", "=", athleteId).executeTakeFirst();
}

/** Chronological, as a calendar reads. */
const byStart = ascending<CalendarEventRow>({ field: "startUtc", kind: "date", value: (e) => e.startUtc });

export function selectCalendarEventPage(athleteId: string, query: { limit: number; cursor?: string }, executor: QueryBuilder = qb) {
  return page(byStart, query, ({ after, take }) =>
    executor
      .selectFrom("CalendarEvent")
      .selectAll()
      .where("athleteId", "=", athleteId)
      .$call((q) => inKeyOrder(q, byStart, { after, take }, ["startUtc", "id"]))
      .execute(),
  );
}

/** Every event of the athlete by start, for their calendar feed. */
export function selectCalendarEventsByStart(athleteId: string, executor: QueryBuilder = qb): Promise<CalendarEventRow[]> {
  return executor.selectFrom("CalendarEvent").selectAll().where("athleteId", "=", athleteId).orderBy("startUtc", "asc").execute();
}

/** The title and start of the athlete's events that start at one of these times. */
export function selectCalendarEventsStartingAt(athleteId: string, starts: Date[], executor: QueryBuilder = qb) {
  if (starts.length === 0) return Promise.resolve([]);
  return executor
    .selectFrom("CalendarEvent")
    .select(["title", "startUtc"])
    .where("athleteId", "=", athleteId)
    .where("startUtc", "in", starts)
    .execute();
}

export function insertCalendarEvent(athleteId: string, fields: Fields, executor: QueryBuilder = qb): Promise<CalendarEventRow> {
  const now = new Date();
  return executor
    .insertInto("CalendarEvent")
    .values({ id: newId(), athleteId, ...fields, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Many events at once (an import); call it in a transaction so that they come all or none. */
export async function insertCalendarEvents(athleteId: string, events: Fields[], executor: QueryBuilder = qb): Promise<void> {
  const now = new Date();
  for (const chunk of fixedSizeChunks(events, INSERT_CHUNK)) {
    const rows = chunk.map((e) => ({ id: newId(), athleteId, ...e, createdAt: now, updatedAt: now }));
    await executor.insertInto("CalendarEvent").values(rows).execute();
  }
}

export function updateCalendarEvent(id: string, fields: Fields, executor: QueryBuilder = qb): Promise<CalendarEventRow> {
  return executor
    .updateTable("CalendarEvent")
    .set({ ...fields, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Journal entries that link the event keep their row; the database sets their link to null. */
export async function deleteCalendarEventRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("CalendarEvent").where("id", "=", id).execute();
}
