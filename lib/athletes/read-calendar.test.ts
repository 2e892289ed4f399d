import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { MAX_CALENDAR_EVENTS, readCalendar } from "./read-calendar";

const now = new Date("2026-11-26T08:00:00Z");
const calendar = (...events: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...events.flatMap((e) => ["BEGIN:VEVENT", e, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
const event = (i: number, extra = "") =>
  `UID:${i}\r\nSUMMARY:Session ${i}\r\nDTSTART:20260101T0${i % 10}0000Z${extra ? `\r\n${extra}` : ""}`;

function refusal(text: string): ApiError {
  try {
    readCalendar(text, "Europe/Berlin", now);
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("read without a refusal");
}

/** The CPU the read takes, in milliseconds. */
function cpuMs(read: () => unknown): number {
  const start = process.cpuUsage();
  try {
    read();
  } catch {
    // the refusal is what is timed
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe("reading an .ics file", () => {
  it("reads single and repeating events, a repeating one once per date up to a year ahead", () => {
    const { dates, repeating } = readCalendar(
      calendar(event(1), event(2, "RRULE:FREQ=WEEKLY;COUNT=3"), "SUMMARY:Floating\r\nDTSTART:20261201T100000"),
      "Europe/Berlin",
      now,
    );
    expect(repeating).toBe(1);
    expect(dates.map((d) => [d.title, d.startUtc.toISOString()])).toEqual([
      ["Session 1", "2026-01-01T01:00:00.000Z"],
      ["Session 2", "2026-01-01T02:00:00.000Z"],
      ["Session 2", "2026-01-08T02:00:00.000Z"],
      ["Session 2", "2026-01-15T02:00:00.000Z"],
      ["Floating", "2026-12-01T09:00:00.000Z"],
    ]);
  });

  it("stops at the 5,000-date limit as soon as it passes it: 100 daily events in 9 KB are refused quickly", () => {
    const daily = calendar(...Array.from({ length: 100 }, (_, i) => event(i, "RRULE:FREQ=DAILY")));
    expect(daily.length).toBeLessThan(10 * 1024);
    expect(refusal(daily).fields).toEqual({ "/": "holds more than 5,000 dates" });
    expect(cpuMs(() => readCalendar(daily, "Europe/Berlin", now))).toBeLessThan(400);
  });

  it("counts the events before expanding any", () => {
    const many = calendar(...Array.from({ length: MAX_CALENDAR_EVENTS + 1 }, (_, i) => event(i, "RRULE:FREQ=DAILY")));
    expect(refusal(many).fields).toEqual({ "/": "holds more than 1,000 events" });
  });

  it("refuses a repeating rule that never falls on a date, which ical.js would search for ever", () => {
    const never = calendar(event(1, "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"));
    const error = refusal(never);
    expect(error.status).toBe(422);
    expect(error.detail).toMatch(/^The 1st event \("Session 1"\) repeats by a rule that rarely or never falls on a date/);
    expect(cpuMs(() => readCalendar(never, "UTC", now))).toBeLessThan(1_000);
  });

  it("answers dates it cannot read, or that are not real, with a 422 naming the event", () => {
    const garbage = refusal(calendar(event(1), "SUMMARY:Broken\r\nDTSTART:garbage"));
    expect(garbage.status).toBe(422);
    expect(garbage.detail).toMatch(/^The 2nd event \("Broken"\) has dates that cannot be read/);
    expect(refusal(calendar("SUMMARY:Rolled\r\nDTSTART;VALUE=DATE:20260230")).detail).toMatch(
      /DTSTART 2026-02-30 must be a real calendar date/,
    );
    expect(refusal("not a calendar").fields).toEqual({ "/": "is not an iCalendar file" });
  });

  it("counts the repeating rules and dates before ical.js prepares them", () => {
    const dates = Array.from({ length: 2_001 }, () => "20260101T100000Z").join(",");
    expect(refusal(calendar(event(1, `RDATE:${dates}`))).fields).toEqual({ "/": "holds more than 2,000 repeating rules and dates" });
  });

  it("refuses parts nested past 8 levels before ical.js builds them", () => {
    const deep = `BEGIN:VCALENDAR\r\n${"BEGIN:VEVENT\r\n".repeat(50_000)}${"END:VEVENT\r\n".repeat(50_000)}END:VCALENDAR\r\n`;
    expect(refusal(deep).fields).toEqual({ "/": "nests too deep" });
    const alarm = calendar(event(1, "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nEND:VALARM"));
    expect(readCalendar(alarm, "UTC", now).dates).toHaveLength(1);
  });
});
