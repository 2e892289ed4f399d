// What the second audit sent (issue 32): uploads built to run the server out of heap or hold its
// thread, and inputs that were answered with a 500. Each goes to the running server; the answer must
// be a 4xx problem (or a report that refuses the session), the server must stay healthy, and
// /api/ping must keep answering meanwhile. Sized so CI stays fast: a few MiB at most.
import { type Api, type Body, created, expect, expectProblem, type Reply, test } from "../fixtures";
import { timedBesidePings } from "../support/pings";

// CI's cores are busy with the other workers: each answer and ping is held to a loose bound.
const SLOWEST_PING_MS = 1_000;
const SLOWEST_ANSWER_MS = 5_000;

async function newAthlete(api: Api, organizationId: string): Promise<string> {
  return String(created(await api.post("/api/athletes", { organizationId, firstName: "Hal", lastName: "Hostile" })).id);
}

/** Sends a hostile request beside the pings; checks the server stayed quick and healthy, and answers the reply. */
async function hostile(api: Api, send: () => Promise<Reply>): Promise<Reply> {
  const { value, ms, slowestPing } = await timedBesidePings(api.baseUrl, send);
  expect(value.status, JSON.stringify(value.body).slice(0, 300)).toBeLessThan(500);
  expect(ms, `the answer took ${Math.round(ms)} ms`).toBeLessThan(SLOWEST_ANSWER_MS);
  expect(slowestPing, `a ping waited ${Math.round(slowestPing)} ms`).toBeLessThan(SLOWEST_PING_MS);
  expect((await api.get("/api/health", { key: null })).status).toBe(200);
  return value;
}

const importFile = (api: Api, athleteId: string, file: string | Buffer, query = "", headers: Record<string, string> = {}) =>
  api.send("POST", `/api/athletes/${athleteId}/journal/imports${query}`, { raw: file, contentType: "application/octet-stream", headers });

const importCalendar = (api: Api, athleteId: string, file: string) =>
  api.send("POST", `/api/athletes/${athleteId}/calendar-events/import`, { raw: file, contentType: "text/calendar" });

const myTargetsHeader = "Title;Date;Standard round;Round;Target;End;Timestamp;Points;x;y";
const ics = (...events: string[]) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Audit//EN",
    ...events.flatMap((e) => ["BEGIN:VEVENT", e, "END:VEVENT"]),
    "END:VCALENDAR",
    "",
  ].join("\r\n");
const dailyEvent = (i: number) => `UID:${i}\r\nSUMMARY:Session ${i}\r\nDTSTART:20260101T0${i % 10}0000Z\r\nRRULE:FREQ=DAILY`;

test.describe("no single import takes the server down or stalls it (issue 32)", () => {
  test.describe.configure({ timeout: 120_000 });

  test("4 MiB of nested brackets is a quick 422 naming the line, not a heap crash", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const reply = await hostile(api, () => importFile(api, athleteId, "[".repeat(4 * 1024 * 1024), "?dryRun=true"));
    expect(expectProblem(reply, 422, "validation_failed")["/lines/1"]).toBe("is nested deeper than 8 levels, which no import format is");
    const whole = await hostile(api, () => importFile(api, athleteId, `{"Shots":${"[".repeat(512 * 1024)}`, "?dryRun=true"));
    expectProblem(whole, 422, "validation_failed");
  });

  test("a form upload is held to the same limits: nested brackets in its file part, and a form of 50,000 fields, are quick 422s", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const form = new FormData();
    form.append("dryRun", "true");
    form.append("file", new Blob(["[".repeat(4 * 1024 * 1024)]), "deep.json");
    const built = new Request("http://form.invalid/", { method: "POST", body: form });
    const raw = Buffer.from(await built.arrayBuffer());
    const contentType = built.headers.get("content-type") ?? "";
    const sendForm = (body: string | Buffer, type: string) =>
      api.send("POST", `/api/athletes/${athleteId}/journal/imports`, { raw: body, contentType: type });
    const deep = await hostile(api, () => sendForm(raw, contentType));
    expect(expectProblem(deep, 422, "validation_failed")["/lines/1"]).toBe("is nested deeper than 8 levels, which no import format is");
    const fields = `${Array.from({ length: 50_000 }, (_, i) => `--b\r\ncontent-disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join("")}--b--\r\n`;
    const many = await hostile(api, () => sendForm(fields, "multipart/form-data; boundary=b"));
    expect(expectProblem(many, 422, "validation_failed").detail).toBe(
      "The form cannot be read: it holds more than 20 fields. Nothing was imported.",
    );
  });

  test("a session of 20,000 shots (one MyTargets end) is invalid past 400 shots, and each row costs the same", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const row = "Practice;2026-10-20;WA 70m;1;WA Full 122cm;1;;9;0.1;0.2\n";
    const reply = await hostile(api, () => importFile(api, athleteId, `${myTargetsHeader}\n${row.repeat(20_000)}`, "?dryRun=true"));
    expect(reply.status).toBe(200);
    const [session] = reply.body.sessions as Body[];
    expect(session).toMatchObject({ status: "invalid", problem: "holds 20,000 shots; one session holds at most 400, sighters included" });
    expect(reply.body.errors).toEqual([
      {
        line: 402,
        message:
          'The session "Practice of 2026-10-20" holds more than 400 shots, sighters included, the most one session holds; it cannot be imported',
      },
    ]);
  });

  test("a 30 KB field is answered quickly and quoted in a short excerpt", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    // Within the 8,192-character record: the face's search never sees more than its first characters.
    const target = `${"1".repeat(8_000)}`;
    const many = await hostile(api, () =>
      importFile(api, athleteId, `${myTargetsHeader}\n${`Practice;2026-10-20;WA;1;${target};1;;9;;\n`.repeat(300)}`, "?dryRun=true"),
    );
    expect(many.status).toBe(200);
    // Past it, the record is refused whole, naming its line.
    const long = await hostile(api, () =>
      importFile(api, athleteId, `${myTargetsHeader}\nPractice;2026-10-20;WA;1;${"1".repeat(30_000)};1;;9;;\n`, "?dryRun=true"),
    );
    expect(Object.keys(expectProblem(long, 422, "validation_failed"))).toContain("/lines/2");
    expect(JSON.stringify(long.body).length).toBeLessThan(2_000);
  });

  test("a record with more than 100 columns, or a header line of many long names, is a 422 that echoes only a short excerpt", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const wide = await hostile(api, () => importFile(api, athleteId, `When,Ring\n2026-01-01,9${",".repeat(5_000)}\n`, "?dryRun=true"));
    expect(expectProblem(wide, 422, "validation_failed")["/lines/2"]).toBe("has more than 100 columns");
    const header = Array.from({ length: 100 }, (_, i) => `${"c".repeat(75)}${i}`).join(",");
    const unmapped = await hostile(api, () => importFile(api, athleteId, `${header}\n${"9,".repeat(99)}9\n`, "?dryRun=true"));
    expectProblem(unmapped, 422, "validation_failed");
    expect(JSON.stringify(unmapped.body)).not.toContain("c".repeat(41));
    expect(JSON.stringify(unmapped.body).length).toBeLessThan(12_000);
  });

  test("a calendar of 100 daily events in 9 KB, and one of 1 MiB, are refused before they are expanded", async ({ api, world }) => {
    const daily = ics(...Array.from({ length: 100 }, (_, i) => dailyEvent(i)));
    expect(daily.length).toBeLessThan(10 * 1024);
    const dates = await hostile(api, () => importCalendar(api, world.athleteId, daily));
    expect(expectProblem(dates, 422, "validation_failed")["/"]).toBe("holds more than 5,000 dates");
    const events = Math.ceil((1024 * 1024 - 200) / (dailyEvent(10_000).length + 30));
    const huge = ics(...Array.from({ length: events }, (_, i) => dailyEvent(i)));
    expect(huge.length).toBeLessThanOrEqual(1024 * 1024);
    const many = await hostile(api, () => importCalendar(api, world.athleteId, huge));
    expect(expectProblem(many, 422, "validation_failed")["/"]).toBe("holds more than 1,000 events");
    const deep = `BEGIN:VCALENDAR\r\n${"BEGIN:VEVENT\r\n".repeat(30_000)}${"END:VEVENT\r\n".repeat(30_000)}END:VCALENDAR\r\n`;
    expect(expectProblem(await hostile(api, () => importCalendar(api, world.athleteId, deep)), 422)["/"]).toBe("nests too deep");
    const never = await hostile(api, () => importCalendar(api, world.athleteId, ics(`${dailyEvent(1)};BYMONTH=2;BYMONTHDAY=30`)));
    expect(expectProblem(never, 422, "validation_failed").detail).toMatch(/rarely or never falls on a date/);
  });
});

test.describe("bad input is a 4xx, never a 500 (issue 32)", () => {
  test("a CSV with a quote never closed is a 422 naming the line, in every format", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const files: Array<[string, string]> = [
      ["shotmarker", 'Sep 12 2026,Practice,Rifle 1,1500 x 1500,Prone,,\n,time,tags,id,score\n,"1:51.20 pm,,1,X\n'],
      ["sius", `${"1;9;1".padEnd(60, ";0")}\n"${"1;9;1".padEnd(60, ";0")}\n`],
      ["meyton", 'SL;1;List\nSH;"1;Ida\n'],
      ["mytargets", `${myTargetsHeader}\n"Evening;2026-10-20;WA 18;1;WA Full 40cm;1;;9;;\n`],
      ["generic", 'When,Ring\n2026-01-01,9\n"2026-01-02,9\n'],
    ];
    for (const [format, file] of files) {
      const reply = await importFile(api, athleteId, file, `?dryRun=true&format=${format}`);
      const problem = expectProblem(reply, 422, "validation_failed");
      expect(
        Object.values(problem).filter((v) => v === "opens a quote that is never closed"),
        format,
      ).toHaveLength(1);
    }
  });

  test("an Orion LocalDate that is not an ISO 8601 date is a line error, not a 500", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const file = JSON.stringify({ LocalDate: "March 5, 2024", MatchName: "Spelled out", Shots: [{ Sequence: 1, Score: { I: 9 } }] });
    const problem = expectProblem(await importFile(api, athleteId, file, "?dryRun=true"), 422, "validation_failed");
    expect(problem["/lines/1"]).toBe('LocalDate "March 5, 2024" is not an ISO 8601 date such as 2026-03-14; skipped');
  });

  test("an .ics event with DTSTART:garbage is a 422 naming the event", async ({ api, world }) => {
    const problem = expectProblem(
      await importCalendar(api, world.athleteId, ics("UID:1\r\nSUMMARY:Broken\r\nDTSTART:garbage")),
      422,
      "validation_failed",
    );
    expect(problem.detail).toMatch(/^The 1st event \("Broken"\) has dates that cannot be read/);
  });

  test("a malformed rangebook.reader cookie is ignored on the scorecard and the import", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const cookie = { cookie: "rangebook.reader=%E0%A4%A" };
    const entry = created(await api.post(`/api/athletes/${athleteId}/journal`, { sessionDate: "2026-11-19", score: 95 }));
    const scorecard = await api.send("GET", `/api/athletes/${athleteId}/journal/${String(entry.id)}/scorecard`, { headers: cookie });
    expect(scorecard.status).toBe(200);
    expect(scorecard.headers["content-type"]).toBe("application/pdf");
    const file = `${myTargetsHeader}\nEvening;2026-10-20 18:00;WA 18;1;WA Full 40cm;1;;9;;\n`;
    const preview = await importFile(api, athleteId, file, "?dryRun=true", cookie);
    expect(preview.status).toBe(200);
    // Read as for no cookie: UTC.
    expect((preview.body.sessions as Body[])[0]?.sessionDate).toBe("2026-10-20T18:00:00.000Z");
  });

  test("an error echoes at most a short excerpt: a long path, a 4 MiB header line", async ({ api, world }) => {
    const long = "x".repeat(15 * 1024); // Node answers 431 past 16 KiB of request head
    for (const path of [`/api/${long}`, `/api/athletes/${long}`]) {
      const reply = await api.get(path);
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(JSON.stringify(reply.body).length, path.slice(0, 20)).toBeLessThan(1_000);
    }
    const athleteId = await newAthlete(api, world.organizationId);
    const header = Array.from({ length: 4 * 1024 }, (_, i) => `${"h".repeat(1_000)}${i}`).join(",");
    const reply = await hostile(api, () => importFile(api, athleteId, `${header}\n1,2\n`, "?dryRun=true"));
    expectProblem(reply, 422, "validation_failed");
    expect(JSON.stringify(reply.body).length).toBeLessThan(2_000);
  });
});
