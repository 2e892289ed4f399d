// The athlete's calendar for a phone to subscribe to: an iCalendar feed of their calendar events and
// the competitions they entered, at a URL whose secret only its hash is kept of (renewing it ends the
// old URL); and an .ics file read into calendar events. ical.js writes and reads both.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import { publicOrigin } from "@/lib/http/public-origin";
import { readCalendar } from "./read-calendar";

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** A new secret URL for the feed; the one before stops working. */
export async function renewCalendarFeed(athleteId: string, request: Request): Promise<{ url: string; webcalUrl: string }> {
  const secret = randomBytes(24).toString("base64url");
  await db.athlete.update({ where: { id: athleteId }, data: { calendarFeedHash: hashOf(secret) } });
  const url = `${publicOrigin(request)}/api/calendar-feeds/${secret}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

export async function stopCalendarFeed(athleteId: string): Promise<void> {
  await db.athlete.update({ where: { id: athleteId }, data: { calendarFeedHash: null } });
}

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);
/** A whole day, as competitions are. */
const day = (date: Date) => ICAL.Time.fromDateString(date.toISOString().slice(0, 10));

/** The feed behind a secret URL, as iCalendar text; 404 for a secret that is not (or no longer) one. */
export async function calendarFeed(secret: string): Promise<string> {
  const athlete = await db.athlete.findUnique({
    where: { calendarFeedHash: hashOf(secret) },
    include: {
      calendarEvents: { orderBy: { startUtc: "asc" } },
      competitionEntries: { include: { competition: true } },
    },
  });
  if (!athlete) throw notFound("This calendar feed");
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Rangebook//Training calendar//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("x-wr-calname", `Rangebook: ${athlete.firstName} ${athlete.lastName}`);
  const add = (uid: string, summary: string, start: ICAL.Time, end: ICAL.Time | null, stamp: Date, description: string | null) => {
    const event = new ICAL.Component("vevent");
    event.updatePropertyWithValue("uid", `${uid}@rangebook`);
    event.updatePropertyWithValue("dtstamp", utc(stamp));
    event.updatePropertyWithValue("dtstart", start);
    if (end) event.updatePropertyWithValue("dtend", end);
    event.updatePropertyWithValue("summary", summary);
    if (description) event.updatePropertyWithValue("description", description);
    calendar.addSubcomponent(event);
  };
  for (const e of athlete.calendarEvents) add(e.id, e.title, utc(e.startUtc), e.endUtc ? utc(e.endUtc) : null, e.updatedAt, e.notes);
  for (const entry of athlete.competitionEntries) {
    const c = entry.competition;
    const last = c.endDate ?? c.startDate;
    // DTEND of an all-day event is the day after the last.
    add(`competition-${entry.id}`, c.name, day(c.startDate), day(new Date(last.getTime() + 86_400_000)), entry.updatedAt, c.discipline);
  }
  return calendar.toString();
}

type Imported = { created: number; duplicates: number; repeating: number; titles: string[] };

/**
 * The events of an .ics file as the athlete's calendar events, a repeating one once per date up to a
 * year ahead (read-calendar.ts); an event already there (same title and start) is not added twice.
 */
export async function importCalendar(athleteId: string, text: string, timeZone: string): Promise<Imported> {
  const { dates: read, repeating } = readCalendar(text, timeZone, new Date());
  if (read.length === 0)
    throw new ApiError("validation_failed", 422, "This iCalendar file holds no events with a start.", { "/": "holds no events" });
  const existing = await db.calendarEvent.findMany({
    where: { athleteId, startUtc: { in: [...new Set(read.map((e) => e.startUtc.getTime()))].map((t) => new Date(t)) } },
    select: { title: true, startUtc: true },
  });
  const seen = new Set(existing.map((e) => `${e.title}\u0000${e.startUtc.toISOString()}`));
  const fresh = read.filter((e) => {
    const key = `${e.title}\u0000${e.startUtc.toISOString()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  await db.calendarEvent.createMany({ data: fresh.map((e) => ({ ...e, athleteId })) });
  return {
    created: fresh.length,
    duplicates: read.length - fresh.length,
    repeating,
    titles: [...new Set(fresh.map((e) => e.title))],
  };
}
