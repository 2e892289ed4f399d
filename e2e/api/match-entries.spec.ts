// Match setup (API section 13, issue 37 points 1-2): competitions with their courses of fire and
// registration, entries with start number, relay, firing point and status, who may do what with
// every kind of principal, the 409s and 422s, and the CSV import's preview against hostile input.
import { competitionAdminKey } from "../support/match";
import { randomUUID } from "node:crypto";
import { type Api, type Body, created, expect, expectProblem, fieldErrors, test, type World } from "../fixtures";
import { executeSql } from "../support/databases";
import { asPerson, join, type Person, signUp } from "../support/people";
import { timedBesidePings } from "../support/pings";
import { mintKey } from "../support/servers";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";

type Who = { key: string | null } | { person: Person };
type Principals = Record<string, Who>;

/** Every kind of principal the brief names, as keys and (a coach, a competition admin) signed-in people. */
async function principals(world: World): Promise<Principals> {
  const coach = await signUp("Setup Coach");
  await join(coach, world.organizationId, "coach", world.keys.admin);
  const hostAdminPerson = await signUp("Setup Host Admin");
  await join(hostAdminPerson, world.organizationId, "competition-admin", world.keys.admin);
  return {
    anonymous: { key: null },
    athlete: { key: world.keys.athlete },
    otherAthlete: { key: world.keys.teammate },
    outsiderAthlete: { key: mintKey(databaseUrl(), ["create", "--role", "athlete", "--athlete", world.outsiderId, "--name", "outsider"]) },
    coach: { person: coach },
    hostStaff: { key: world.keys.staff },
    otherStaff: { key: world.keys.otherStaff },
    hostCompetitionAdmin: { key: world.keys.competitionAdmin },
    hostCompetitionAdminPerson: { person: hostAdminPerson },
    otherCompetitionAdmin: {
      key: competitionAdminKey(world.otherOrganizationId, "other ca"),
    },
    admin: { key: world.keys.admin },
  };
}

async function as(api: Api, who: Who, method: string, path: string, json?: unknown) {
  if ("person" in who) return asPerson(who.person, method, path, json);
  return api.send(method, path, { key: who.key, ...(json !== undefined ? { json } : {}) });
}

async function secondCourse(api: Api): Promise<string> {
  const code = `AP60-${randomUUID().slice(0, 8)}`;
  return String(created(await api.post("/api/courses-of-fire", { name: "10m Air Pistol, 60 shots", code, maxScore: 600 })).id);
}

async function competition(api: Api, world: World, extra: Body = {}): Promise<Body> {
  return created(
    await api.post("/api/competitions", {
      organizationId: world.organizationId,
      name: `Setup ${randomUUID().slice(0, 6)}`,
      startDate: "2027-05-01",
      courseOfFireIds: [world.courseOfFireId],
      ...extra,
    }),
  );
}

async function relay(competitionId: string, number: number, points: string[]) {
  const now = "2026-11-26T08:00:00.000+00:00";
  await executeSql(databaseUrl(), [
    `INSERT INTO "Relay" ("id", "competitionId", "number", "firingPoints", "createdAt", "updatedAt") VALUES ('${randomUUID()}', '${competitionId}', ${number}, '${points.join("|")}', '${now}', '${now}')`,
  ]);
}

test.describe("match setup: competitions and entries (API section 13)", () => {
  test("a competition keeps its courses in order, registration and openness; left out on PUT, they stay", async ({ api, world }) => {
    const other = await secondCourse(api);
    const plain = created(
      await api.post("/api/competitions", { organizationId: world.organizationId, name: "Defaults", startDate: "2027-05-01" }),
    );
    expect(plain).toMatchObject({
      courseOfFireIds: [],
      openToOtherClubs: false,
      registrationOpen: true,
      liveResults: false,
      resultsStatus: "provisional",
      classesFrozen: false,
      classesFrozenUtc: null,
    });
    const c = await competition(api, world, { courseOfFireIds: [other, world.courseOfFireId], openToOtherClubs: true });
    expect(c.courseOfFireIds).toEqual([other, world.courseOfFireId]);
    const path = `/api/competitions/${String(c.id)}`;
    const kept = await api.put(path, { organizationId: world.organizationId, name: "Renamed", startDate: "2027-05-02" });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ name: "Renamed", courseOfFireIds: [other, world.courseOfFireId], openToOtherClubs: true });
    const frozen = await api.put(path, {
      organizationId: world.organizationId,
      name: "Renamed",
      startDate: "2027-05-02",
      classesFrozen: true,
      registrationOpen: false,
      courseOfFireIds: [world.courseOfFireId],
    });
    expect(frozen.body).toMatchObject({ classesFrozen: true, registrationOpen: false, courseOfFireIds: [world.courseOfFireId] });
    expect(typeof frozen.body.classesFrozenUtc).toBe("string");
    // Bad courses: 422 naming the field.
    const unknown = expectProblem(await api.post("/api/competitions", { ...plain, id: undefined, courseOfFireIds: [randomUUID()] }), 422);
    expect(Object.keys(fieldErrors(unknown))).toEqual(["/courseOfFireIds/0"]);
    expectProblem(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: "Twice",
        startDate: "2027-05-01",
        courseOfFireIds: [other, other],
      }),
      422,
    );
    expectProblem(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: "Bad",
        startDate: "2027-05-01",
        openToOtherClubs: "yes",
      }),
      422,
    );
  });

  test("who creates, edits and deletes competitions: every kind of principal", async ({ api, world }) => {
    const who = await principals(world);
    const allowed = new Set(["hostCompetitionAdmin", "hostCompetitionAdminPerson", "admin"]);
    for (const [name, principal] of Object.entries(who)) {
      const body = {
        organizationId: world.organizationId,
        name: `By ${name}`,
        startDate: "2027-06-01",
        courseOfFireIds: [world.courseOfFireId],
      };
      const made = await as(api, principal, "POST", "/api/competitions", body);
      const expected = allowed.has(name) ? 201 : name === "anonymous" ? 401 : 403;
      expect(made.status, `${name} creates`).toBe(expected);
      const target = allowed.has(name) ? String(made.body.id) : String((await competition(api, world)).id);
      const path = `/api/competitions/${target}`;
      expect((await as(api, principal, "PUT", path, { ...body, name: "Changed" })).status, `${name} edits`).toBe(
        allowed.has(name) ? 200 : expected,
      );
      expect((await as(api, principal, "DELETE", path)).status, `${name} deletes`).toBe(allowed.has(name) ? 204 : expected);
    }
  });

  test("DELETE while entries have no score takes them along; with a score it is 409 in words", async ({ api, world }) => {
    const c = await competition(api, world);
    const path = `/api/competitions/${String(c.id)}`;
    const entry = created(await api.post(`${path}/entries`, { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId }));
    expect((await api.send("DELETE", path)).status).toBe(204);
    expectProblem(await api.get(`${path}/entries/${String(entry.id)}`), 404);
    const scored = await competition(api, world);
    const scoredPath = `/api/competitions/${String(scored.id)}`;
    created(await api.post(`${scoredPath}/entries`, { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId, score: 600 }));
    const refused = expectProblem(await api.send("DELETE", scoredPath), 409, "conflict");
    expect(refused.detail).toMatch(/has 1 entry with a score; .*cannot be deleted/);
    expect(refused.detail).not.toMatch(/\/api\//);
  });

  test("who may enter whom: every kind of principal, registration open or closed, open to other clubs or not", async ({ api, world }) => {
    const who = await principals(world);
    const c = await competition(api, world);
    const entries = `/api/competitions/${String(c.id)}/entries`;
    const enter = { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId };
    const mayEnterEmma = new Set(["athlete", "hostCompetitionAdmin", "hostCompetitionAdminPerson", "admin"]);
    for (const [name, principal] of Object.entries(who)) {
      const reply = await as(api, principal, "POST", entries, enter);
      expect(reply.status, `${name} enters Emma: ${JSON.stringify(reply.body)}`).toBe(
        mayEnterEmma.has(name) ? 201 : name === "anonymous" ? 401 : 403,
      );
      if (reply.status === 201) expect((await api.send("DELETE", `${entries}/${String(reply.body.id)}`)).status).toBe(204);
    }
    // The host's competition admins enter athletes of any organization (changed on purpose).
    const outsider = created(
      await api.post(
        entries,
        { athleteId: world.outsiderId, courseOfFireId: world.courseOfFireId, bib: "7" },
        { key: world.keys.competitionAdmin },
      ),
    );
    expect(outsider).toMatchObject({ bib: "7", status: "entered", relayNumber: null, firingPoint: null });
    expect((await api.send("DELETE", `${entries}/${String(outsider.id)}`)).status).toBe(204);
    // An athlete of another club registers only when the competition is open to other clubs.
    const outsiderKey = who.outsiderAthlete as { key: string };
    const closedToOthers = expectProblem(
      await api.post(entries, { athleteId: world.outsiderId, courseOfFireId: world.courseOfFireId }, outsiderKey),
      403,
    );
    expect(closedToOthers.detail).toMatch(/only from its host's athletes/);
    const path = `/api/competitions/${String(c.id)}`;
    const base = { organizationId: world.organizationId, name: String(c.name), startDate: "2027-05-01" };
    expect((await api.put(path, { ...base, openToOtherClubs: true })).status).toBe(200);
    const own = created(await api.post(entries, { athleteId: world.outsiderId, courseOfFireId: world.courseOfFireId }, outsiderKey));
    // An athlete sends no start number, place or status, and no score.
    for (const extra of [{ bib: "1" }, { relayNumber: 1, firingPoint: "1" }, { status: "dns" }, { score: 500 }]) {
      expectProblem(await api.post(entries, { ...enter, ...extra }, { key: world.keys.athlete }), 403);
    }
    // Registration closed: athletes are refused (409), the host's admins still enter.
    expect((await api.put(path, { ...base, registrationOpen: false })).status).toBe(200);
    const closed = expectProblem(await api.post(entries, enter, { key: world.keys.athlete }), 409);
    expect(closed.detail).toMatch(/Registration for .* is closed/);
    created(await api.post(entries, enter, { key: world.keys.competitionAdmin }));
    // Withdrawing: the athlete their own, not another's; the other club's admin and staff not at all.
    expectProblem(await api.send("DELETE", `${entries}/${String(own.id)}`, { key: world.keys.athlete }), 403);
    for (const key of [world.keys.otherStaff, world.keys.staff])
      expectProblem(await api.send("DELETE", `${entries}/${String(own.id)}`, { key }), 403);
    expectProblem(
      await api.send("DELETE", `${entries}/${String(own.id)}`, { key: (who.otherCompetitionAdmin as { key: string }).key }),
      403,
    );
    expect((await api.send("DELETE", `${entries}/${String(own.id)}`, outsiderKey)).status).toBe(204);
  });

  test("entries' places and statuses: 422 for a relay or point that does not exist, 409 for a taken point, a second entry or official results", async ({
    api,
    world,
  }) => {
    const other = await secondCourse(api);
    const c = await competition(api, world, { courseOfFireIds: [world.courseOfFireId, other] });
    const competitionId = String(c.id);
    const entries = `/api/competitions/${competitionId}/entries`;
    await relay(competitionId, 1, ["1", "2", "12A"]);
    const official = { key: world.keys.competitionAdmin };
    const first = created(
      await api.post(
        entries,
        { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId, relayNumber: 1, firingPoint: "12A" },
        official,
      ),
    );
    expect(first).toMatchObject({ relayNumber: 1, firingPoint: "12A", status: "entered" });
    const taken = expectProblem(
      await api.post(
        entries,
        { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId, relayNumber: 1, firingPoint: "12A" },
        official,
      ),
      409,
    );
    expect(taken.detail).toMatch(/firing point 12A is taken by Emma Lind/);
    const noRelay = expectProblem(
      await api.post(
        entries,
        { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId, relayNumber: 3, firingPoint: "1" },
        official,
      ),
      422,
    );
    expect(fieldErrors(noRelay)).toHaveProperty("/relayNumber");
    const noPoint = expectProblem(
      await api.post(
        entries,
        { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId, relayNumber: 1, firingPoint: "9" },
        official,
      ),
      422,
    );
    expect(fieldErrors(noPoint)).toHaveProperty("/firingPoint");
    expect(
      fieldErrors(
        expectProblem(
          await api.post(entries, { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId, relayNumber: 1 }, official),
          422,
        ),
      ),
    ).toHaveProperty("/firingPoint");
    expect(
      fieldErrors(
        expectProblem(
          await api.post(entries, { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId, status: "gone" }, official),
          422,
        ),
      ),
    ).toHaveProperty("/status");
    expect(
      fieldErrors(expectProblem(await api.post(entries, { athleteId: world.teammateId, courseOfFireId: world.outsiderId }, official), 422)),
    ).toHaveProperty("/courseOfFireId");
    expect(
      fieldErrors(
        expectProblem(
          await api.post(entries, { athleteId: world.teammateId, bib: "x".repeat(21), courseOfFireId: world.courseOfFireId }, official),
          422,
        ),
      ),
    ).toHaveProperty("/bib");
    // One athlete, one entry per course; another course is another entry.
    expectProblem(await api.post(entries, { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId }, official), 409);
    created(await api.post(entries, { athleteId: world.athleteId, courseOfFireId: other }, official));
    // Marking DNS under If-Match, moving to a free point.
    const path = `${entries}/${String(first.id)}`;
    const read = await api.get(path, official);
    const dns = await api.put(
      path,
      { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId, relayNumber: 1, firingPoint: "2", status: "dns", bib: "101" },
      { ...official, headers: { "if-match": String(read.headers.etag) } },
    );
    expect(dns.status, JSON.stringify(dns.body)).toBe(200);
    expect(dns.body).toMatchObject({ status: "dns", firingPoint: "2", bib: "101" });
    const listed = (await api.get(entries, official)).body.items as Body[];
    expect(listed.find((e) => e.id === first.id)).toMatchObject({
      athleteName: expect.stringMatching(/^Emma Lind/),
      organizationName: expect.any(String),
    });
    // Official results: no entry, change or withdrawal until reopened.
    await executeSql(databaseUrl(), [`UPDATE "Competition" SET "resultsStatus" = 'official' WHERE "id" = '${competitionId}'`]);
    expect(expectProblem(await api.send("DELETE", path, { key: world.keys.athlete }), 409).detail).toMatch(/official/);
    expectProblem(await api.post(entries, { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId }, official), 409);
    expectProblem(await api.put(path, { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId, status: "dsq" }, official), 409);
  });

  test("frozen classes: an entry keeps its classes when entries change, and follows the rules again once thawed", async ({
    api,
    world,
  }) => {
    const c = await competition(api, world, { courseOfFireIds: [] });
    const path = `/api/competitions/${String(c.id)}`;
    const entry = created(await api.post(`${path}/entries`, { athleteId: world.athleteId, score: 600 }));
    created(
      await api.post(`${path}/classifications`, {
        name: "Expert",
        type: 3,
        displayOrder: 1,
        rules: [{ ruleType: 0, fieldName: "entryScore", operator: 3, value: "550" }],
      }),
    );
    const inExpert = async () => {
      const reply = await api.get(`${path}/classifications/entrants`);
      const [expert] = reply.body.classifications as Array<{ entrants: Array<{ entryId: string }> }>;
      return expert?.entrants.map((e) => e.entryId) ?? [];
    };
    expect(await inExpert()).toEqual([entry.id]);
    const base = { organizationId: world.organizationId, name: String(c.name), startDate: "2027-05-01" };
    expect((await api.put(path, { ...base, classesFrozen: true })).body).toMatchObject({ classesFrozen: true });
    const entryPath = `${path}/entries/${String(entry.id)}`;
    expect((await api.put(entryPath, { athleteId: world.athleteId, score: 500 })).status).toBe(200);
    const later = created(await api.post(`${path}/entries`, { athleteId: world.teammateId, score: 580 }));
    // Emma keeps the class she had; the new entry takes what the rules give.
    expect((await inExpert()).sort()).toEqual([String(entry.id), String(later.id)].sort());
    expect((await api.put(path, { ...base, classesFrozen: false })).body).toMatchObject({ classesFrozen: false, classesFrozenUtc: null });
    expect(await inExpert()).toEqual([later.id]);
  });

  test("finding athletes to enter: the host's competition admins only, by name across clubs", async ({ api, world }) => {
    const c = await competition(api, world);
    const jonas = (await api.get(`/api/athletes/${world.outsiderId}`)).body;
    const search = `/api/competitions/${String(c.id)}/entries/athletes?q=${encodeURIComponent(String(jonas.lastName))}`;
    const found = await api.get(search, { key: world.keys.competitionAdmin });
    expect(found.status).toBe(200);
    expect((found.body.items as Body[]).map((a) => a.id)).toContain(world.outsiderId);
    for (const key of [world.keys.athlete, world.keys.staff, world.keys.otherStaff]) expectProblem(await api.get(search, { key }), 403);
    expectProblem(await api.get(search, { key: null }), 401);
    expect(
      fieldErrors(
        expectProblem(await api.get(`/api/competitions/${String(c.id)}/entries/athletes?q=a`, { key: world.keys.competitionAdmin }), 400),
      ),
    ).toBeDefined();
  });

  test("CSV import: the preview shows every conflict and writes nothing; committing enters only the rows without one", async ({
    api,
    world,
  }) => {
    const c = await competition(api, world);
    const competitionId = String(c.id);
    const entries = `/api/competitions/${competitionId}/entries`;
    const importPath = `${entries}/import`;
    await relay(competitionId, 1, ["1", "2"]);
    const official = { key: world.keys.competitionAdmin };
    created(
      await api.post(
        entries,
        { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId, relayNumber: 1, firingPoint: "2" },
        official,
      ),
    );
    const emma = (await api.get(`/api/athletes/${world.athleteId}`)).body;
    const jonas = (await api.get(`/api/athletes/${world.outsiderId}`)).body;
    const csv = [
      "athlete,club,course,bib,relay,point,status",
      `${String(emma.firstName)} ${String(emma.lastName)},,${world.courseOfFireCode},11,1,1,`,
      `${world.outsiderId},,${world.courseOfFireCode},12,,,dns`,
      `${String(jonas.firstName)} ${String(jonas.lastName)},,${world.courseOfFireCode},,,,`,
      `Nobody Known,,${world.courseOfFireCode},,,,`,
      `${world.teammateId},,NOPE,,,,`,
      `${world.teammateId},,${world.courseOfFireCode},,,,`,
      `${world.athleteId},,${world.courseOfFireCode},,1,2,`,
      `${world.athleteId},,${world.courseOfFireCode},,7,1,maybe`,
    ].join("\n");
    const preview = await api.post(importPath, { csv }, official);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    const rows = preview.body.rows as Array<{ line: number; problems: Array<{ code: string }> }>;
    const codes = rows.map((r) =>
      r.problems
        .map((p) => p.code)
        .sort()
        .join("+"),
    );
    expect(codes).toEqual([
      "",
      "",
      "duplicate",
      "unknownAthlete",
      "unknownCourse",
      "duplicate",
      "duplicate+pointTaken",
      "badValue+duplicate+unknownRelay",
    ]);
    expect(preview.body).toMatchObject({ dryRun: true, total: 8, ready: 2, conflicts: 6, created: 0 });
    expect((await api.get(entries, official)).body.items).toHaveLength(1);
    for (const key of [world.keys.athlete, world.keys.staff, world.keys.otherStaff])
      expectProblem(await api.post(importPath, { csv }, { key }), 403);
    expectProblem(await api.post(importPath, { csv }, { key: null }), 401);
    const done = await api.post(importPath, { csv, dryRun: false }, official);
    expect(done.body).toMatchObject({ dryRun: false, created: 2 });
    const items = (await api.get(entries, official)).body.items as Body[];
    expect(items).toHaveLength(3);
    expect(items.find((e) => e.athleteId === world.outsiderId)).toMatchObject({ status: "dns", bib: "12" });
  });

  test("CSV import against hostile input: no 5xx, and /api/ping keeps answering", async ({ api, world }) => {
    const c = await competition(api, world);
    const importPath = `/api/competitions/${String(c.id)}/entries/import`;
    const official = { key: world.keys.competitionAdmin };
    const send = (csv: string) => api.post(importPath, { csv }, official);
    const many = ["athlete,course", ...Array.from({ length: 10_000 }, (_, i) => `A${i},X`)].join("\n");
    const tooMany = await timedBesidePings(api.baseUrl, () => send(many));
    expect(fieldErrors(expectProblem(tooMany.value, 422))["/csv"]).toMatch(/more than 2,000 rows/);
    expect(tooMany.slowestPing).toBeLessThan(1000);
    const long = `athlete,course\n${"x".repeat(50_000)},${"y".repeat(50_000)}\n`;
    const longReply = await timedBesidePings(api.baseUrl, () => send(long));
    expect(longReply.value.status).toBeLessThan(500);
    expect([200, 413, 422]).toContain(longReply.value.status);
    const repeated = ["athlete,course", ...Array.from({ length: 2000 }, () => `${world.athleteId},${world.courseOfFireCode}`)].join("\n");
    const repeatedReply = await timedBesidePings(api.baseUrl, () => send(repeated));
    expect(repeatedReply.value.status, JSON.stringify(repeatedReply.value.body).slice(0, 300)).toBe(200);
    expect(repeatedReply.value.body).toMatchObject({ total: 2000, ready: 1, conflicts: 1999 });
    expect(repeatedReply.slowestPing).toBeLessThan(1000);
    for (const bad of ['athlete\n"never closed', "", "a;b;c\n1;2;3", "\u0000\u0001,\u0002"]) {
      const reply = await send(bad);
      expect(reply.status, bad).toBeGreaterThanOrEqual(400);
      expect(reply.status, bad).toBeLessThan(500);
    }
    expectProblem(await api.send("POST", importPath, { ...official, raw: "{", contentType: "application/json" }), 400);
    expect((await api.get("/api/ping")).status).toBe(200);
  });
});
