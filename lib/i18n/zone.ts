// Time-zone arithmetic for the server and the browser alike: the calendar day an instant falls on in
// a zone, the instant a wall-clock time names there, and whether the runtime knows a zone. Intl
// only, so a page can use it without the schemas.
import { dateTimeFormat } from "./intl-cache";

/** Date.UTC for every year from 1: Date.UTC reads the years 0 to 99 as 1900 to 1999. */
export function utc(year: number, month: number, day: number, seconds = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  return date.getTime() + seconds * 1000;
}

/**
 * One formatter per zone, kept by intl-cache: making one costs far more than using it (a calendar
 * import asks for thousands).
 */
const formatterFor = (timeZone: string) =>
  dateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  });

/** The zone's offset from UTC at `instant`, in milliseconds (Berlin in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const local = utc(
    parts.year ?? 0,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0),
  );
  return local - instant;
}

const DAY = 24 * 60 * 60 * 1000;

/** The calendar day ("YYYY-MM-DD") an instant falls on in `timeZone`: a session at 21:00 is that evening's. */
export function calendarDayIn(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const local = timeZone === "UTC" ? time : time + offsetAt(time, timeZone);
  return new Date(local).toISOString().slice(0, 10);
}

/**
 * The instant a wall-clock time on a day names in `timeZone`. A time the clocks repeat in autumn is
 * read as the first of the two; one they skip in spring, with the offset before the change (an hour
 * later, as a clock left unchanged would show it).
 */
export function wallClock([year, month, day]: [number, number, number], seconds: number, timeZone: string): Date {
  const asUtc = utc(year, month, day, seconds);
  if (timeZone === "UTC") return new Date(asUtc);
  // The zone's offsets either side of the day: two when the clocks change near it, else one.
  const offsets = [...new Set([offsetAt(asUtc - DAY, timeZone), offsetAt(asUtc + DAY, timeZone)])].sort((a, b) => b - a);
  for (const offset of offsets) if (offsetAt(asUtc - offset, timeZone) === offset) return new Date(asUtc - offset);
  return new Date(asUtc - Math.min(...offsets));
}

/** A zone the runtime knows ("Europe/Berlin"), or null. */
export function knownZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}
