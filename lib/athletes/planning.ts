// Calendar events and equipment profiles: an athlete's own planning records. Deleting one keeps the
// journal entries that link it; their link (and its derived title) becomes null.
import "server-only";
import { z } from "zod";
import { db, type Tx } from "@/lib/db";
import type { CalendarEvent, EquipmentProfile, Prisma } from "@/lib/generated/prisma/client";
import { guardedWrite } from "@/lib/http/guarded-write";
import { after, ascending, orderBy, page } from "@/lib/http/pagination";
import { type calendarEventInput, calendarEventResponse, type equipmentProfileInput, equipmentProfileResponse } from "@/lib/schemas/athlete-planning";
import { iso } from "@/lib/serialize";

type ListQuery = { limit: number; cursor?: string };

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

export function serializeEquipmentProfile(p: EquipmentProfile): z.output<typeof equipmentProfileResponse> {
  return {
    id: p.id,
    athleteId: p.athleteId,
    name: p.name,
    rifle: p.rifle,
    ammunition: p.ammunition,
    sights: p.sights,
    clothing: p.clothing,
    accessories: p.accessories,
    notes: p.notes,
    createdUtc: iso(p.createdAt),
    updatedUtc: iso(p.updatedAt),
  };
}

/** Chronological, as a calendar reads. */
const byStart = ascending<CalendarEvent>({ field: "startUtc", kind: "date", value: (e) => e.startUtc });
const byName = ascending<EquipmentProfile>({ field: "name", kind: "string", value: (p) => p.name });

export function listCalendarEvents(athleteId: string, query: ListQuery) {
  return page(byStart, query, ({ after: values, take }) =>
    db.calendarEvent.findMany({
      where: { AND: [{ athleteId }, after<Prisma.CalendarEventWhereInput>(byStart, values)] },
      orderBy: orderBy<Prisma.CalendarEventOrderByWithRelationInput>(byStart),
      take,
    }),
  );
}

export function listEquipmentProfiles(athleteId: string, query: ListQuery) {
  return page(byName, query, ({ after: values, take }) =>
    db.equipmentProfile.findMany({
      where: { AND: [{ athleteId }, after<Prisma.EquipmentProfileWhereInput>(byName, values)] },
      orderBy: orderBy<Prisma.EquipmentProfileOrderByWithRelationInput>(byName),
      take,
    }),
  );
}

const eventAt = (athleteId: string, id: string) => ({
  what: `Calendar event ${id} of athlete ${athleteId}`,
  lock: { table: "CalendarEvent" as const, id },
  load: (tx: Tx) => tx.calendarEvent.findFirst({ where: { id, athleteId } }),
  represent: serializeCalendarEvent,
});

const profileAt = (athleteId: string, id: string) => ({
  what: `Equipment profile ${id} of athlete ${athleteId}`,
  lock: { table: "EquipmentProfile" as const, id },
  load: (tx: Tx) => tx.equipmentProfile.findFirst({ where: { id, athleteId } }),
  represent: serializeEquipmentProfile,
});

export function replaceCalendarEvent(request: Request, athleteId: string, id: string, input: z.output<typeof calendarEventInput>) {
  return guardedWrite(request, { ...eventAt(athleteId, id), write: (tx) => tx.calendarEvent.update({ where: { id }, data: input }) });
}

export async function deleteCalendarEvent(request: Request, athleteId: string, id: string): Promise<void> {
  await guardedWrite(request, { ...eventAt(athleteId, id), write: (tx) => tx.calendarEvent.delete({ where: { id } }) });
}

export function replaceEquipmentProfile(request: Request, athleteId: string, id: string, input: z.output<typeof equipmentProfileInput>) {
  return guardedWrite(request, { ...profileAt(athleteId, id), write: (tx) => tx.equipmentProfile.update({ where: { id }, data: input }) });
}

export async function deleteEquipmentProfile(request: Request, athleteId: string, id: string): Promise<void> {
  await guardedWrite(request, { ...profileAt(athleteId, id), write: (tx) => tx.equipmentProfile.delete({ where: { id } }) });
}
