import { deleteCalendarEvent, findCalendarEvent, replaceCalendarEvent, serializeCalendarEvent } from "@/lib/athletes/calendar-events";
import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { calendarEventInput } from "@/lib/schemas/athlete-planning";

const itemParams = { athleteId: idParam, eventId: idParam };

export const GET = route(itemParams, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:read");
  return resource(serializeCalendarEvent(await findCalendarEvent(params.athleteId, params.eventId)));
});

export const PUT = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, calendarEventInput);
  return resource(serializeCalendarEvent(await replaceCalendarEvent(ifMatchOf(request), params.athleteId, params.eventId, input)));
});

/** Journal entries that link it stay; their link becomes null. */
export const DELETE = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  await deleteCalendarEvent(ifMatchOf(request), params.athleteId, params.eventId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
