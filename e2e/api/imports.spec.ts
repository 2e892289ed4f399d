import { sharedShotMarker, shotMarker, shotMarkerString, sius } from "../../lib/imports/test-files";
import { type Api, type Body, created, expect, expectProblem, fieldErrors, test } from "../fixtures";

type Session = Body & { index: number; status: string; entryId: string | null; label: string; score: number; shooter: string | null };

async function newAthlete(api: Api, organizationId: string): Promise<string> {
  return String(created(await api.post("/api/athletes", { organizationId, firstName: "Ida", lastName: "Import" })).id);
}

const upload = (api: Api, athleteId: string, file: string | Buffer, query = "") =>
  api.send("POST", `/api/athletes/${athleteId}/journal/imports${query}`, { raw: file, contentType: "text/csv" });

const entries = async (api: Api, athleteId: string) => (await api.get(`/api/athletes/${athleteId}/journal?limit=100`)).body.items as Body[];

/** A course of fire's id by its code (the presets every Rangebook has). */
async function courseId(api: Api, code: string): Promise<string> {
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Body[];
  return String(courses.find((c) => c.code === code)?.id);
}

/** The file as a browser form or `curl -F` sends it: a real multipart body, built by FormData. */
async function formUpload(api: Api, athleteId: string, file: string, fields: Record<string, string>, query = "") {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([file], { type: "text/csv" }), "shotlog.csv");
  const request = new Request("http://form.invalid/", { method: "POST", body: form });
  return api.send("POST", `/api/athletes/${athleteId}/journal/imports${query}`, {
    raw: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  });
}

test.describe("imports (API section 10)", () => {
  test("a dry run reports every session and writes nothing; the chosen ones go in with their shots; again, nothing is created twice", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const prone = await courseId(api, "NRA-SBPR-40");
    const preview = await upload(api, athleteId, shotMarker, `?dryRun=true&courseOfFireId=${prone}`);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ format: "shotmarker", formatName: "ShotMarker", created: 3, duplicates: 0 });
    const sessions = preview.body.sessions as Session[];
    expect(sessions.map((s) => [s.label, s.status, s.entryId, s.score])).toEqual([
      ["Prone 600 practice", "created", null, 48],
      ["Shared target (shooter A)", "created", null, 19],
      ["Shared target (shooter R)", "created", null, 20],
    ]);
    expect(sessions[0]).toMatchObject({
      shots: 5,
      sighters: 1,
      innerTens: 1,
      statedScore: 48,
      seriesTotals: [{ seriesNumber: 1, score: 48, shotCount: 5 }],
    });
    expect(preview.body.errors).toEqual([{ line: 20, message: 'id "Q7Z" is not a shot\'s id (1, S1, R1, RS1); skipped' }]);
    expect(await entries(api, athleteId)).toEqual([]);

    // The athlete is shooter A on the shared target: they keep their own string and that one.
    const imported = await upload(api, athleteId, shotMarker, `?sessions=0,1&courseOfFireId=${prone}`);
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ created: 2, duplicates: 0 });
    const written = imported.body.sessions as Session[];
    expect(written.map((s) => s.index)).toEqual([0, 1]);
    const entry = (await api.get(`/api/athletes/${athleteId}/journal/${written[0]?.entryId}`)).body;
    expect(entry).toMatchObject({
      sessionDate: "2026-09-12T13:50:10.000Z",
      score: 48,
      maxScore: 50,
      shotsFired: 5,
      numberOfXs: 1,
      totalsFromShots: true,
      notes: "Imported from ShotMarker: Prone 600 practice",
      courseOfFireId: prone,
    });
    const shots = (await api.get(`/api/athletes/${athleteId}/journal/${written[0]?.entryId}/shots`)).body;
    expect((shots.shots as Body[]).map((s) => [s.score, s.isSighter, s.x, s.y])).toEqual([
      [9, true, 35.2, -12],
      [10, false, 2, 3],
      [10, false, -20.5, 15],
      [9, false, 60, -40],
      [10, false, 10, 10],
      [9, false, 70, 0],
    ]);

    const again = await upload(api, athleteId, shotMarker, `?courseOfFireId=${prone}`);
    expect(again.status).toBe(201);
    expect(again.body).toMatchObject({ created: 1, duplicates: 2 });
    expect((again.body.sessions as Session[]).map((s) => s.status)).toEqual(["duplicate", "duplicate", "created"]);
    expect((again.body.sessions as Session[])[0]?.entryId).toBe(written[0]?.entryId);
    expect(await entries(api, athleteId)).toHaveLength(3);

    // The same file sent from a phone in another zone reads other instants, and is the same file.
    const abroad = await upload(api, athleteId, shotMarker, `?timeZone=Pacific/Auckland&courseOfFireId=${prone}`);
    expect(abroad.body).toMatchObject({ created: 0, duplicates: 3 });
    expect(await entries(api, athleteId)).toHaveLength(3);
  });

  test("an Orion list of a relay's two firing points is a session each: the athlete keeps their own shots, never both shooters'", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const shot = (point: string, i: number, d: number) => ({
      FiringPoint: point,
      Sequence: i + 1,
      TargetName: "10m Air Rifle",
      Score: { I: Math.floor(d), D: d, X: 0 },
      TimeScored: `2026-10-04T09:${String(i).padStart(2, "0")}:00Z`,
    });
    const relay = JSON.stringify([
      {
        LocalDate: "2026-10-04",
        MatchName: "Club final",
        Shots: Array.from({ length: 60 }, (_, i) => [shot("7", i, 10.3), shot("8", i, 9.4)]).flat(),
      },
    ]);
    const preview = await upload(api, athleteId, relay, "?dryRun=true");
    expect(preview.status, JSON.stringify(preview.body).slice(0, 400)).toBe(200);
    expect((preview.body.sessions as Session[]).map((s) => [s.label, s.status, s.shots, s.score])).toEqual([
      ["Firing point 7 · Club final", "created", 60, 600],
      ["Firing point 8 · Club final", "created", 60, 540],
    ]);
    const mine = await upload(api, athleteId, relay, "?sessions=1");
    expect(mine.status, JSON.stringify(mine.body).slice(0, 400)).toBe(201);
    expect(mine.body).toMatchObject({ created: 1 });
    expect(await entries(api, athleteId)).toHaveLength(1);
    const entryId = (mine.body.sessions as Session[]).find((s) => s.index === 1)?.entryId;
    expect((await api.get(`/api/athletes/${athleteId}/journal/${entryId}`)).body).toMatchObject({
      shotsFired: 60,
      notes: "Imported from Scopos / Orion: Firing point 8 · Club final",
    });
  });

  test("a string the file holds twice is imported once; the chosen sessions go in together or not at all", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const course = `courseOfFireId=${await courseId(api, "NRA-SBPR-40")}`;
    const twice = `${shotMarker}\n${shotMarker.split("\n").slice(3, 12).join("\n")}\n`;
    const preview = await upload(api, athleteId, twice, `?dryRun=true&${course}`);
    expect((preview.body.sessions as Session[]).map((s) => s.status)).toEqual(["created", "created", "created", "duplicate"]);
    const reply = await upload(api, athleteId, twice, `?sessions=0,3&${course}`);
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ created: 1, duplicates: 1 });
    const [first, repeat] = reply.body.sessions as Session[];
    expect(repeat?.entryId).toBe(first?.entryId);
    expect(await entries(api, athleteId)).toHaveLength(1);

    // Sixty strings are written in two batches before the sixty-first, chosen by name, turns out to
    // hold only sighters: the whole import is rolled back.
    const other = await newAthlete(api, world.organizationId);
    const string = (n: number) =>
      [
        `Sep ${(n % 28) + 1} 2026,String ${n},Rifle 1,1500 x 1500,Short,,`,
        ",time,tags,id,score,temp C,x mm,y mm",
        `,9:00.00 am,,1,${n % 11},,1,1`,
        "",
      ].join("\n");
    const onlySighters = [
      "Sep 20 2026,Warm-up,Rifle 1,1500 x 1500,Short,0-0X,",
      ",time,tags,id,score,temp C,x mm,y mm",
      ",9:00.00 am,,S1,9,,1,1",
    ].join("\n");
    const long = `${Array.from({ length: 60 }, (_, n) => string(n)).join("\n")}\n${onlySighters}\n`;
    const all = Array.from({ length: 61 }, (_, n) => n).join(",");
    const refused = await upload(api, other, long, `?sessions=${all}&${course}`);
    expect(expectProblem(refused, 422, "validation_failed")["?sessions"]).toBe("names a session that cannot be imported");
    expect(refused.body.detail).toBe("Session 60 cannot be imported: it holds only sighters.");
    expect(await entries(api, other)).toEqual([]);
    const unchosen = await upload(api, other, long, `?${course}`);
    expect(unchosen.body).toMatchObject({ created: 60, duplicates: 0 });
    expect((unchosen.body.sessions as Session[]).at(-1)?.status).toBe("invalid");
  });

  test("SIUS takes its date from the file's name; a file that cannot be read is 422 naming its lines; over 20 MiB is 413", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const course = `courseOfFireId=${await courseId(api, "AR60")}`;
    const file = [sius({ 0: 7, 1: 10, 2: 1, 4: "10.4", 18: 1, 19: 2 }), sius({ 0: 7, 1: 9, 2: 1, 4: "9.7", 18: 1, 19: 2 })].join("\n");
    const reply = await upload(api, athleteId, file, `?fileName=20261012_lane4.txt&${course}`);
    expect(reply.status).toBe(201);
    const [session] = reply.body.sessions as Session[];
    expect(session).toMatchObject({ sessionDate: "2026-10-12T14:03:27.000Z", score: 19, decimalScore: 20.1 });
    const entry = (await api.get(`/api/athletes/${athleteId}/journal/${session?.entryId}`)).body;
    expect(entry).toMatchObject({ score: 20.1, maxScore: 21.8, shotsFired: 2, discipline: "Air Rifle" });
    // Renamed, or with no date in its name (today's is used), it is the same file.
    for (const fileName of ["lane4-copy.txt", "20261013_lane4.txt"])
      expect((await upload(api, athleteId, file, `?fileName=${fileName}&${course}`)).body).toMatchObject({ created: 0, duplicates: 1 });

    // A workbook is not read as a CSV with garbled columns: the problem says what to export.
    const workbook = expectProblem(await upload(api, athleteId, Buffer.from("PK\u0003\u0004\u0014\u0000\u0006\u0000xl/workbook.xml")), 422);
    expect(workbook.detail).toContain("This file is a spreadsheet workbook or a zip archive, which Rangebook cannot read shots from.");
    expect(fieldErrors(workbook)).toEqual({ "/lines/1": "is a spreadsheet workbook or a zip archive" });

    const broken = await upload(api, athleteId, "Sep 12 2026,x\n,time,tags,id,score\n,1:00 pm,,one,11\n", "?format=shotmarker");
    const problem = expectProblem(broken, 422, "validation_failed");
    expect(problem.detail).toContain("No session could be read from this ShotMarker file.");
    expect(fieldErrors(problem)).toEqual({ "/lines/3": 'id "one" is not a shot\'s id (1, S1, R1, RS1); skipped' });

    // The range's clock is read in the zone named, else the browser's (its reader cookie), else UTC.
    const path = `/api/athletes/${athleteId}/journal/imports?fileName=20261012_lane4.txt&dryRun=true`;
    const dated = async (query: string, headers: Record<string, string> = {}) => {
      const preview = await api.send("POST", `${path}${query}`, { raw: file, contentType: "text/csv", headers });
      return (preview.body.sessions as Session[])[0]?.sessionDate;
    };
    expect(await dated("&timeZone=Europe/Berlin")).toBe("2026-10-12T12:03:27.000Z");
    expect(await dated("", { cookie: "rangebook.reader=en-US%7CAmerica%2FDenver" })).toBe("2026-10-12T20:03:27.000Z");
    expect(await dated("&timeZone=UTC", { cookie: "rangebook.reader=en-US%7CAmerica%2FDenver" })).toBe("2026-10-12T14:03:27.000Z");
    expect(expectProblem(await upload(api, athleteId, file, "?timeZone=Mars/Olympus"), 400, "bad_request")["?timeZone"]).toBe(
      'must be a time zone such as "Europe/Berlin" or "America/Denver"',
    );

    expectProblem(await upload(api, athleteId, Buffer.alloc(20 * 1024 * 1024 + 1, 65)), 413, "payload_too_large");
    expect(expectProblem(await upload(api, athleteId, shotMarker, "?format=excel"), 400, "bad_request")).toHaveProperty(["?format"]);
  });

  test("a CSV of one's own: its columns are asked for once, then remembered", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const csv = "When;Ring;Tenths\n2026-11-02T18:00:00Z;10;10.3\n2026-11-02T18:00:00Z;9;9.4\n";
    const unmapped = expectProblem(await upload(api, athleteId, csv), 422, "validation_failed");
    expect(unmapped.detail).toContain('"When", "Ring", "Tenths"');
    expect(unmapped["?mapping"]).toBe("choose from the columns When, Ring, Tenths");
    const mapping = encodeURIComponent(JSON.stringify({ sessionDate: "When", score: "Ring", decimalScore: "Tenths" }));
    const mapped = await upload(api, athleteId, csv, `?mapping=${mapping}&dryRun=true`);
    expect(mapped.status).toBe(200);
    expect(mapped.body).toMatchObject({
      format: "generic",
      columns: ["When", "Ring", "Tenths"],
      sessions: [{ decimalScore: 19.7, shots: 2 }],
    });
    // The mapping is remembered for the athlete: the next file of the same kind needs none.
    const next = await upload(api, athleteId, csv.replace(/2026-11-02/g, "2026-11-03"), `?courseOfFireId=${await courseId(api, "AR60")}`);
    expect(next.status).toBe(201);
    expect(next.body).toMatchObject({ created: 1 });
    expectProblem(await upload(api, athleteId, csv, `?mapping=${encodeURIComponent('{"score":"Ring"}')}`), 400, "bad_request");
  });

  test("a form upload (multipart/form-data, as a browser or curl -F sends it) is read exactly as the body's bytes, options as its fields", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const prone = await courseId(api, "NRA-SBPR-40");
    const bytes = await upload(api, athleteId, shotMarker, `?dryRun=true&courseOfFireId=${prone}`);
    const form = await formUpload(api, athleteId, shotMarker, { dryRun: "true", courseOfFireId: prone });
    expect(form.status).toBe(200);
    expect(form.body).toEqual(bytes.body);
    // The form's fields come before the query's.
    const written = await formUpload(api, athleteId, shotMarker, { dryRun: "false", courseOfFireId: prone, sessions: "0" }, "?dryRun=true");
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ created: 1 });
    expect(await entries(api, athleteId)).toHaveLength(1);
    // Its limits and mistakes are answered in words, as the body's are.
    const bad = await formUpload(api, athleteId, shotMarker, { format: "excel" });
    expect(expectProblem(bad, 400, "bad_request")).toHaveProperty(["?format"]);
    const noFile = await api.send("POST", `/api/athletes/${athleteId}/journal/imports`, {
      raw: '--b\r\ncontent-disposition: form-data; name="dryRun"\r\n\r\ntrue\r\n--b--\r\n',
      contentType: "multipart/form-data; boundary=b",
    });
    expect(expectProblem(noFile, 422, "validation_failed").detail).toBe(
      'The form cannot be read: it holds no part named "file"; send the file as the part named "file" (curl -F file=@shots.csv). Nothing was imported.',
    );
    expectProblem(await formUpload(api, athleteId, "A".repeat(20 * 1024 * 1024 + 1), {}), 413, "payload_too_large");
  });

  test("two shooters on one ShotMarker target: each stated total goes with the shooter whose shots add up to it, and ?shooter= keeps one's", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const preview = await upload(api, athleteId, sharedShotMarker, "?dryRun=true");
    expect((preview.body.sessions as Session[]).map((s) => [s.shooter, s.score, s.statedScore])).toEqual([
      ["Shooter A", 134, 134],
      ["Shooter R", 142, 142],
    ]);
    const course = await courseId(api, "NRA-SBPR-40");
    const mine = await upload(api, athleteId, sharedShotMarker, `?shooter=${encodeURIComponent("Shooter R")}&courseOfFireId=${course}`);
    expect(mine.status).toBe(201);
    expect((mine.body.sessions as Session[]).map((s) => [s.index, s.shooter, s.status])).toEqual([[1, "Shooter R", "created"]]);
    const nobody = expectProblem(
      await upload(api, athleteId, sharedShotMarker, "?shooter=Shooter%20Q&dryRun=true"),
      422,
      "validation_failed",
    );
    expect(nobody.detail).toBe("This file holds no sessions of Shooter Q; its shooters are Shooter A, Shooter R.");
  });

  test("every session gets a course of fire: recognised from its shots and face, named in the request, or it is not written", async ({
    api,
    world,
  }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    // 40 whole-ring shots on the air rifle face are AR40.
    const forty = shotMarkerString(
      "Forty",
      "10m Air Rifle",
      ["360-4X"],
      Array.from({ length: 40 }, (_, i) => ({ id: String(i + 1), score: i < 4 ? "X" : i < 20 ? 10 : 8, fps: 574 })),
    );
    // 60 shots in tenths on the air rifle face (Orion's JSON) are AR60.
    const sixty = JSON.stringify([
      {
        LocalDate: "2026-10-04",
        MatchName: "Club final",
        Shots: Array.from({ length: 60 }, (_, i) => ({
          Sequence: i + 1,
          TargetName: "10m Air Rifle",
          Score: { I: 10, D: 10.3, X: 0 },
          Location: { X: 0.1, Y: 0.2 },
        })),
      },
    ]);
    const ar40 = await courseId(api, "AR40");
    const ar60 = await courseId(api, "AR60");
    const recognised = await upload(api, athleteId, forty);
    expect(recognised.status).toBe(201);
    expect((recognised.body.sessions as Session[])[0]).toMatchObject({
      status: "created",
      needsCourse: false,
      courseOfFire: { id: ar40, code: "AR40", recognised: true },
    });
    const orion = (await upload(api, athleteId, sixty, "?dryRun=true")).body.sessions as Session[];
    expect(orion[0]).toMatchObject({ status: "created", courseOfFire: { id: ar60, code: "AR60", recognised: true } });

    // The shared target fits none: the report says so in words and writes nothing without a course.
    const preview = (await upload(api, athleteId, shotMarker, "?dryRun=true")).body.sessions as Session[];
    expect(preview[0]).toMatchObject({
      status: "invalid",
      needsCourse: true,
      courseOfFire: null,
      problem: "has no course of fire: its 5 match shots fit no course of fire; choose one",
    });
    const nothing = await upload(api, athleteId, shotMarker);
    expect(nothing.body).toMatchObject({ created: 0 });
    const refused = expectProblem(await upload(api, athleteId, shotMarker, "?sessions=0"), 422, "validation_failed");
    expect(refused.detail).toBe(
      "Session 0 cannot be imported: it has no course of fire: its 5 match shots fit no course of fire; choose one.",
    );
    expect(refused["?courses"]).toBe("names no course of fire for a session that needs one");

    // Named for all, or per session (which comes first).
    const prone = await courseId(api, "NRA-SBPR-40");
    const named = await upload(api, athleteId, shotMarker, `?sessions=0,1&courseOfFireId=${prone}&courses=1:${ar40}`);
    expect((named.body.sessions as Session[]).map((s) => s.courseOfFire)).toEqual([
      { id: prone, code: "NRA-SBPR-40", name: "NRA Smallbore Prone, 40 shots", recognised: false },
      { id: ar40, code: "AR40", name: "10m Air Rifle, 40 shots (junior)", recognised: false },
    ]);
    const kept = await Promise.all(
      (named.body.sessions as Session[]).map(
        async (s) => (await api.get(`/api/athletes/${athleteId}/journal/${s.entryId}`)).body.courseOfFireId,
      ),
    );
    expect(kept).toEqual([prone, ar40]);
    const unknown = expectProblem(await upload(api, athleteId, shotMarker, "?courseOfFireId=nope&dryRun=true"), 422, "validation_failed");
    expect(unknown["?courseOfFireId"]).toBe("names no course of fire");
    expect(await entries(api, athleteId)).toHaveLength(3);
  });

  test("ShotMarker's velocity, yaw and pitch are kept with each shot and returned; the shots PUT bounds them", async ({ api, world }) => {
    const athleteId = await newAthlete(api, world.organizationId);
    const file = shotMarkerString(
      "Chrono",
      "Mid range",
      ["19-1X"],
      [
        { id: "1", score: "X", fps: 574, yaw: 0.3, pitch: -0.2 },
        { id: "2", score: 9 },
      ],
    );
    const reply = await upload(api, athleteId, file, `?courseOfFireId=${await courseId(api, "NRA-SBPR-40")}`);
    const entryId = String((reply.body.sessions as Session[])[0]?.entryId);
    const path = `/api/athletes/${athleteId}/journal/${entryId}/shots`;
    const shots = (await api.get(path)).body.shots as Body[];
    expect(shots.map((s) => [s.velocity, s.yaw, s.pitch])).toEqual([
      [175, 0.3, -0.2],
      [null, null, null],
    ]);
    const [first] = shots;
    const shot = { seriesNumber: 1, shotNumber: 1, score: 10, isInnerTen: true, x: first?.x, y: first?.y };
    const bad = expectProblem(await api.put(path, { shots: [{ ...shot, velocity: 5000, yaw: 91 }] }), 422, "validation_failed");
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(["/shots/0/velocity", "/shots/0/yaw"]);
    expect((await api.put(path, { shots: [{ ...shot, velocity: 174.2, yaw: -1.5, pitch: 0 }] })).status).toBe(200);
    expect(((await api.get(path)).body.shots as Body[])[0]).toMatchObject({ velocity: 174.2, yaw: -1.5, pitch: 0 });
  });
});
