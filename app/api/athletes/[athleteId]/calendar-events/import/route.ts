import { importCalendar } from "@/lib/athletes/calendar-feed";
import { authorizeAthlete } from "@/lib/auth/scope";
import { readLimited } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { readerTimeZone } from "@/lib/http/reader";
import { plain } from "@/lib/http/respond";
import { calendarImportQuery } from "@/lib/schemas/calendar-feed";

const ICS_LIMIT_BYTES = 1024 * 1024;

/** Reads an iCalendar (.ics) file, the body, into calendar events. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "athlete-private:write");
  const timeZone = readerTimeZone(request, readQuery(request, calendarImportQuery).timeZone);
  const text = new TextDecoder().decode(await readLimited(request, ICS_LIMIT_BYTES, "calendar file"));
  return plain(await importCalendar(params.athleteId, text, timeZone), 201);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
