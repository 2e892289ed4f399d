// ShotMarker, SIUS, MyTargets and most spreadsheets write times without a zone: they are the range's
// local time, read in the zone the API's `timeZone` or the athlete's browser names.
import { utc, wallClock } from "@/lib/i18n/zone";
import { parseDateTime } from "@/lib/schemas/common";

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
