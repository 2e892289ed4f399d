// Scores on match day (API section 13): the host's officials write an entry's series and shots, a
// value the course of fire cannot hold is 422, a stale If-Match is a 412 that carries theirs, official
// results close scores (409), every change is kept, and two officials on different entries both land.
import { competitionAdminKey } from "../support/match";
import { executeSql } from "../support/databases";
import { asPerson, join, signUp } from "../support/people";
import { type Api, type Body, created, expect, expectProblem, fieldErrors, test, type World } from "../fixtures";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";
const six = (scores: number[]) => scores.map((score, i) => ({ seriesNumber: i + 1, score, innerTens: null }));

/** A competition of the world's host with a decimal 6×10 course and entries for the athlete and the teammate. */
async function match(api: Api, world: World, scoring: "decimal" | "integer" = "decimal") {
  const tag = Math.random().toString(36).slice(2, 8);
  const course = created(
    await api.post("/api/courses-of-fire", {
      name: `Air rifle 60 ${tag}`,
      code: `S60-${scoring}-${tag}`,
      shotCount: 60,
      maxScore: scoring === "decimal" ? 654 : 600,
      seriesCount: 6,
      shotsPerSeries: 10,
      scoring,
      innerTens: scoring === "integer",
    }),
  );
  const competition = created(
    await api.post("/api/competitions", { organizationId: world.organizationId, name: `Scores ${tag}`, startDate: "2027-02-06" }),
  );
  const base = `/api/competitions/${String(competition.id)}`;
  const entry = async (athleteId: string) =>
    String(created(await api.post(`${base}/entries`, { athleteId, courseOfFireId: course.id })).id);
  const [mine, theirs] = [await entry(world.athleteId), await entry(world.teammateId)];
  return {
    base,
    competitionId: String(competition.id),
    courseId: String(course.id),
    mine,
    theirs,
    score: (id: string) => `${base}/entries/${id}/score`,
  };
}

test.describe("scores (API section 13)", () => {
  test("every kind of principal: only the host's officials and admins write; readers read", async ({ api, world }) => {
    const m = await match(api, world);
    const otherCompetitionAdmin = competitionAdminKey(world.otherOrganizationId, `other comp ${m.competitionId.slice(-6)}`);
    const coach = await signUp("Scores Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);
    const body = { series: six([100.1, 101.2]).slice(0, 2) };
    const put = (key: string | null) => api.put(m.score(m.mine), body, { key });

    expectProblem(await put(null), 401);
    for (const key of [world.keys.athlete, world.keys.teammate, world.keys.staff, world.keys.otherStaff, otherCompetitionAdmin]) {
      expectProblem(await put(key), 403, "forbidden");
    }
    expect((await asPerson(coach, "PUT", m.score(m.mine), body)).status).toBe(403);
    // An athlete's score in the request is refused as theirs, whatever its values.
    expectProblem(await api.put(m.score(m.mine), { series: [{ seriesNumber: 99, score: -1 }] }, { key: world.keys.athlete }), 403);

    const byOfficial = await put(world.keys.competitionAdmin);
    expect(byOfficial.status, JSON.stringify(byOfficial.body)).toBe(200);
    expect(byOfficial.body).toMatchObject({ id: m.mine, score: 201.3, innerTens: null, scoreCorrected: false });
    expect(byOfficial.headers.etag).toMatch(/^"/);
    const byAdmin = await api.put(m.score(m.theirs), body, { key: world.keys.admin });
    expect(byAdmin.status).toBe(200);

    // Reading one score: the host's officials and staff, the athlete their own.
    for (const key of [world.keys.admin, world.keys.competitionAdmin, world.keys.staff, world.keys.athlete]) {
      expect((await api.get(m.score(m.mine), { key })).status).toBe(200);
    }
    for (const key of [world.keys.teammate, world.keys.otherStaff, otherCompetitionAdmin]) {
      expectProblem(await api.get(m.score(m.mine), { key }), 403);
    }
    // The sheet and the history: the host's officials and admins only.
    for (const path of [`${m.base}/scores`, `${m.score(m.mine)}/history`]) {
      for (const key of [world.keys.admin, world.keys.competitionAdmin]) expect((await api.get(path, { key })).status).toBe(200);
      for (const key of [world.keys.athlete, world.keys.staff, world.keys.otherStaff, otherCompetitionAdmin]) {
        expectProblem(await api.get(path, { key }), 403);
      }
      expectProblem(await api.get(path, { key: null }), 401);
    }
    expectProblem(await api.put(`${m.base}/entries/${crypto.randomUUID()}/score`, body), 404);
    expectProblem(await api.put(`/api/competitions/${crypto.randomUUID()}/entries/${m.mine}/score`, body), 404);
  });

  test("series from shots, the sheet, and every change kept with who, when, before and after", async ({ api, world }) => {
    const m = await match(api, world);
    const official = await signUp("Maria Official");
    await join(official, world.organizationId, "competition-admin", world.keys.admin);
    const first = await asPerson(official, "PUT", m.score(m.mine), { series: six([101.5, 102.3, 103.1, 100.9, 104.2, 99.8]) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ score: 611.8, scoreCorrected: false });

    // Shots make series 2 (and keep 1, 3..6 typed); a typed value for series 2 must agree with them.
    const shots = Array.from({ length: 10 }, (_, i) => ({ seriesNumber: 2, shotNumber: i + 1, score: 10, decimalScore: 10.3 }));
    const withShots = await api.put(m.score(m.mine), {
      series: six([101.5, 103, 103.1, 100.9, 104.2, 99.8]).filter((s) => s.seriesNumber !== 2),
      shots,
    });
    expect(withShots.status, JSON.stringify(withShots.body)).toBe(200);
    const series2 = (withShots.body.series as Body[]).find((s) => s.seriesNumber === 2);
    expect(series2).toMatchObject({ score: 103, shotCount: 10, fromShots: true });
    expect(withShots.body).toMatchObject({ score: 612.5, scoreCorrected: true });
    expect(withShots.body.shots).toHaveLength(10);
    const disagreeing = expectProblem(await api.put(m.score(m.mine), { series: six([101.5, 99, 103.1, 100.9, 104.2, 99.8]), shots }), 422);
    expect(fieldErrors(disagreeing)).toHaveProperty("/series/1/score");
    // Without shots in the request, typing over a series its shots make is 409 in words.
    const typedOver = expectProblem(await api.put(m.score(m.mine), { series: six([101.5, 99, 103.1, 100.9, 104.2, 99.8]) }), 409);
    expect(typedOver.detail).toBe("Series 2 is the sum of its 10 shots; change its shots instead.");

    const history = await api.get(`${m.score(m.mine)}/history`);
    expect(history.status).toBe(200);
    const items = history.body.items as Body[];
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ changedBy: "Maria Official", source: "entry", before: null, after: { score: 611.8 } });
    expect(items[0]).toMatchObject({ changedBy: null, before: { score: 611.8 }, after: { score: 612.5 } });
    expect(Date.parse(String(items[0]?.changedUtc))).toBeGreaterThan(0);

    // Writing the same score again changes nothing and keeps no change.
    const again = await api.put(m.score(m.mine), { series: six([101.5, 103, 103.1, 100.9, 104.2, 99.8]) });
    expect(again.status).toBe(200);
    expect(((await api.get(`${m.score(m.mine)}/history`)).body.items as Body[]).length).toBe(2);

    const sheet = await api.get(`${m.base}/scores?courseOfFireId=${m.courseId}`);
    expect(sheet.status).toBe(200);
    expect(sheet.body.resultsStatus).toBe("provisional");
    expect(sheet.body.courses).toEqual([
      expect.objectContaining({ id: m.courseId, seriesCount: 6, shotsPerSeries: 10, scoring: "decimal" }),
    ]);
    const rows = sheet.body.rows as Body[];
    expect(rows.map((r) => r.entryId).sort()).toEqual([m.mine, m.theirs].sort());
    const row = rows.find((r) => r.entryId === m.mine);
    expect(row).toMatchObject({ score: 612.5, scoreCorrected: true, status: "entered" });
    expect(row?.etag).toBe((await api.get(m.score(m.mine))).headers.etag);
    expectProblem(await api.get(`${m.base}/scores?courseOfFireId=nope`), 400);
  });

  test("a stale If-Match is 412 carrying theirs; two officials on different entries both land", async ({ api, world }) => {
    const m = await match(api, world);
    const official = { key: world.keys.competitionAdmin };
    const read = await api.get(m.score(m.mine), official);
    const etag = String(read.headers.etag);
    const theirs = await api.put(m.score(m.mine), { series: six([100, 101]).slice(0, 2) }, { ...official, headers: { "if-match": etag } });
    expect(theirs.status).toBe(200);
    const stale = expectProblem(
      await api.put(m.score(m.mine), { series: six([99.5, 98.7]).slice(0, 2) }, { ...official, headers: { "if-match": etag } }),
      412,
      "precondition_failed",
    );
    expect(stale).toMatchObject({ currentScore: "201", currentETag: theirs.headers.etag });
    expect(JSON.parse(String(stale.currentSeries))).toEqual([
      { seriesNumber: 1, score: 100, innerTens: null },
      { seriesNumber: 2, score: 101, innerTens: null },
    ]);
    // Taking theirs' ETag, mine lands.
    const mine = await api.put(
      m.score(m.mine),
      { series: six([99.5, 98.7]).slice(0, 2) },
      { ...official, headers: { "if-match": String(stale.currentETag) } },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.score).toBe(198.2);

    // Two officials writing different entries at once, each with the ETag they read: both land.
    const [a, b] = await Promise.all([api.get(m.score(m.mine)), api.get(m.score(m.theirs))]);
    const writes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0
          ? api.put(m.score(m.mine), { series: six([90 + i]) }, { ...official, headers: { "idempotency-key": crypto.randomUUID() } })
          : api.put(
              m.score(m.theirs),
              { series: six([80 + i]) },
              { key: world.keys.admin, headers: { "if-match": String(b.headers.etag), "idempotency-key": crypto.randomUUID() } },
            ),
      ),
    );
    expect(a.status).toBe(200);
    // The first write to "theirs" with the ETag read lands; the later ones with the same ETag are 412, never lost silently.
    expect(writes.filter((_, i) => i % 2 === 0).every((w) => w.status === 200)).toBe(true);
    const theirsStatuses = writes
      .filter((_, i) => i % 2 === 1)
      .map((w) => w.status)
      .sort();
    expect(theirsStatuses).toEqual([200, 412, 412]);
    const sheet = (await api.get(`${m.base}/scores`)).body.rows as Body[];
    expect(sheet.find((r) => r.entryId === m.mine)?.score).toBeGreaterThanOrEqual(90);
    expect(sheet.find((r) => r.entryId === m.theirs)?.score).toBeGreaterThanOrEqual(81);

    // The same Idempotency-Key again: the first answer, nothing written twice.
    const key = crypto.randomUUID();
    const once = await api.put(m.score(m.theirs), { series: six([77]) }, { headers: { "idempotency-key": key } });
    const twice = await api.put(m.score(m.theirs), { series: six([77]) }, { headers: { "idempotency-key": key } });
    expect(once.status).toBe(200);
    expect(twice.headers["idempotency-replayed"]).toBe("true");
    expect(twice.body).toEqual(once.body);
  });

  test("official results close scores (409) until reopened", async ({ api, world }) => {
    const m = await match(api, world);
    expect((await api.put(m.score(m.mine), { series: six([100]) })).status).toBe(200);
    await executeSql(databaseUrl(), [`UPDATE "Competition" SET "resultsStatus" = 'official' WHERE "id" = '${m.competitionId}'`]);
    const closed = expectProblem(await api.put(m.score(m.mine), { series: six([101]) }), 409, "conflict");
    expect(closed.detail).toMatch(/results are official; reopen them with a reason first/);
    expect((await api.get(`${m.base}/scores`)).body.resultsStatus).toBe("official");
    await executeSql(databaseUrl(), [`UPDATE "Competition" SET "resultsStatus" = 'provisional' WHERE "id" = '${m.competitionId}'`]);
    expect((await api.put(m.score(m.mine), { series: six([101]) })).status).toBe(200);
  });

  test("values the course of fire cannot hold are 422 naming the field", async ({ api, world }) => {
    const decimal = await match(api, world, "decimal");
    const cases: Array<[unknown, string, RegExp]> = [
      [{ series: [{ seriesNumber: 1, score: 109.1 }] }, "/series/0/score", /must not exceed 109, the most 10 shots can score/],
      [{ series: [{ seriesNumber: 7, score: 100 }] }, "/series/0/seriesNumber", /the course of fire has 6 series/],
      [{ series: [{ seriesNumber: 1, score: 100, innerTens: 11 }] }, "/series/0/innerTens", /must not exceed the series' 10 shots/],
      [{ series: [{ seriesNumber: 1, score: 100.45 }] }, "/series/0/score", /tenths/],
      [
        {
          series: [
            { seriesNumber: 1, score: 100 },
            { seriesNumber: 1, score: 100 },
          ],
        },
        "/series/1/seriesNumber",
        /repeats series 1/,
      ],
      [{ series: [], shots: [{ seriesNumber: 1, shotNumber: 11, score: 10 }] }, "/shots/0/shotNumber", /10 shots/],
      [{ series: [], shots: [{ seriesNumber: 7, shotNumber: 1, score: 10 }] }, "/shots/0/seriesNumber", /6 series/],
    ];
    for (const [body, pointer, message] of cases) {
      const problem = expectProblem(await api.put(decimal.score(decimal.mine), body), 422, "validation_failed");
      expect(String(fieldErrors(problem)[pointer]), JSON.stringify(problem)).toMatch(message);
    }
    const integer = await match(api, world, "integer");
    const tenths = expectProblem(await api.put(integer.score(integer.mine), { series: [{ seriesNumber: 1, score: 97.5 }] }), 422);
    expect(fieldErrors(tenths)["/series/0/score"]).toMatch(/whole rings/);
    expectProblem(await api.put(integer.score(integer.mine), { series: [{ seriesNumber: 1, score: 101 }] }), 422);
    // Decimal shots on an integer course count whole rings.
    const rings = await api.put(integer.score(integer.mine), {
      series: [],
      shots: [1, 2, 3].map((n) => ({ seriesNumber: 1, shotNumber: n, score: 9, decimalScore: 9.8, isInnerTen: false })),
    });
    expect(rings.status, JSON.stringify(rings.body)).toBe(200);
    expect(rings.body.score).toBe(27);
    expect(((await api.get(`${integer.base}/scores`)).body.rows as Body[]).find((r) => r.entryId === integer.mine)?.score).toBe(27);
  });

  test("hostile input never gets a 5xx", async ({ api, world }) => {
    const m = await match(api, world);
    const path = m.score(m.mine);
    const manyShots = {
      series: [],
      shots: Array.from({ length: 100_000 }, (_, i) => ({ seriesNumber: 1, shotNumber: (i % 400) + 1, score: 10 })),
    };
    let deep: unknown = 1;
    for (let i = 0; i < 200; i += 1) deep = { series: deep };
    const bodies: unknown[] = [
      manyShots,
      { series: Array.from({ length: 5_000 }, (_, i) => ({ seriesNumber: i + 1, score: 1 })) },
      deep,
      { series: [{ seriesNumber: "1".repeat(100_000), score: 1 }] },
      { series: [{ seriesNumber: 1, score: "x".repeat(200_000) }] },
      { series: "everything" },
      { series: [{ seriesNumber: 1e308, score: 1e308, innerTens: -1 }] },
      { series: [null] },
      [],
    ];
    for (const body of bodies) {
      const reply = await api.put(path, body);
      expect(reply.status, JSON.stringify(reply.body).slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
    }
    expectProblem(await api.send("PUT", path, { raw: "{not json", contentType: "application/json" }), 400);
    expectProblem(await api.send("PUT", path, { raw: "series=1", contentType: "text/plain" }), 415);
    expectProblem(await api.put(`${m.base}/entries/not-a-uuid/score`, { series: [] }), 400);
    expectProblem(await api.get(`${path}/history?limit=100000`), 400);
    expectProblem(await api.get(`${path}/history?cursor=${"x".repeat(500)}`), 400);
    // Nothing of it was written.
    expect((await api.get(path)).body).toMatchObject({ score: null, series: [], shots: [] });
  });
});
