// An athlete's calendar events and equipment profiles as the API answers them, for the routes and for
// the pages that render them on the server (the entry form's pickers).
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { authorizeAthlete } from "@/lib/auth/scope";
import { listCalendarEvents, serializeCalendarEvent } from "./calendar-events";
import { listEquipmentProfiles, serializeEquipmentProfile } from "./equipment-profiles";

type PageQuery = { limit: number; cursor?: string };

/** The athlete's calendar events, chronological, page by page (404, then 403, checked before the page's query is read). */
export async function calendarEventsReader(principal: Principal, athleteId: string) {
  await authorizeAthlete(principal, athleteId, "athlete-private:read");
  return async (query: PageQuery) => {
    const { items, nextCursor } = await listCalendarEvents(athleteId, query);
    return { items: items.map(serializeCalendarEvent), nextCursor };
  };
}

/** The athlete's equipment profiles, by name, page by page (404, then 403, checked before the page's query is read). */
export async function equipmentProfilesReader(principal: Principal, athleteId: string) {
  await authorizeAthlete(principal, athleteId, "athlete-private:read");
  return async (query: PageQuery) => {
    const { items, nextCursor } = await listEquipmentProfiles(athleteId, query);
    return { items: items.map(serializeEquipmentProfile), nextCursor };
  };
}
