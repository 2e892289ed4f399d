// ShotMarker, SIUS, MyTargets and most spreadsheets write times without a zone: they are the range's
// local time, read in the zone the API's `timeZone` or the athlete's browser names.
import { dateTimeFormat } from "@/lib/i18n/intl-cache";
import { parseDateTime } from "@/lib/schemas/common";

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

/** The calendar day ("YYYY-MM-DD") an instant falls on in `timeZone`. */
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

/**
 * When a shot `seconds` after midnight was fired, from its session's start (`start`, read at
 * `startSeconds`). A shot that reads more than twelve hours earlier than the start is after
 * midnight; a little earlier (a shot inserted by hand, listed late) is before the start.
 */
function laterOnSameClock(start: Date, startSeconds: number, seconds: number): string {
  let after = seconds - startSeconds;
  if (after < -12 * 3600) after += 24 * 3600;
  return new Date(start.getTime() + after * 1000).toISOString();
}

/**
 * A session's start and its shots with the time each was fired, from their clock times (seconds
 * after midnight, null where the file gives none; one per shot) on `day` in `timeZone`. The start
 * is the first time given, noon when there is none; the shots' times follow from it by arithmetic,
 * so a file of half a million shots does not ask Intl for each.
 */
export function timedShots<S extends { firedAt: string | null }>(
  day: [number, number, number],
  times: Array<number | null>,
  shots: S[],
  timeZone: string,
): { start: Date; shots: S[] } {
  const startSeconds = times.find((time) => time !== null) ?? 12 * 3600;
  const start = wallClock(day, startSeconds, timeZone);
  return {
    start,
    shots: shots.map((shot, i) => {
      const time = times[i];
      return time === null || time === undefined ? shot : { ...shot, firedAt: laterOnSameClock(start, startSeconds, time) };
    }),
  };
}

/** A zone the runtime knows ("Europe/Berlin"), or null. */
export function knownZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * A CSV's date or date and time: "2026-10-20" or "2026-10-20 18:30[:05]" without a zone is read in
 * `timeZone` (a date alone as its midnight); one with its zone as the API reads a date-time (ISO 8601,
 * a real date from year 1 to 9999). Null when not a date.
 */
export function localDate(text: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    const check = new Date(utc(year, month, day));
    if (year < 1 || check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
    const [hour, minute, second] = [Number(match[4] ?? 0), Number(match[5] ?? 0), Number(match[6] ?? 0)];
    if (hour > 23 || minute > 59 || second > 59) return null;
    return wallClock([year, month, day], hour * 3600 + minute * 60 + second, timeZone);
  }
  const parsed = parseDateTime(text.trim());
  return "date" in parsed ? parsed.date : null;
}
