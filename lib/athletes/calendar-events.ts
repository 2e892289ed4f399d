// An athlete's calendar events. Deleting one keeps the journal entries that link it; their link
// (and its derived title) becomes null.
import "server-only";
import type { z } from "zod";
import type { Trx } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { found } from "@/lib/errors";
import type { calendarEventInput, calendarEventResponse } from "@/lib/schemas/athlete-planning";
import { iso } from "@/lib/schemas/common";
import {
  type CalendarEventRow,
  deleteCalendarEventRow,
  insertCalendarEvent,
  selectCalendarEvent,
  selectCalendarEventPage,
  updateCalendarEvent,
} from "./calendar-event-repository";

type Input = z.output<typeof calendarEventInput>;

export function serializeCalendarEvent(e: CalendarEventRow): z.output<typeof calendarEventResponse> {
  return {
    id: e.id,
    athleteId: e.athleteId,
    title: e.title,
    startUtc: iso(e.startUtc),
    endUtc: iso(e.endUtc),
    notes: e.notes,
    createdUtc: iso(e.createdAt),
    updatedUtc: iso(e.updatedAt),
  };
}

/** Chronological, as a calendar reads. */
export function listCalendarEvents(athleteId: string, query: { limit: number; cursor?: string }) {
  return selectCalendarEventPage(athleteId, query);
}

const what = (athleteId: string, id: string) => `Calendar event ${id} of athlete ${athleteId}`;

export async function findCalendarEvent(athleteId: string, id: string): Promise<CalendarEventRow> {
  return found(await selectCalendarEvent(athleteId, id), what(athleteId, id));
}

export function createCalendarEvent(athleteId: string, input: Input): Promise<CalendarEventRow> {
  return insertCalendarEvent(athleteId, input);
}

const eventAt = (athleteId: string, id: string) => ({
  what: what(athleteId, id),
  lock: { table: "CalendarEvent" as const, id },
  load: (trx: Trx) => selectCalendarEvent(athleteId, id, trx),
  represent: serializeCalendarEvent,
});

export function replaceCalendarEvent(ifMatch: string | null, athleteId: string, id: string, input: Input): Promise<CalendarEventRow> {
  return guardedWrite(ifMatch, { ...eventAt(athleteId, id), write: (trx) => updateCalendarEvent(id, input, trx) });
}

export async function deleteCalendarEvent(ifMatch: string | null, athleteId: string, id: string): Promise<void> {
  await guardedWrite(ifMatch, { ...eventAt(athleteId, id), write: (trx) => deleteCalendarEventRow(id, trx) });
}
