import { serializeCalendarEvent } from "@/lib/athletes/planning";
import { athleteInScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";

export const GET = route({ athleteId: idParam, eventId: idParam }, async ({ params, principal }) => {
  await athleteInScope(principal, params.athleteId, "athlete-private:read");
  const event = await db.calendarEvent.findFirst({ where: { id: params.eventId, athleteId: params.athleteId } });
  return resource(serializeCalendarEvent(found(event, `Calendar event ${params.eventId} of athlete ${params.athleteId}`)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
