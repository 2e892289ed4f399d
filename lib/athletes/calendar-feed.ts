// The athlete's calendar for a phone to subscribe to: an iCalendar feed of their calendar events and
// the competitions they entered, at a URL whose secret only its hash is kept of (renewing it ends the
// old URL); and an .ics file read into calendar events. ical.js writes and reads both.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { db } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import { publicOrigin } from "@/lib/http/public-origin";
import { knownZone, wallClock } from "@/lib/imports/wall-clock";

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

const DAY = 86_400_000;
/** A repeating event is added once per date, from its start to a year ahead (at most a year of dates). */
const REPEAT_HORIZON_DAYS = 365;
const MAX_OCCURRENCES = 366;
const MAX_EVENTS = 5_000;

type Occurrence = { title: string; startUtc: Date; endUtc: Date | null; notes: string | null };

/**
 * The instant an event's time names. A time with its zone (UTC, or a TZID the file describes) keeps
 * it; a TZID the file names without describing it is read in that zone when the server knows it;
 * a floating time, and an all-day date (its midnight), in `timeZone`, the athlete's.
 */
function instant(time: ICAL.Time, tzid: string | undefined, timeZone: string): Date {
  if (time.zone && time.zone.tzid !== "floating") return time.toJSDate();
  const zone = (tzid ? knownZone(tzid) : null) ?? timeZone;
  const seconds = time.isDate ? 0 : time.hour * 3600 + time.minute * 60 + time.second;
  return wallClock([time.year, time.month - 1, time.day], seconds, zone);
}

/** The dates an event falls on: one, or each of a repeating event's up to the horizon. */
function occurrencesOf(event: ICAL.Event, now: Date, timeZone: string): Occurrence[] {
  if (!event.startDate) return [];
  const notes = [event.location, event.description].filter((v) => typeof v === "string" && v.trim()).join("\n") || null;
  const base = { title: (event.summary || "Event").slice(0, 200), notes: notes?.slice(0, 4000) ?? null };
  const tzid = (name: string) => {
    const value = event.component.getFirstProperty(name)?.getParameter("tzid");
    return typeof value === "string" ? value : undefined;
  };
  const startZone = tzid("dtstart");
  const endZone = tzid("dtend") ?? startZone;
  const span = (start: ICAL.Time, end: ICAL.Time | null) => {
    const startUtc = instant(start, startZone, timeZone);
    const endUtc = end ? instant(end, endZone, timeZone) : null;
    return { ...base, startUtc, endUtc: endUtc && endUtc > startUtc ? endUtc : null };
  };
  if (!event.isRecurring()) return [span(event.startDate, event.endDate)];
  const first = event.startDate.toJSDate();
  const until = Math.max(first.getTime(), now.getTime()) + REPEAT_HORIZON_DAYS * DAY;
  const dates: Occurrence[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next && dates.length < MAX_OCCURRENCES; next = iterator.next()) {
    if (next.toJSDate().getTime() > until) break;
    const details = event.getOccurrenceDetails(next);
    dates.push(span(details.startDate, details.endDate));
  }
  return dates;
}

/**
 * The events of an .ics file as the athlete's calendar events, a repeating one once per date up to a
 * year ahead; an event already there (same title and start) is not added twice.
 */
export async function importCalendar(athleteId: string, text: string, timeZone: string): Promise<Imported> {
  let events: ICAL.Event[];
  try {
    const root = new ICAL.Component(ICAL.parse(text));
    const calendars = root.name === "vcalendar" ? [root] : root.getAllSubcomponents("vcalendar");
    events = calendars.flatMap((c) => c.getAllSubcomponents("vevent")).map((v) => new ICAL.Event(v));
  } catch (error) {
    throw new ApiError("validation_failed", 422, `This is not an iCalendar (.ics) file: ${(error as Error).message}.`, {
      "/": "is not an iCalendar file",
    });
  }
  const now = new Date();
  const read = events.flatMap((event) => occurrencesOf(event, now, timeZone));
  if (read.length === 0)
    throw new ApiError("validation_failed", 422, "This iCalendar file holds no events with a start.", { "/": "holds no events" });
  if (read.length > MAX_EVENTS)
    throw new ApiError(
      "validation_failed",
      422,
      `This iCalendar file comes to ${read.length.toLocaleString("en-US")} dates; one import adds at most ${MAX_EVENTS.toLocaleString("en-US")}. Export a shorter period.`,
      { "/": `holds more than ${MAX_EVENTS.toLocaleString("en-US")} dates` },
    );
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
    repeating: events.filter((e) => e.isRecurring()).length,
    titles: [...new Set(fresh.map((e) => e.title))],
  };
}
