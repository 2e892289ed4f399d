// ShotMarker, SIUS, MyTargets and most spreadsheets write times without a zone: they are the range's
// local time, read in the zone the API's `timeZone` or the athlete's browser names.

/** The zone's offset from UTC at `instant`, in milliseconds (Berlin in summer: +2 h). */
function offsetAt(instant: number, timeZone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
      .formatToParts(instant)
      .map((p) => [p.type, Number(p.value)]),
  );
  const local = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
  return local - instant;
}

const DAY = 24 * 60 * 60 * 1000;

/**
 * The instant a wall-clock time on a day names in `timeZone`. A time the clocks repeat in autumn is
 * read as the first of the two; one they skip in spring, with the offset before the change (an hour
 * later, as a clock left unchanged would show it).
 */
export function wallClock([year, month, day]: [number, number, number], seconds: number, timeZone: string): Date {
  const asUtc = Date.UTC(year, month, day, 0, 0, seconds);
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
 * `timeZone` (a date alone as its midnight); anything else as JavaScript reads it. Null when not a date.
 */
export function localDate(text: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text.trim());
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
    const check = new Date(Date.UTC(year, month, day));
    if (check.getUTCMonth() !== month || check.getUTCDate() !== day) return null;
    const seconds = Number(match[4] ?? 0) * 3600 + Number(match[5] ?? 0) * 60 + Number(match[6] ?? 0);
    return wallClock([year, month, day], seconds, timeZone);
  }
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}
