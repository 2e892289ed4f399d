// Result lists on match day (API section 13): who reads them, ranks and tie-breaks through the real
// score endpoint, publishing and reopening with a reason, the public's lists (404 before, held
// relays left out), team results and declared teams, CSV and PDF, and bad input.
import { randomUUID } from "node:crypto";
import { executeSql } from "../support/databases";
import { decimalMatch, competitionAdminKey } from "../support/match";
import { asPerson, join, signUp } from "../support/people";
import { mintKey } from "../support/servers";
import { type Api, type Body, created, expect, expectProblem, test, type World } from "../fixtures";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";
const series = (scores: number[]) => ({ series: scores.map((score, i) => ({ seriesNumber: i + 1, score, innerTens: null })) });
type Row = { rank: number | null; athleteName: string; decidedBy: string | null; status: string; corrected: boolean; score: number | null };

/** A competition of the world's host with a decimal 2×10 course; the athlete, the teammate and a third of the club entered. */
async function match(api: Api, world: World) {
  const { tag, course, competitionId, base, enter } = await decimalMatch(api, world, {
    code: "R20",
    name: "Results",
    startDate: "2027-02-06",
  });
  const third = String(
    created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Ida", lastName: `Akers ${tag}` })).id,
  );
  const entries = { athlete: await enter(world.athleteId), teammate: await enter(world.teammateId), third: await enter(third) };
  const score = (entryId: string, scores: number[]) => api.put(`${base}/entries/${entryId}/score`, series(scores));
  return {
    base,
    competitionId,
    courseId: String(course.id),
    entries,
    score,
    results: `${base}/results?courseOfFireId=${String(course.id)}`,
  };
}

const rowsOf = (body: Body) => body.rows as Row[];

test.describe("result lists (API section 13)", () => {
  test("every kind of principal: the host's staff and officials, admins and entered athletes read; publishing is the officials'", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    const otherCompetitionAdmin = competitionAdminKey(world.otherOrganizationId, `other results ${m.competitionId.slice(-6)}`);
    const outsiderKey = mintKey(databaseUrl(), [
      "create",
      "--role",
      "athlete",
      "--athlete",
      world.outsiderId,
      "--name",
      `outsider ${m.competitionId.slice(-6)}`,
    ]);
    const hostCompetitionAdmin = competitionAdminKey(world.organizationId, `host results ${m.competitionId.slice(-6)}`);
    const coach = await signUp("Results Coach");
    await join(coach, world.organizationId, "coach", world.keys.admin);

    const reads: Array<[string, string | null, number]> = [
      ["anonymous", null, 401],
      ["entered athlete", world.keys.athlete, 200],
      ["entered teammate", world.keys.teammate, 200],
      ["athlete of another club, not entered", outsiderKey, 403],
      ["staff of the host", world.keys.staff, 200],
      ["staff of another organization", world.keys.otherStaff, 403],
      ["competition admin of the host", world.keys.competitionAdmin, 200],
      ["competition admin of another organization", otherCompetitionAdmin, 403],
      ["admin", world.keys.admin, 200],
    ];
    for (const [who, key, status] of reads) {
      expect((await api.get(m.results, { key })).status, who).toBe(status);
      expect((await api.get(`${m.base}/results/teams`, { key })).status, `${who} (teams)`).toBe(status);
      expect((await api.get(`${m.base}/results/publish`, { key })).status, `${who} (publication)`).toBe(status);
    }
    // A person signed in as a coach of the host (no key) reads no lists.
    expect((await asPerson(coach, "GET", m.results)).status).toBe(403);

    const publish = `${m.base}/results/publish`;
    for (const key of [null, world.keys.athlete, world.keys.staff, world.keys.otherStaff, otherCompetitionAdmin]) {
      expect((await api.post(publish, {}, { key })).status, `publish as ${String(key)}`).toBe(key === null ? 401 : 403);
      expect((await api.send("DELETE", publish, { key, json: { reason: "x" } })).status).toBe(key === null ? 401 : 403);
    }
    expect((await asPerson(coach, "POST", publish, {})).status).toBe(403);
    expect((await api.post(publish, {}, { key: hostCompetitionAdmin })).status).toBe(200);
    expect((await api.send("DELETE", publish, { key: world.keys.admin, json: { reason: "The admin reopens" } })).status).toBe(200);
  });

  test("ranks through the score endpoint: ties by the last series, unscored and DNS last, corrections marked; a class among itself", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    expect((await m.score(m.entries.athlete, [100.1, 101.2])).status).toBe(200);
    expect((await m.score(m.entries.teammate, [101.2, 100.1])).status).toBe(200);
    // Corrected: a second write of one entry's score marks it.
    expect((await m.score(m.entries.teammate, [101.0, 100.3])).status).toBe(200);
    const list = (await api.get(m.results)).body;
    expect(list).toMatchObject({ status: "provisional", rankingRule: "issf-decimal", course: { id: m.courseId }, classification: null });
    expect(rowsOf(list).map((r) => [r.rank, r.decidedBy, r.corrected, r.score])).toEqual([
      [1, null, false, 201.3],
      [2, "series 2", true, 201.3],
      [null, null, false, null],
    ]);
    await executeSql(databaseUrl(), [`UPDATE "CompetitionEntry" SET "status" = 'dns' WHERE "id" = '${m.entries.third}'`]);
    expect(rowsOf((await api.get(m.results)).body).at(-1)).toMatchObject({ rank: null, status: "dns" });

    // A class: only its entries, ranked among themselves.
    const juniors = created(
      await api.post(`${m.base}/classifications`, { name: "Juniors", type: 2, displayOrder: 1, isAutoAssigned: false }),
    );
    await executeSql(databaseUrl(), [
      `INSERT INTO "ClassificationAssignment" ("id", "classificationId", "competitionEntryId", "createdAt") VALUES ('${randomUUID()}', '${String(juniors.id)}', '${m.entries.teammate}', CURRENT_TIMESTAMP)`,
    ]);
    const classList = (await api.get(`${m.results}&classificationId=${String(juniors.id)}`)).body;
    expect(classList.classification).toMatchObject({ id: juniors.id, name: "Juniors" });
    expect(rowsOf(classList).map((r) => [r.rank, r.decidedBy])).toEqual([[1, null]]);
    expect((rowsOf(classList)[0] as unknown as Body).classifications).toEqual(["Juniors"]);
  });

  test("publish makes the lists official and closes scores; reopening needs a reason (422 without), and both are kept", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    await m.score(m.entries.athlete, [100, 100]);
    const publish = `${m.base}/results/publish`;
    const published = await api.post(publish, {}, { key: world.keys.competitionAdmin });
    expect(published.body).toMatchObject({ status: "official", history: [{ change: "published", reason: null }] });
    expect((await api.get(m.results)).body.status).toBe("official");
    expectProblem(await api.post(publish, {}, { key: world.keys.competitionAdmin }), 409, "conflict");
    expectProblem(await m.score(m.entries.athlete, [101, 100]), 409, "conflict");

    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: 7 }]) {
      const problem = expectProblem(await api.send("DELETE", publish, { json: body }), 422, "validation_failed");
      expect(problem["/reason"]).toBeTruthy();
    }
    expectProblem(await api.send("DELETE", publish, { raw: "{", contentType: "application/json" }), 400);
    expect((await api.get(m.results)).body.status).toBe("official");
    const reopened = await api.send("DELETE", publish, { key: world.keys.competitionAdmin, json: { reason: "Protest upheld on relay 2" } });
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({
      status: "provisional",
      history: [
        { change: "published", reason: null },
        { change: "reopened", reason: "Protest upheld on relay 2" },
      ],
    });
    expectProblem(await api.send("DELETE", publish, { json: { reason: "twice" } }), 409, "conflict");
    expect((await m.score(m.entries.athlete, [101, 100])).status).toBe(200);
  });

  test("the public's list: 404 before publishing or live, no key or cookie, a held relay left out until released", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    const publicList = `/api/public/competitions/${m.competitionId}/results?courseOfFireId=${m.courseId}`;
    await m.score(m.entries.athlete, [104, 104]);
    await m.score(m.entries.teammate, [100, 100]);
    expectProblem(await api.get(publicList, { key: null }), 404, "not_found");
    expectProblem(await api.get(`/api/public/competitions/${randomUUID()}/results`, { key: null }), 404);
    expectProblem(await api.get(`/api/public/competitions/not-a-uuid/results`, { key: null }), 400);

    // Live results show the provisional list; the athlete's relay 2 is held.
    await executeSql(databaseUrl(), [
      `UPDATE "Competition" SET "liveResults" = TRUE WHERE "id" = '${m.competitionId}'`,
      `INSERT INTO "Relay" ("id", "competitionId", "number", "firingPoints", "resultsHeld", "createdAt", "updatedAt") VALUES ('${randomUUID()}', '${m.competitionId}', 1, '1|2', FALSE, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP), ('${randomUUID()}', '${m.competitionId}', 2, '1|2', TRUE, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)`,
      `UPDATE "CompetitionEntry" SET "relayNumber" = 2, "firingPoint" = '1' WHERE "id" = '${m.entries.athlete}'`,
      `UPDATE "CompetitionEntry" SET "relayNumber" = 1, "firingPoint" = '1' WHERE "id" = '${m.entries.teammate}'`,
    ]);
    const live = await api.get(publicList, { key: null });
    expect(live.status).toBe(200);
    expect(live.body.status).toBe("provisional");
    const names = rowsOf(live.body).map((r) => r.athleteName);
    expect(names.some((n) => n.startsWith("Emma"))).toBe(false);
    expect(rowsOf(live.body)[0]).toMatchObject({ rank: 1, score: 200 });
    // The officials still see every entry.
    expect(rowsOf((await api.get(m.results)).body)).toHaveLength(3);
    // Nothing of the held relay in the files either.
    const csv = await api.get(`${publicList}&format=csv`, { key: null });
    expect(csv.status).toBe(200);

    await executeSql(databaseUrl(), [`UPDATE "Relay" SET "resultsHeld" = FALSE WHERE "competitionId" = '${m.competitionId}'`]);
    expect(rowsOf((await api.get(publicList, { key: null })).body)[0]).toMatchObject({
      rank: 1,
      score: 208,
      athleteName: expect.stringMatching(/^Emma/),
    });

    // Live off: 404 again until published.
    await executeSql(databaseUrl(), [`UPDATE "Competition" SET "liveResults" = FALSE WHERE "id" = '${m.competitionId}'`]);
    expectProblem(await api.get(publicList, { key: null }), 404);
    await api.post(`${m.base}/results/publish`, {});
    expect((await api.get(publicList, { key: null })).body.status).toBe("official");
  });

  test("CSV headers are stable (English, and German by the language cookie); the PDF is a PDF", async ({ api, world, playwright }) => {
    const m = await match(api, world);
    await m.score(m.entries.athlete, [100.1, 101.2]);
    await m.score(m.entries.teammate, [101.2, 100.1]);
    const csv = await api.get(`${m.results}&format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-disposition"]).toMatch(/^attachment; filename="results-.*\.csv"/);
    const request = await playwright.request.newContext();
    const text = async (headers: Record<string, string>, format = "csv") =>
      await request.get(`${api.baseUrl}${m.results}&format=${format}`, { headers: { "x-api-key": world.keys.admin, ...headers } });
    const english = (await (await text({})).text()).split("\r\n");
    expect(english[0]).toBe("\uFEFFRank,Athlete,Club,Classes,Series 1,Series 2,Total,Inner tens,Decided by,Status,Corrected");
    expect(english[1]).toMatch(/^1,Emma Lind [^,]+,Home club [^,]+,,100\.1,101\.2,201\.3,,,,$/);
    expect(english[2]).toMatch(/^2,Marcus Chen [^,]+,Home club [^,]+,,101\.2,100\.1,201\.3,,last series,,$/);
    expect(english[3]).toMatch(/,no score yet,$/);
    const german = (await (await text({ cookie: "rangebook.language=de" })).text()).split("\r\n");
    expect(german[0]).toBe("\uFEFFPlatz,Starter,Verein,Klassen,Serie 1,Serie 2,Gesamt,Innenzehner,Entschieden durch,Bemerkung,Korrigiert");
    expect(german[2]).toMatch(/,letzte Serie,,$/);
    const pdf = await text({}, "pdf");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    await request.dispose();
  });

  test("team results: each club's best three by default; declared teams replace them; declaring is the officials'", async ({
    api,
    world,
  }) => {
    const m = await match(api, world);
    await m.score(m.entries.athlete, [100, 100]);
    await m.score(m.entries.teammate, [101, 100]);
    await m.score(m.entries.third, [99, 100]);
    const teams = `${m.base}/results/teams?courseOfFireId=${m.courseId}`;
    const best = (await api.get(teams)).body;
    expect(best).toMatchObject({ status: "provisional", declared: false, course: { id: m.courseId } });
    expect(best.teams).toEqual([
      expect.objectContaining({ rank: 1, name: expect.stringMatching(/^Home club/), total: 600, members: expect.any(Array) }),
    ]);
    const team = {
      organizationId: world.organizationId,
      courseOfFireId: m.courseId,
      name: "Home I",
      entryIds: [m.entries.athlete, m.entries.teammate],
    };
    for (const key of [world.keys.athlete, world.keys.staff, world.keys.otherStaff])
      expectProblem(await api.post(`${m.base}/teams`, team, { key }), 403);
    expectProblem(await api.post(`${m.base}/teams`, { ...team, entryIds: [randomUUID()] }), 422, "validation_failed");
    expectProblem(await api.post(`${m.base}/teams`, { ...team, name: "" }), 422, "validation_failed");
    expectProblem(await api.post(`${m.base}/teams`, { ...team, entryIds: "all" }), 422, "validation_failed");
    const declared = created(await api.post(`${m.base}/teams`, team, { key: world.keys.competitionAdmin }));
    expectProblem(await api.post(`${m.base}/teams`, team), 409, "conflict");
    const withDeclared = (await api.get(teams)).body;
    expect(withDeclared.declared).toBe(true);
    expect(withDeclared.teams).toEqual([expect.objectContaining({ rank: null, name: "Home I", total: 401 })]);
    expect((await api.get(`${m.base}/teams`)).body.items).toEqual([expect.objectContaining({ name: "Home I" })]);
    expectProblem(await api.send("DELETE", `${m.base}/teams/${String(declared.id)}`, { key: world.keys.staff }), 403);
    expect((await api.send("DELETE", `${m.base}/teams/${String(declared.id)}`)).status).toBe(204);
    expectProblem(await api.send("DELETE", `${m.base}/teams/${String(declared.id)}`), 404);
  });

  test("bad input is a problem a person can act on, never a 5xx", async ({ api, world }) => {
    const m = await match(api, world);
    const cases: Array<[string, number]> = [
      [`${m.base}/results?courseOfFireId=nope`, 400],
      [`${m.base}/results?classificationId=nope`, 400],
      [`${m.base}/results?format=xls`, 400],
      [`${m.base}/results?courseOfFireId=${randomUUID()}`, 404],
      [`${m.base}/results?classificationId=${randomUUID()}`, 404],
      [`/api/competitions/${randomUUID()}/results`, 404],
      [`/api/competitions/nope/results`, 400],
      [`${m.base}/results/teams?courseOfFireId=${randomUUID()}`, 404],
    ];
    for (const [path, status] of cases) expectProblem(await api.get(path), status);
    expect((await api.send("PUT", `${m.base}/results`, { json: {} })).status).toBe(405);
    // Without a course chosen, the competition's first: the only one here.
    expect((await api.get(`${m.base}/results`)).body.course).toMatchObject({ id: m.courseId });
  });
});
