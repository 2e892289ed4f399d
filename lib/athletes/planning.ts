import "server-only";
import type { CalendarEvent, EquipmentProfile } from "@/lib/generated/prisma/client";
import { iso } from "@/lib/serialize";

export function serializeCalendarEvent(e: CalendarEvent) {
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

export function serializeEquipmentProfile(p: EquipmentProfile) {
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
