// Scores from a target's file on match day (issue 37 point 4, API section 13 read as section 10): a
// SIUS file of two relays is matched to entries by relay and firing point (else bib and start
// number), the shooter it cannot match is assigned by hand with the score write, a replaced score is
// kept in the history, a dry run writes nothing, official results refuse it; who may import; and
// hostile files never get a 5xx nor stall the server.
import { competitionAdminKey, decimalMatch } from "../support/match";
import { asPerson, join, signUp } from "../support/people";
import { timedBesidePings } from "../support/pings";
import { siusFile, type SiusShooter, sumOf } from "../support/score-files";
import { type Api, type Body, created, expect, expectProblem, type Reply, test, type World } from "../fixtures";

const PER_SERIES = 5;
const shotsOf = (base: number) => Array.from({ length: 10 }, (_, i) => Math.round((base + (i % 4) * 0.2) * 10) / 10);

/**
 * A competition of the world's host with a decimal 2×5 course, relays 1 and 2 of firing points 1..4,
 * and four entries: two on relay 1, one on relay 2, and one without a place but with bib 205.
 */
async function match(api: Api, world: World) {
  const { tag, course, base, enter } = await decimalMatch(api, world, {
    code: "S10",
    name: "Import",
    startDate: "2027-02-06",
    shotsPerSeries: PER_SERIES,
    innerTens: false,
    relays: [1, 2],
  });
  const athlete = async (firstName: string, lastName: string) =>
    String(created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName, lastName })).id);
  const anna = await enter(await athlete("Anna", `Berger ${tag}`), { bib: "101", relayNumber: 1, firingPoint: "1" });
  const ben = await enter(await athlete("Ben", `Keller ${tag}`), { bib: "102", relayNumber: 1, firingPoint: "2" });
  const cara = await enter(await athlete("Cara", `Lund ${tag}`), { bib: "201", relayNumber: 2, firingPoint: "3" });
  const dora = await enter(await athlete("Dora", `Sand ${tag}`), { bib: "205" });
  return {
    base,
    imports: `${base}/score-imports`,
    courseId: String(course.id),
    entries: { anna, ben, cara, dora },
    score: (id: string) => `${base}/entries/${id}/score`,
  };
}

const annaShoots: SiusShooter = { startNumber: "101", firingPoint: "1", relay: 1, shots: shotsOf(10.1), sighters: [9.8, 10.4] };
const benShoots: SiusShooter = { startNumber: "102", firingPoint: "2", relay: 1, shots: shotsOf(9.6) };
const shooters: SiusShooter[] = [
  annaShoots,
  benShoots,
  { startNumber: "201", firingPoint: "3", relay: 2, shots: shotsOf(10.0) },
  // Dora's start number is her bib; she stood on a firing point no entry names.
  { startNumber: "205", firingPoint: "4", relay: 2, shots: shotsOf(9.9) },
  // Nobody's: a shooter on relay 2, firing point 1, start number 299.
  { startNumber: "299", firingPoint: "1", relay: 2, shots: shotsOf(9.4) },
];

const upload = (api: Api, path: string, file: string | Buffer, query: string, key?: string | null) =>
  api.send("POST", `${path}?fileName=20270206_match.txt&timeZone=Europe/Berlin${query}`, {
    raw: file,
    contentType: "application/octet-stream",
    ...(key === undefined ? {} : { key }),
  });

test.describe("scores from a target's file (issue 37 point 4)", () => {
  test("a SIUS file of two relays: matched by relay and firing point or bib, the rest assigned by hand, history kept", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    const file = siusFile(shooters, PER_SERIES);

    // The dry run reports what a write would do, and writes nothing.
    const dry = await upload(api, m.imports, file, "&dryRun=true", world.keys.competitionAdmin);
    expect(dry.status, JSON.stringify(dry.body).slice(0, 500)).toBe(200);
    expect(dry.body.format).toBe("sius");
    const matched = dry.body.matched as Body[];
    expect(matched.map((r) => [r.entryId, r.relayNumber, r.firingPoint, r.matchedBy, r.status])).toEqual([
      [m.entries.anna, 1, "1", "place", "scored"],
      [m.entries.ben, 1, "2", "place", "scored"],
      [m.entries.cara, 2, "3", "place", "scored"],
      [m.entries.dora, 2, "4", "bib", "scored"],
    ]);
    expect(matched[0]).toMatchObject({ score: sumOf(shotsOf(10.1)), previousScore: null, bib: "101" });
    expect((matched[0]?.shots as Body[]).filter((s) => s.isSighter)).toHaveLength(2);
    const unmatched = dry.body.unmatched as Body[];
    expect(unmatched).toEqual([
      expect.objectContaining({
        label: "Start number 299",
        relayNumber: 2,
        firingPoint: "1",
        startNumber: "299",
        score: sumOf(shotsOf(9.4)),
      }),
    ]);
    expect(unmatched[0]?.shots).toHaveLength(10);
    for (const id of Object.values(m.entries)) {
      expect((await api.get(m.score(id))).body.score, "a dry run writes nothing").toBeNull();
    }

    // Ben's score was typed before the file came: the import replaces it, and the history says so.
    const typed = await api.put(m.score(m.entries.ben), {
      series: [
        { seriesNumber: 1, score: 48.1, innerTens: null },
        { seriesNumber: 2, score: 48.2, innerTens: null },
      ],
    });
    expect(typed.status).toBe(200);

    const written = await upload(api, m.imports, file, "", world.keys.competitionAdmin);
    expect(written.status, JSON.stringify(written.body).slice(0, 500)).toBe(201);
    const rows = written.body.matched as Body[];
    expect(rows.find((r) => r.entryId === m.entries.ben)).toMatchObject({
      previousScore: 96.3,
      score: sumOf(shotsOf(9.6)),
      status: "scored",
    });
    for (const [id, base] of [
      [m.entries.anna, 10.1],
      [m.entries.cara, 10.0],
      [m.entries.dora, 9.9],
    ] as const) {
      const score = await api.get(m.score(id));
      expect(score.body).toMatchObject({ score: sumOf(shotsOf(base)) });
      expect(score.body.shots).toHaveLength(id === m.entries.anna ? 12 : 10);
    }
    const history = (await api.get(`${m.score(m.entries.ben)}/history`)).body.items as Body[];
    expect(history.map((h) => h.source)).toEqual(["import", "entry"]);
    expect(history[0]).toMatchObject({ before: { score: 96.3 }, after: { score: sumOf(shotsOf(9.6)) } });

    // The same file again changes nothing.
    const again = await upload(api, m.imports, file, "", world.keys.competitionAdmin);
    expect((again.body.matched as Body[]).map((r) => r.status)).toEqual(["unchanged", "unchanged", "unchanged", "unchanged"]);
    expect(((await api.get(`${m.score(m.entries.ben)}/history`)).body.items as Body[]).length).toBe(2);

    // The unmatched shooter turns out to be a late entry: the official assigns them by hand with the score write.
    const late = String(
      created(
        await api.post("/api/athletes", {
          organizationId: world.organizationId,
          firstName: "Eli",
          lastName: `Late ${m.courseId.slice(-4)}`,
        }),
      ).id,
    );
    const eli = String(created(await api.post(`${m.base}/entries`, { athleteId: late, courseOfFireId: m.courseId })).id);
    const byHand = await api.put(m.score(eli), { series: [], shots: unmatched[0]?.shots }, { key: world.keys.competitionAdmin });
    expect(byHand.status, JSON.stringify(byHand.body)).toBe(200);
    expect(byHand.body).toMatchObject({ score: sumOf(shotsOf(9.4)) });

    // Official results close the import as they close the score write.
    expect((await api.post(`${m.base}/results/publish`, {}, { key: world.keys.competitionAdmin })).status).toBeLessThan(300);
    expectProblem(await upload(api, m.imports, file, "", world.keys.competitionAdmin), 409, "conflict");
    expectProblem(await upload(api, m.imports, file, "&dryRun=true", world.keys.competitionAdmin), 409, "conflict");
  });

  test("a form upload, a file without relays given one, a course the file's shots do not fit, and the course named", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    // Relay 1's shooters only, sent as a form with the relay in a field: the same match.
    const form = await api.send("POST", m.imports, {
      multipart: {
        dryRun: "true",
        relayNumber: "1",
        file: { name: "20270206_relay1.txt", mimeType: "text/plain", buffer: Buffer.from(siusFile(shooters.slice(0, 2), PER_SERIES)) },
      },
    });
    expect(form.status, JSON.stringify(form.body).slice(0, 400)).toBe(200);
    expect((form.body.matched as Body[]).map((r) => r.entryId)).toEqual([m.entries.anna, m.entries.ben]);

    // An Orion list names firing points but no relay: relayNumber says which.
    const orion = JSON.stringify([
      {
        MatchName: "Relay 2",
        Shots: Array.from({ length: 10 }, (_, i) => ({
          Score: { I: 10, D: 10.2, X: 0 },
          Sequence: i + 1,
          FiringPoint: "3",
          Location: { X: 0.1, Y: 0.2 },
          TimeScored: `2027-02-06T10:00:${String(10 + i)}Z`,
        })),
      },
    ]);
    const withRelay = await upload(api, m.imports, orion, "&dryRun=true&relayNumber=2");
    expect(withRelay.status, JSON.stringify(withRelay.body).slice(0, 400)).toBe(200);
    expect(withRelay.body).toMatchObject({ format: "orion", matched: [{ entryId: m.entries.cara, score: 102, status: "scored" }] });
    const withoutRelay = await upload(api, m.imports, orion, "&dryRun=true");
    expect(withoutRelay.body).toMatchObject({ matched: [], unmatched: [{ firingPoint: "3", relayNumber: null }] });

    // Twelve shots a series on a course of five: refused with the reason, the others still written.
    const long = siusFile([{ ...annaShoots, shots: shotsOf(10).concat([10.5, 10.5]) }, benShoots], 12);
    const refused = await upload(api, m.imports, long, "");
    expect(refused.status, JSON.stringify(refused.body).slice(0, 400)).toBe(201);
    const [first, second] = refused.body.matched as Body[];
    expect(first).toMatchObject({ entryId: m.entries.anna, status: "refused" });
    expect(String(first?.problem)).toContain("at most 2");
    expect(second).toMatchObject({ entryId: m.entries.ben, status: "scored" });
    expect((await api.get(m.score(m.entries.anna))).body.score).toBeNull();

    // A second course: the import must be told which one.
    const other = created(
      await api.post("/api/courses-of-fire", {
        name: `Other ${m.courseId.slice(-6)}`,
        code: `O-${m.courseId.slice(-6)}`,
        shotCount: 10,
        maxScore: 100,
        seriesCount: 1,
        shotsPerSeries: 10,
        scoring: "integer",
        innerTens: true,
      }),
    );
    const teammateEntry = await api.post(`${m.base}/entries`, { athleteId: world.teammateId, courseOfFireId: other.id });
    expect(teammateEntry.status).toBe(201);
    const which = expectProblem(await upload(api, m.imports, siusFile(shooters, PER_SERIES), "&dryRun=true"), 422, "validation_failed");
    expect(which["?courseOfFireId"]).toBeTruthy();
    const named = await upload(api, m.imports, siusFile(shooters, PER_SERIES), `&dryRun=true&courseOfFireId=${m.courseId}`);
    expect(named.status).toBe(200);
    expectProblem(await upload(api, m.imports, "1;2", `&courseOfFireId=${crypto.randomUUID()}`), 422, "validation_failed");
    expectProblem(await upload(api, `/api/competitions/${crypto.randomUUID()}/score-imports`, "x", ""), 404);
  });

  test("an Orion list of a whole relay, two firing points in one list: a shooter each, matched by relay and firing point", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    // The range's export of relay 1: Ben on point 2 and Anna on point 1, their shots interleaved as
    // the targets scored them, Anna with a sighter first; the list names no relay, relayNumber does.
    const orionShot = (point: string, sequence: number, d: number, extra: object = {}) => ({
      FiringPoint: point,
      Sequence: sequence,
      Score: { I: Math.floor(d), D: d, X: d >= 10.2 ? 1 : 0 },
      Location: { X: 0.3, Y: -0.2 },
      TimeScored: `2027-02-06T09:${String(10 + sequence).padStart(2, "0")}:00Z`,
      Attributes: [],
      ...extra,
    });
    const ben = shotsOf(9.6).map((d, i) => orionShot("2", i + 1, d));
    const anna = [orionShot("1", 0, 9.8, { Attributes: ["SIGHTER"] }), ...shotsOf(10.1).map((d, i) => orionShot("1", i + 1, d))];
    const relay = JSON.stringify(ben.flatMap((shot, i) => (i === 0 ? [shot, anna[0], anna[1]] : [shot, anna[i + 1]])));

    const dry = await upload(api, m.imports, relay, "&dryRun=true&relayNumber=1", world.keys.competitionAdmin);
    expect(dry.status, JSON.stringify(dry.body).slice(0, 500)).toBe(200);
    expect(dry.body).toMatchObject({ format: "orion", unmatched: [], errors: [] });
    const rows = dry.body.matched as Body[];
    expect(rows.map((r) => [r.entryId, r.relayNumber, r.firingPoint, r.matchedBy, r.score, r.status])).toEqual([
      [m.entries.ben, 1, "2", "place", sumOf(shotsOf(9.6)), "scored"],
      [m.entries.anna, 1, "1", "place", sumOf(shotsOf(10.1)), "scored"],
    ]);
    expect((rows[1]?.shots as Body[]).filter((s) => s.isSighter)).toHaveLength(1);

    const written = await upload(api, m.imports, relay, "&relayNumber=1", world.keys.competitionAdmin);
    expect(written.status, JSON.stringify(written.body).slice(0, 500)).toBe(201);
    expect((await api.get(m.score(m.entries.anna))).body).toMatchObject({ score: sumOf(shotsOf(10.1)) });
    expect((await api.get(m.score(m.entries.ben))).body).toMatchObject({ score: sumOf(shotsOf(9.6)) });
    expect((await api.get(m.score(m.entries.anna))).body.shots).toHaveLength(11);

    // Without a relay the two shooters are still two, each with their firing point, to assign by hand.
    const unplaced = await upload(api, m.imports, relay, "&dryRun=true", world.keys.competitionAdmin);
    expect((unplaced.body.unmatched as Body[]).map((u) => [u.label, u.firingPoint, u.score])).toEqual([
      ["Firing point 2", "2", sumOf(shotsOf(9.6))],
      ["Firing point 1", "1", sumOf(shotsOf(10.1))],
    ]);
  });

  test("every kind of principal: only the host's officials and admins import", async ({ api, world }) => {
    const m = await match(api, world);
    const file = siusFile(shooters.slice(0, 1), PER_SERIES);
    const otherCompetitionAdmin = competitionAdminKey(world.otherOrganizationId, `other import ${m.courseId.slice(-6)}`);
    expectProblem(await upload(api, m.imports, file, "&dryRun=true", null), 401);
    for (const key of [world.keys.athlete, world.keys.teammate, world.keys.staff, world.keys.otherStaff, otherCompetitionAdmin]) {
      expectProblem(await upload(api, m.imports, file, "&dryRun=true", key), 403, "forbidden");
    }
    const coach = await signUp("Import Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);
    expect((await asPerson(coach, "POST", `${m.imports}?dryRun=true`, {})).status).toBe(403);
    const official = await signUp("Ida Official");
    await join(official, world.organizationId, "competition-admin", world.keys.admin);
    const bySession = await fetch(`${api.baseUrl}${m.imports}?dryRun=true&fileName=20270206.txt`, {
      method: "POST",
      headers: { cookie: official.cookie, origin: api.baseUrl, "content-type": "application/octet-stream" },
      body: file,
    });
    expect(bySession.status).toBe(200);
    for (const key of [world.keys.admin, world.keys.competitionAdmin]) {
      expect((await upload(api, m.imports, file, "&dryRun=true", key)).status).toBe(200);
    }
    // An API key of the admin (the default key) writes.
    expect((await upload(api, m.imports, file, "")).status).toBe(201);
    expectProblem(await api.get(m.imports), 405);
  });
});

test.describe("hostile score files never get a 5xx nor stall the server", () => {
  test.describe.configure({ timeout: 120_000 });

  async function hostile(api: Api, send: () => Promise<Reply>): Promise<Reply> {
    const { value, ms, slowestPing } = await timedBesidePings(api.baseUrl, send);
    expect(value.status, JSON.stringify(value.body).slice(0, 300)).toBeLessThan(500);
    expect(ms, `the answer took ${Math.round(ms)} ms`).toBeLessThan(5_000);
    expect(slowestPing, `a ping waited ${Math.round(slowestPing)} ms`).toBeLessThan(1_000);
    expect((await api.get("/api/health", { key: null })).status).toBe(200);
    return value;
  }

  test("over 20 MiB, deep JSON, repeated lines, garbage, binary", async ({ api, world }) => {
    const m = await match(api, world);
    const huge = Buffer.alloc(20 * 1024 * 1024 + 10, "1;");
    expectProblem(await hostile(api, () => upload(api, m.imports, huge, "&dryRun=true")), 413);
    const deep = await hostile(api, () => upload(api, m.imports, "[".repeat(2 * 1024 * 1024), "&dryRun=true&format=orion"));
    expect(expectProblem(deep, 422, "validation_failed")["/lines/1"]).toBe("is nested deeper than 8 levels, which no import format is");
    // One shooter's line 30,000 times: one shooter, past the 400 shots a score holds, refused with its reason.
    const line = siusFile([annaShoots], PER_SERIES).split("\r\n")[5] ?? "";
    const repeated = await hostile(api, () => upload(api, m.imports, `${line}\r\n`.repeat(30_000), "&dryRun=true"));
    expect(repeated.status).toBe(200);
    expect(repeated.body.matched).toEqual([expect.objectContaining({ entryId: m.entries.anna, status: "refused" })]);
    // An Orion list naming 100,000 firing points: the first 200 are shooters, the rest a line that says so.
    const points = `[${Array.from({ length: 100_000 }, (_, i) => `{"FiringPoint":"${i + 1}","Sequence":1,"Score":{"I":9,"D":9.5}}`).join(",")}]`;
    const many = await hostile(api, () => upload(api, m.imports, points, "&dryRun=true"));
    expect(many.status).toBe(200);
    expect(many.body.unmatched).toHaveLength(200);
    expect(String((many.body.errors as Body[])[0]?.message)).toMatch(/^names a firing point past the first 200 of its list/);
    const garbage = await hostile(api, () => upload(api, m.imports, "hello;world\nnot;a;shot\n".repeat(2000), "&dryRun=true&format=sius"));
    const problem = expectProblem(garbage, 422, "validation_failed");
    expect(Object.keys(problem).some((k) => k.startsWith("/lines/"))).toBe(true);
    expectProblem(await hostile(api, () => upload(api, m.imports, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]), "")), 422);
    expect((await hostile(api, () => upload(api, m.imports, "", "&dryRun=true"))).status).toBeGreaterThanOrEqual(400);
    // A bad option is refused before the file is read, as every query is (400).
    expect(expectProblem(await upload(api, m.imports, "x", "&relayNumber=-1"), 400)["?relayNumber"]).toBe("must be at least 1");
    expect(expectProblem(await upload(api, m.imports, "x", "&format=excel"), 400)["?format"]).toBeTruthy();
  });
});
