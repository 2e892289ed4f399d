// An .ics file read into the dates of its events (ical.js parses it and expands repeating rules),
// within bounds that keep one file from holding the server: the events and their repeating rules
// counted before any is expanded, the dates counted as they are made, and the candidate dates
// ical.js may try.
import ICAL from "ical.js";
import { ApiError, excerpt } from "@/lib/errors";
import { knownZone, wallClock } from "@/lib/i18n/zone";
import { parseDateTime } from "@/lib/schemas/common";

const DAY = 86_400_000;
/** A repeating event is added once per date, from its start to a year ahead (at most a year of dates). */
const REPEAT_HORIZON_DAYS = 365;
const MAX_OCCURRENCES = 366;
const MAX_CALENDAR_DATES = 5_000;
/** Events in one file, before any is expanded: a training year is a few hundred. */
export const MAX_CALENDAR_EVENTS = 1_000;
/**
 * Candidate dates ical.js may try for a whole file (about 10 µs each). Its search for a rule's next
 * date has no bound of its own: a daily rule for 30 February never finds one, and held the thread
 * for good. A daily date costs one candidate, a weekly rule's at most seven: 5,000 dates of any
 * common rule stay below this.
 */
const MAX_CANDIDATES = 50_000;

export type CalendarDate = { title: string; startUtc: Date; endUtc: Date | null; notes: string | null };

class TooCostly extends Error {}

// Reading is synchronous, so one file at a time spends this budget; outside a read it is unbounded.
let candidatesLeft = Number.POSITIVE_INFINITY;
const checkCandidate = ICAL.RecurIterator.prototype.check_contracting_rules;
ICAL.RecurIterator.prototype.check_contracting_rules = function (this: ICAL.RecurIterator) {
  candidatesLeft -= 1;
  if (candidatesLeft < 0) throw new TooCostly();
  return checkCandidate.call(this);
};

/** Components inside components: VCALENDAR > VTIMEZONE > STANDARD is as deep as the standard nests. */
const MAX_NESTING = 8;

/** Whether BEGIN lines nest deeper than MAX_NESTING: looked for before ical.js builds anything. */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  for (const line of text.split("\n")) {
    if (/^begin:/i.test(line)) depth += 1;
    else if (/^end:/i.test(line)) depth -= 1;
    if (depth > MAX_NESTING) return true;
  }
  return false;
}

const refuse = (detail: string, member: string) => new ApiError("validation_failed", 422, detail, { "/": member });

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

/**
 * An event's start and end as written must be real dates, as the API's are: ical.js would roll
 * 2026-02-30 over into March. A time without a zone is checked as if in UTC.
 */
function checkWritten(event: ICAL.Event): void {
  for (const name of ["dtstart", "dtend"]) {
    const value = event.component.getFirstProperty(name)?.toJSON()[3];
    if (typeof value !== "string") continue;
    const parsed = parseDateTime(value.includes("T") && !/(Z|[+-]\d{2}:\d{2})$/i.test(value) ? `${value}Z` : value);
    if ("error" in parsed) throw new RangeError(`${name.toUpperCase()} ${excerpt(value, 40)} ${parsed.error}`);
  }
}

/**
 * RRULE, RDATE and EXDATE values in one file: ical.js prepares each before an event's first date
 * (60,000 in 1 MiB took half a second); a year of training needs a few hundred.
 */
const MAX_RULE_VALUES = 2_000;

const ruleValuesOf = (event: ICAL.Component) =>
  ["rrule", "rdate", "exdate"].flatMap((name) => event.getAllProperties(name)).reduce((sum, property) => sum + property.jCal.length - 3, 0);

/** The dates an event falls on, each handed to `add`: one, or each of a repeating event's up to the horizon. */
function expand(event: ICAL.Event, now: Date, timeZone: string, add: (date: CalendarDate) => void): void {
  if (!event.startDate) return;
  checkWritten(event);
  const notes = [event.location, event.description].filter((v) => typeof v === "string" && v.trim()).join("\n") || null;
  const base = { title: (event.summary || "Event").slice(0, 200), notes: notes?.slice(0, 4000) ?? null };
  const tzid = (name: string) => {
    const value = event.component.getFirstProperty(name)?.getParameter("tzid");
    return typeof value === "string" ? value : undefined;
  };
  const startZone = tzid("dtstart");
  const endZone = tzid("dtend") ?? startZone;
  const span = (start: ICAL.Time, end: ICAL.Time | null): CalendarDate => {
    const startUtc = instant(start, startZone, timeZone);
    const endUtc = end ? instant(end, endZone, timeZone) : null;
    return { ...base, startUtc, endUtc: endUtc && endUtc > startUtc ? endUtc : null };
  };
  if (!event.isRecurring()) return add(span(event.startDate, event.endDate));
  const first = event.startDate.toJSDate();
  const until = Math.max(first.getTime(), now.getTime()) + REPEAT_HORIZON_DAYS * DAY;
  const iterator = event.iterator();
  let count = 0;
  for (let next = iterator.next(); next && count < MAX_OCCURRENCES; next = iterator.next()) {
    if (next.toJSDate().getTime() > until) break;
    const details = event.getOccurrenceDetails(next);
    add(span(details.startDate, details.endDate));
    count += 1;
  }
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? "st" : n % 10 === 2 && n % 100 !== 12 ? "nd" : n % 10 === 3 && n % 100 !== 13 ? "rd" : "th"}`;

/**
 * The events of an .ics file as dates, a repeating one once per date up to a year ahead. 422 for a
 * file that is not iCalendar, an event whose dates cannot be read (naming it), more than
 * MAX_CALENDAR_EVENTS events, or more than MAX_CALENDAR_DATES dates (said as soon as they pass it).
 */
export function readCalendar(text: string, timeZone: string, now: Date): { dates: CalendarDate[]; repeating: number } {
  if (nestsTooDeep(text))
    throw refuse(`This iCalendar file nests its parts deeper than ${MAX_NESTING} levels, which no calendar does.`, "nests too deep");
  let events: ICAL.Component[];
  try {
    const root = new ICAL.Component(ICAL.parse(text));
    const calendars = root.name === "vcalendar" ? [root] : root.getAllSubcomponents("vcalendar");
    events = calendars.flatMap((c) => c.getAllSubcomponents("vevent"));
  } catch (error) {
    throw refuse(`This is not an iCalendar (.ics) file: ${excerpt((error as Error).message)}.`, "is not an iCalendar file");
  }
  if (events.length > MAX_CALENDAR_EVENTS)
    throw refuse(
      `This iCalendar file holds ${events.length.toLocaleString("en-US")} events; one import reads at most ${MAX_CALENDAR_EVENTS.toLocaleString("en-US")}. Export a shorter period.`,
      `holds more than ${MAX_CALENDAR_EVENTS.toLocaleString("en-US")} events`,
    );
  const dates: CalendarDate[] = [];
  const add = (date: CalendarDate) => {
    dates.push(date);
    if (dates.length > MAX_CALENDAR_DATES)
      throw refuse(
        `This iCalendar file comes to more than ${MAX_CALENDAR_DATES.toLocaleString("en-US")} dates, the most one import adds. Export a shorter period.`,
        `holds more than ${MAX_CALENDAR_DATES.toLocaleString("en-US")} dates`,
      );
  };
  const ruleValues = events.reduce((sum, event) => sum + ruleValuesOf(event), 0);
  if (ruleValues > MAX_RULE_VALUES)
    throw refuse(
      `This iCalendar file's events repeat by ${ruleValues.toLocaleString("en-US")} rules and dates (RRULE, RDATE, EXDATE); one import reads at most ${MAX_RULE_VALUES.toLocaleString("en-US")}. Export a shorter period.`,
      `holds more than ${MAX_RULE_VALUES.toLocaleString("en-US")} repeating rules and dates`,
    );
  let repeating = 0;
  candidatesLeft = MAX_CANDIDATES;
  try {
    events.forEach((component, index) => {
      try {
        const event = new ICAL.Event(component);
        if (event.isRecurring()) repeating += 1;
        expand(event, now, timeZone, add);
      } catch (error) {
        if (error instanceof ApiError) throw error;
        const name = component.getFirstPropertyValue("summary");
        const which = `The ${ordinal(index + 1)} event${typeof name === "string" && name.trim() ? ` ("${excerpt(name, 40)}")` : ""}`;
        if (error instanceof TooCostly)
          throw refuse(
            `${which} repeats by a rule that rarely or never falls on a date (as 30 February); nothing was imported.`,
            "holds a repeating rule too costly to expand",
          );
        throw refuse(
          `${which} has dates that cannot be read (${excerpt((error as Error).message)}); nothing was imported.`,
          "holds an event whose dates cannot be read",
        );
      }
    });
  } finally {
    candidatesLeft = Number.POSITIVE_INFINITY;
  }
  return { dates, repeating };
}
