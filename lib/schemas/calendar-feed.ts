// The calendar feed's secret URL, and what an .ics import did.
import { z } from "zod";
import { timeZoneQuery } from "./imports";

export const calendarImportQuery = z.object({
  timeZone: timeZoneQuery(
    "The zone for times the file gives without one (floating times, all-day dates, a TZID it does not describe), e.g. Europe/Berlin. Left out: the zone of the browser's reader cookie, else UTC",
  ),
});

export const calendarFeedResponse = z
  .object({
    url: z.string().meta({ description: "The feed's secret URL (https); keep it private: anyone with it can read the calendar" }),
    webcalUrl: z.string().meta({ description: "The same URL as webcal://, which phones open in their calendar app to subscribe" }),
  })
  .meta({ description: "A new secret URL for the athlete's calendar feed; the one before stops working" });

export const calendarImportResponse = z
  .object({
    created: z.int().meta({ description: "Calendar events created" }),
    duplicates: z.int().meta({ description: "Events already in the calendar (same title and start), not added again" }),
    repeating: z.int().meta({ description: "Repeating events in the file, each added once per date from its start to a year ahead" }),
    titles: z.array(z.string()).meta({ description: "The titles of the events created, each once" }),
  })
  .meta({ description: "What importing an iCalendar file did" });
