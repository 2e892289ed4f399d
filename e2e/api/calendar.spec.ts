import ICAL from "ical.js";
import { type Api, created, expect, expectProblem, test } from "../fixtures";

const events = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents("vevent").map((v) => {
    const event = new ICAL.Event(v);
    return { summary: event.summary, start: event.startDate.toString(), end: event.endDate?.toString() ?? null };
  });

const ics = (...vevents: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...vevents, "END:VCALENDAR", ""].join("\r\n");

/** A 201 that creates no one resource, so has no Location. */
function made(reply: { status: number; body: Record<string, unknown> }) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body;
}

async function newAthlete(api: Api, organizationId: string) {
  return String(created(await api.post("/api/athletes", { organizationId, firstName: "Cal", lastName: "Feed" })).id);
}

test.describe("the calendar in and out (issue 23)", () => {
  test("a secret feed URL serves the calendar events and the competitions entered; renewing or stopping it ends the old URL", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    created(
      await api.post(`/api/athletes/${athleteId}/calendar-events`, {
        title: "Squad camp",
        startUtc: "2026-12-04T09:00:00Z",
        endUtc: "2026-12-04T16:00:00Z",
        notes: "Bring the match rifle",
      }),
    );
    created(await api.post(`/api/competitions/${world.competitionId}/entries`, { athleteId, score: 612.4 }));
    const competition = (await api.get(`/api/competitions/${world.competitionId}`)).body;

    const feed = made(await api.send("POST", `/api/athletes/${athleteId}/calendar-feed`));
    expect(String(feed.url)).toMatch(/^http:\/\/[^/]+\/api\/calendar-feeds\/[\w-]{32}\.ics$/);
    expect(String(feed.webcalUrl)).toBe(String(feed.url).replace(/^http:/, "webcal:"));
    // A phone's calendar asks with no key and no cookie.
    const answer = await fetch(String(feed.url));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await answer.text();
    expect(text).toContain("X-WR-CALNAME:Rangebook: Cal Feed");
    expect(events(text)).toEqual([
      { summary: "Squad camp", start: "2026-12-04T09:00:00Z", end: "2026-12-04T16:00:00Z" },
      { summary: competition.name, start: String(competition.startDate).slice(0, 10), end: expect.any(String) },
    ]);

    const renewed = made(await api.send("POST", `/api/athletes/${athleteId}/calendar-feed`));
    expect((await fetch(String(feed.url))).status).toBe(404);
    expect((await fetch(String(renewed.url))).status).toBe(200);
    expect((await api.send("DELETE", `/api/athletes/${athleteId}/calendar-feed`)).status).toBe(204);
    expect((await fetch(String(renewed.url))).status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/calendar-feeds/not-a-secret`)).status).toBe(404);
    expectProblem(await api.send("POST", `/api/athletes/${athleteId}/calendar-feed`, { key: world.keys.teammate }), 403);
  });

  test("an .ics file becomes calendar events, once; a file that is not iCalendar is 422", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const file = ics(
      [
        "BEGIN:VEVENT",
        "UID:a@test",
        "DTSTAMP:20261101T000000Z",
        "DTSTART:20261205T080000Z",
        "DTEND:20261205T170000Z",
        "SUMMARY:Winter Open",
        "LOCATION:Riverside hall",
        "END:VEVENT",
      ].join("\r\n"),
      [
        "BEGIN:VEVENT",
        "UID:b@test",
        "DTSTAMP:20261101T000000Z",
        "DTSTART;VALUE=DATE:20261210",
        "SUMMARY:Club training",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "END:VEVENT",
      ].join("\r\n"),
    );
    const path = `/api/athletes/${athleteId}/calendar-events/import`;
    const first = await api.send("POST", path, { raw: file, contentType: "text/calendar" });
    expect(first.status).toBe(201);
    // The weekly training repeats four times: each date is an event of its own.
    expect(first.body).toEqual({ created: 5, duplicates: 0, repeating: 1, titles: ["Winter Open", "Club training"] });
    const list = (await api.get(`/api/athletes/${athleteId}/calendar-events?limit=10`)).body.items as Array<Record<string, unknown>>;
    expect(list.map((e) => [e.title, e.startUtc, e.endUtc, e.notes])).toEqual([
      ["Winter Open", "2026-12-05T08:00:00.000Z", "2026-12-05T17:00:00.000Z", "Riverside hall"],
      // An all-day event without an end lasts its day.
      ...[
        ["2026-12-10", "2026-12-11"],
        ["2026-12-17", "2026-12-18"],
        ["2026-12-24", "2026-12-25"],
        ["2026-12-31", "2027-01-01"],
      ].map(([start, end]) => ["Club training", `${start}T00:00:00.000Z`, `${end}T00:00:00.000Z`, null]),
    ]);
    const again = await api.send("POST", path, { raw: file, contentType: "text/calendar" });
    expect(again.body).toMatchObject({ created: 0, duplicates: 5 });
    expectProblem(
      await api.send("POST", path, { raw: "BEGIN:VCALENDAR\r\nthis is not\r\n", contentType: "text/calendar" }),
      422,
      "validation_failed",
    );
    expectProblem(await api.send("POST", path, { raw: ics(), contentType: "text/calendar" }), 422, "validation_failed");
    expectProblem(
      await api.send("POST", path, { raw: Buffer.alloc(1024 * 1024 + 1, 65), contentType: "text/calendar" }),
      413,
      "payload_too_large",
    );
  });

  test("times an .ics file gives without a zone are read in the athlete's: floating, all-day, a TZID it does not describe", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const event = (uid: string, start: string, summary: string) =>
      ["BEGIN:VEVENT", `UID:${uid}@test`, "DTSTAMP:20261101T000000Z", start, `SUMMARY:${summary}`, "END:VEVENT"].join("\r\n");
    const file = ics(
      event("f", "DTSTART:20261201T180000", "Floating"),
      event("d", "DTSTART;VALUE=DATE:20261203", "All day"),
      event("z", "DTSTART;TZID=Europe/Berlin:20261204T180000", "Berlin, not described"),
      event("u", "DTSTART:20261205T180000Z", "UTC"),
    );
    const path = `/api/athletes/${athleteId}/calendar-events/import`;
    expectProblem(await api.send("POST", `${path}?timeZone=Mars/Olympus`, { raw: file, contentType: "text/calendar" }), 400, "bad_request");
    made(await api.send("POST", `${path}?timeZone=America/Denver`, { raw: file, contentType: "text/calendar" }));
    const list = (await api.get(`/api/athletes/${athleteId}/calendar-events?limit=10`)).body.items as Array<Record<string, unknown>>;
    expect(list.map((e) => [e.title, e.startUtc])).toEqual([
      ["Floating", "2026-12-02T01:00:00.000Z"], // 18:00 in Denver (UTC-7)
      ["All day", "2026-12-03T07:00:00.000Z"], // its midnight in Denver
      ["Berlin, not described", "2026-12-04T17:00:00.000Z"], // 18:00 in Berlin (UTC+1)
      ["UTC", "2026-12-05T18:00:00.000Z"],
    ]);
  });
});
