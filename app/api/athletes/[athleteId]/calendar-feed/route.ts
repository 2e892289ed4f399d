import { authorizeAthlete } from "@/lib/auth/scope";
import { renewCalendarFeed, stopCalendarFeed } from "@/lib/athletes/calendar-feed";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { publicOrigin } from "@/lib/http/public-origin";
import { noContent, plain } from "@/lib/http/respond";

/** A new secret URL for the athlete's calendar feed (the one before stops working). */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  const response = plain(await renewCalendarFeed(params.athleteId, publicOrigin(request)), 201);
  response.headers.set("cache-control", "no-store");
  return response;
});

/** Ends the feed: its URL stops working. */
export const DELETE = route({ athleteId: idParam }, async ({ params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  await stopCalendarFeed(params.athleteId);
  return noContent();
});

export const { GET, PUT, PATCH } = notAllowed("POST", "DELETE");
