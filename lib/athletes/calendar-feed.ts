// The athlete's calendar for a phone to subscribe to: an iCalendar feed of their calendar events,
// the competitions they entered, their starts (relay and firing point, at the relay's time) and
// their planned sessions (tentative), at a URL whose secret only its hash is kept of (renewing it ends the
// old URL); and an .ics file read into calendar events. ical.js writes and reads both.
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import ICAL from "ical.js";
import { transaction } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import { startsOfAthlete } from "@/lib/match/relay-repository";
import { feedWords, plannedFeedEvents } from "@/lib/planning/planned-feed";
import { selectAthleteByFeedHash, selectEnteredCompetitions, setCalendarFeedHash } from "./athlete-repository";
import { insertCalendarEvents, selectCalendarEventsByStart, selectCalendarEventsStartingAt } from "./calendar-event-repository";
import { readCalendar } from "./read-calendar";

const hashOf = (secret: string) => createHash("sha256").update(secret).digest("base64url");

/** A new secret URL for the feed, at `origin` (where links to this server point); the one before stops working. */
export async function renewCalendarFeed(athleteId: string, origin: string): Promise<{ url: string; webcalUrl: string }> {
  const secret = randomBytes(24).toString("base64url");
  await setCalendarFeedHash(athleteId, hashOf(secret));
  const url = `${origin}/api/calendar-feeds/${secret}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, "webcal:") };
}

export async function stopCalendarFeed(athleteId: string): Promise<void> {
  await setCalendarFeedHash(athleteId, null);
}

const utc = (date: Date) => ICAL.Time.fromJSDate(date, true);
/** A whole day, as competitions are. */
const day = (date: Date) => ICAL.Time.fromDateString(date.toISOString().slice(0, 10));

/** The feed behind a secret URL, as iCalendar text; 404 for a secret that is not (or no longer) one. */
export async function calendarFeed(secret: string): Promise<string> {
  const athlete = await selectAthleteByFeedHash(hashOf(secret));
  if (!athlete) throw notFound("This calendar feed");
  const t = await feedWords(athlete.id);
  const [events, competitions, starts, planned] = await Promise.all([
    selectCalendarEventsByStart(athlete.id),
    selectEnteredCompetitions(athlete.id),
    startsOfAthlete(athlete.id),
    plannedFeedEvents(athlete.id, t),
  ]);
  const calendar = new ICAL.Component(["vcalendar", [], []]);
  calendar.updatePropertyWithValue("prodid", "-//Rangebook//Training calendar//EN");
  calendar.updatePropertyWithValue("version", "2.0");
  calendar.updatePropertyWithValue("calscale", "GREGORIAN");
  calendar.updatePropertyWithValue("x-wr-calname", `Rangebook: ${athlete.firstName} ${athlete.lastName}`);
  const add = (
    uid: string,
    summary: string,
    start: ICAL.Time,
    end: ICAL.Time | null,
    stamp: Date,
    description: string | null,
    tentative = false,
  ) => {
    const event = new ICAL.Component("vevent");
    if (tentative) event.updatePropertyWithValue("status", "TENTATIVE");
    event.updatePropertyWithValue("uid", `${uid}@rangebook`);
    event.updatePropertyWithValue("dtstamp", utc(stamp));
    event.updatePropertyWithValue("dtstart", start);
    if (end) event.updatePropertyWithValue("dtend", end);
    event.updatePropertyWithValue("summary", summary);
    if (description) event.updatePropertyWithValue("description", description);
    calendar.addSubcomponent(event);
  };
  for (const e of events) add(e.id, e.title, utc(e.startUtc), e.endUtc ? utc(e.endUtc) : null, e.updatedAt, e.notes);
  for (const c of competitions) {
    const last = c.endDate ?? c.startDate;
    // DTEND of an all-day event is the day after the last.
    add(`competition-${c.entryId}`, c.name, day(c.startDate), day(new Date(last.getTime() + 86_400_000)), c.entryUpdatedAt, c.discipline);
  }
  for (const s of starts) {
    if (!s.startsAt) continue;
    // As long as the course of fire allows, else an hour.
    const end = new Date(s.startsAt.getTime() + (s.timeLimitMinutes ?? 60) * 60_000);
    const stamp = s.entryUpdatedAt > s.relayUpdatedAt ? s.entryUpdatedAt : s.relayUpdatedAt;
    const summary = t("feedStart", { competition: s.competitionName, relay: s.relayNumber, point: s.firingPoint ?? "" });
    add(`start-${s.entryId}`, summary, utc(s.startsAt), utc(end), stamp, s.courseName);
  }
  for (const p of planned) {
    add(
      `planned-${p.id}`,
      p.summary,
      ICAL.Time.fromDateString(p.date),
      ICAL.Time.fromDateString(p.dayAfter),
      p.updatedAt,
      p.description,
      true,
    );
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
  const starts = [...new Set(read.map((e) => e.startUtc.getTime()))].map((t) => new Date(t));
  const fresh = await transaction(async (trx) => {
    const existing = await selectCalendarEventsStartingAt(athleteId, starts, trx);
    const seen = new Set(existing.map((e) => `${e.title}\u0000${e.startUtc.toISOString()}`));
    const unseen = read.filter((e) => {
      const key = `${e.title}\u0000${e.startUtc.toISOString()}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    await insertCalendarEvents(athleteId, unseen, trx);
    return unseen;
  });
  return {
    created: fresh.length,
    duplicates: read.length - fresh.length,
    repeating,
    titles: [...new Set(fresh.map((e) => e.title))],
  };
}
