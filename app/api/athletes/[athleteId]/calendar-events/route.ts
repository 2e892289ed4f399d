import { createCalendarEvent, serializeCalendarEvent } from "@/lib/athletes/calendar-events";
import { calendarEventsReader } from "@/lib/athletes/read-athlete-planning";
import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, plain } from "@/lib/http/respond";
import { calendarEventInput } from "@/lib/schemas/athlete-planning";
import { listQuery } from "@/lib/schemas/common";

export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, calendarEventInput);
  const row = await createCalendarEvent(params.athleteId, input);
  return created(serializeCalendarEvent(row), `/api/athletes/${params.athleteId}/calendar-events/${row.id}`);
});

/** Chronological by start. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const read = await calendarEventsReader(principal, params.athleteId);
  return plain(await read(readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
