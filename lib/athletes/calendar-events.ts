// An athlete's calendar events. Deleting one keeps the journal entries that link it; their link
// (and its derived title) becomes null.
import "server-only";
import type { z } from "zod";
import { db, type PrismaTx as Tx } from "@/lib/db/client";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import { found } from "@/lib/errors";
import type { CalendarEvent, Prisma } from "@/lib/generated/prisma/client";
import { after, ascending, orderBy, page } from "@/lib/db/pagination";
import { type calendarEventInput, calendarEventResponse } from "@/lib/schemas/athlete-planning";
import { iso } from "@/lib/schemas/common";

type Input = z.output<typeof calendarEventInput>;

export function serializeCalendarEvent(e: CalendarEvent): z.output<typeof calendarEventResponse> {
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
const byStart = ascending<CalendarEvent>({ field: "startUtc", kind: "date", value: (e) => e.startUtc });

export function listCalendarEvents(athleteId: string, query: { limit: number; cursor?: string }) {
  return page(byStart, query, ({ after: values, take }) =>
    db.calendarEvent.findMany({
      where: { AND: [{ athleteId }, after<Prisma.CalendarEventWhereInput>(byStart, values)] },
      orderBy: orderBy<Prisma.CalendarEventOrderByWithRelationInput>(byStart),
      take,
    }),
  );
}

const what = (athleteId: string, id: string) => `Calendar event ${id} of athlete ${athleteId}`;

export async function findCalendarEvent(athleteId: string, id: string): Promise<CalendarEvent> {
  return found(await db.calendarEvent.findFirst({ where: { id, athleteId } }), what(athleteId, id));
}

export function createCalendarEvent(athleteId: string, input: Input): Promise<CalendarEvent> {
  return db.calendarEvent.create({ data: { ...input, athleteId } });
}

const eventAt = (athleteId: string, id: string) => ({
  what: what(athleteId, id),
  lock: { table: "CalendarEvent" as const, id },
  load: (tx: Tx) => tx.calendarEvent.findFirst({ where: { id, athleteId } }),
  represent: serializeCalendarEvent,
});

export function replaceCalendarEvent(request: Request, athleteId: string, id: string, input: Input): Promise<CalendarEvent> {
  return prismaGuardedWrite(request.headers.get("if-match"), { ...eventAt(athleteId, id), write: (tx) => tx.calendarEvent.update({ where: { id }, data: input }) });
}

export async function deleteCalendarEvent(request: Request, athleteId: string, id: string): Promise<void> {
  await prismaGuardedWrite(request.headers.get("if-match"), { ...eventAt(athleteId, id), write: (tx) => tx.calendarEvent.delete({ where: { id } }) });
}
