import { serializeCalendarEvent } from "@/lib/athletes/planning";
import { athleteInScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { calendarEventInput } from "@/lib/schemas/athlete-planning";

export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await athleteInScope(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, calendarEventInput);
  const event = await db.calendarEvent.create({ data: { ...input, athleteId: params.athleteId } });
  return created(serializeCalendarEvent(event), `/api/athletes/${params.athleteId}/calendar-events/${event.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
