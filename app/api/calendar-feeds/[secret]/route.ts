import { calendarFeed } from "@/lib/athletes/calendar-feed";
import { notFound } from "@/lib/errors";
import { notAllowed, publicRoute } from "@/lib/http/handler";

/** The calendar feed behind a secret URL, for a phone's calendar to subscribe to: the URL is the key. */
export const GET = publicRoute(async (request) => {
  const last = new URL(request.url).pathname.split("/").at(-1) ?? "";
  const secret = last.replace(/\.ics$/, "");
  if (!/^[\w-]{16,64}$/.test(secret)) throw notFound("This calendar feed");
  return new Response(await calendarFeed(secret), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'inline; filename="rangebook.ics"',
      "cache-control": "private, max-age=300",
    },
  });
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
