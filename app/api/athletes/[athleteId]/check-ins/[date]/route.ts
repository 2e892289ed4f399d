import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, resource } from "@/lib/http/respond";
import { deleteCheckIn, putCheckIn, readCheckIn } from "@/lib/planning/check-ins";
import { checkInInput, day } from "@/lib/schemas/planning";

const itemParams = { athleteId: idParam, date: day };

export const GET = route(itemParams, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "plan:read");
  return resource(await readCheckIn(params.athleteId, params.date));
});

/** The athlete's own check-in of a day: made (201) or replaced (200). A coach reads it, never writes it. */
export const PUT = route(itemParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  const { checkIn, created } = await putCheckIn(params.athleteId, params.date, await readJson(request, checkInInput));
  return resource(checkIn, created ? { status: 201, location: `/api/athletes/${params.athleteId}/check-ins/${params.date}` } : {});
});

export const DELETE = route(itemParams, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  await deleteCheckIn(params.athleteId, params.date);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
