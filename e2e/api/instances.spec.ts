// Several app instances over one database (PostgreSQL in CI's second pass, the SQLite file in the
// first): nothing that must be shared lives in one process. Two `next start` processes on
// different ports; a write through one is read through the other; a session signed by one is
// honoured by the other; the rate limit counts across both; and concurrent replaces of one
// classification sent through both end with exactly one submitted rule set.
import { randomUUID } from "node:crypto";
import { Api, created, expect, test } from "../fixtures";
import { executeSql, queryRows } from "../support/databases";
import { mintKey, type RunningServer, startNext, stop } from "../support/servers";

test.describe("two instances over one database", () => {
  test.describe.configure({ mode: "serial" });
  let a: RunningServer;
  let b: RunningServer;
  let viaA: Api;
  let viaB: Api;

  test.beforeAll(async () => {
    // No SESSION_SECRET: the instances must agree on the one the service keeps in the database.
    const env = { DATABASE_URL: process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", RATE_LIMIT_PER_MINUTE: "20", RATE_LIMIT_STORE: "database" };
    [a, b] = await Promise.all([startNext(env), startNext(env)]);
    expect(a.url).not.toBe(b.url);
  });

  // A fresh admin key per test: the limit of 20 a minute counts per key in the shared database, and
  // the suite's own admin key has usually made more than 20 requests this minute through the main
  // test server (its counts land in the same table).
  test.beforeEach(async ({ playwright }, testInfo) => {
    const admin = mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
      "create",
      "--role",
      "admin",
      "--name",
      `two instances: ${testInfo.title}`,
    ]);
    viaA = new Api(await playwright.request.newContext(), a.url, admin);
    viaB = new Api(await playwright.request.newContext(), b.url, admin);
  });

  test.afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
  });

  test("a write through one instance is read through the other", async ({ world }) => {
    const key = mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
      "create",
      "--role",
      "athlete",
      "--athlete",
      world.athleteId,
      "--name",
      "two instances",
    ]);
    const entry = created(
      await viaA.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2026-11-19T09:00:00Z", notes: "written via A" }, { key }),
    );
    const read = await viaB.get(`/api/athletes/${world.athleteId}/journal/${String(entry.id)}`, { key });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(entry);
    expect(read.headers.etag).toBeTruthy();
    // A replace through B guarded by the ETag A's read gave.
    const fromA = await viaA.get(`/api/athletes/${world.athleteId}/journal/${String(entry.id)}`, { key });
    expect(
      (
        await viaB.put(
          `/api/athletes/${world.athleteId}/journal/${String(entry.id)}`,
          { ...fromA.body, notes: "changed via B" },
          { key, headers: { "if-match": fromA.headers.etag ?? "" } },
        )
      ).status,
    ).toBe(200);
    expect((await viaA.get(`/api/athletes/${world.athleteId}/journal/${String(entry.id)}`, { key })).body.notes).toBe("changed via B");
  });

  test("a write retried through the other instance with its Idempotency-Key gets the first answer and writes nothing", async ({
    world,
  }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const notes = `sent twice ${randomUUID()}`;
    const headers = { "idempotency-key": randomUUID() };
    const first = created(await viaA.post(journal, { sessionDate: "2031-02-01T09:00:00Z", notes }, { headers }));
    const retried = await viaB.post(journal, { sessionDate: "2031-02-01T09:00:00Z", notes }, { headers });
    expect(retried.status).toBe(201);
    expect(retried.headers["idempotency-replayed"]).toBe("true");
    expect(retried.body.id).toBe(first.id);
    const items = (await viaB.get(`${journal}?limit=200`)).body.items as Array<{ notes: string | null }>;
    expect(items.filter((entry) => entry.notes === notes)).toHaveLength(1);
  });

  test("a session signed by one instance is honoured by the other", async ({ playwright, world }) => {
    const browser = await playwright.request.newContext();
    const signIn = await browser.post(`${a.url}/api/session`, { data: { apiKey: world.keys.staff }, headers: { origin: a.url } });
    expect(signIn.status()).toBe(200);
    const cookie = signIn.headers()["set-cookie"]?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^rangebook_session=/);
    const who = await browser.get(`${b.url}/api/session`, { headers: { cookie } });
    expect(who.status()).toBe(200);
    expect(await who.json()).toMatchObject({ role: "staff", organizationId: world.organizationId });
    await browser.dispose();
  });

  test("the rate limit counts a key's requests across both instances", async ({ world }) => {
    const key = mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
      "create",
      "--role",
      "staff",
      "--organization",
      world.organizationId,
      "--name",
      "limited",
    ]);
    // The limit counts per clock minute: start early in one, so all 22 requests fall in the same window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const path = `/api/organizations/${world.organizationId}`;
    const databaseUrl = process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";
    const prefix = key.split("_")[1] ?? "";
    const [row] = await queryRows(databaseUrl, `SELECT "id" FROM "ApiKey" WHERE "prefix" = '${prefix}'`);
    const keyId = String(row?.id);
    const window = Math.floor(Date.now() / 60_000);
    // A count left from an earlier minute, which the window's first request clears.
    await executeSql(databaseUrl, [`INSERT INTO "RateLimitWindow" ("keyId", "window", "count") VALUES ('${keyId}', ${window - 3}, 7)`]);
    // The key's prefix with a wrong secret is refused and not counted against the key.
    const wrong = `rbk_${prefix}_${"A".repeat(43)}`;
    for (let i = 0; i < 5; i += 1) expect((await (i % 2 === 0 ? viaA : viaB).get(path, { key: wrong })).status).toBe(401);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) statuses.push((await (i % 2 === 0 ? viaA : viaB).get(path, { key })).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const refusedByA = await viaA.get(path, { key });
    const refusedByB = await viaB.get(path, { key });
    expect([refusedByA.status, refusedByB.status]).toEqual([429, 429]);
    expect(Number(refusedByB.headers["retry-after"])).toBeGreaterThan(0);
    const counts = await queryRows(databaseUrl, `SELECT "window", "count" FROM "RateLimitWindow" WHERE "keyId" = '${keyId}'`);
    expect(counts.map((c) => [Number(c.window), Number(c.count)])).toEqual([[window, 22]]);
    // Another key is not affected.
    expect((await viaB.get(path, { key: world.keys.staff })).status).toBe(200);
  });

  test("concurrent assignment runs of one competition through both instances all succeed, with one consistent result", async ({
    world,
  }) => {
    // A key of its own: these servers count 20 requests a minute per key.
    const key = mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", ["create", "--role", "admin", "--name", "busy assignment"]);
    const competitionId = String(
      created(
        await viaA.post("/api/competitions", { organizationId: world.organizationId, name: "Busy Open", startDate: "2027-06-01" }, { key }),
      ).id,
    );
    for (const athleteId of [world.athleteId, world.teammateId])
      created(await viaA.post(`/api/competitions/${competitionId}/entries`, { athleteId, score: 600 }, { key }));
    const base = `/api/competitions/${competitionId}/classifications`;
    created(await viaA.post(base, { name: "Everyone", type: 4, displayOrder: 10 }, { key }));
    created(
      await viaB.post(
        base,
        { name: "Women", type: 2, displayOrder: 20, rules: [{ ruleType: 0, fieldName: "gender", operator: 0, value: "2" }] },
        { key },
      ),
    );
    const runs = await Promise.all(Array.from({ length: 12 }, (_, n) => (n % 2 === 0 ? viaA : viaB).post(`${base}/assign`, {}, { key })));
    expect(runs.map((r) => r.status)).toEqual(Array(12).fill(200));
    for (const run of runs) expect(run.body).toMatchObject({ entries: 2, assignedEntries: 2 });
    const listed = (await viaB.get(base, { key })).body.items as Array<{ name: string; currentParticipantCount: number }>;
    expect(listed.map((c) => [c.name, c.currentParticipantCount])).toEqual([
      ["Everyone", 2],
      ["Women", 1],
    ]);
  });

  test("concurrent replaces of one classification through both instances end with exactly one submitted rule set", async ({ world }) => {
    const path = `/api/competitions/${world.competitionId}/classifications/${randomUUID()}`;
    const base = { name: "Set start", type: 1, displayOrder: 5, rules: [] };
    created(await viaA.put(path, base));
    const submissions = Array.from({ length: 16 }, (_, n) => ({
      ...base,
      name: `Set ${n}`,
      rules: Array.from({ length: 1 + (n % 5) }, (_, i) => ({
        ruleType: 0,
        fieldName: "entryScore",
        operator: 3,
        value: String(500 + n),
        priority: i,
        description: `set ${n} rule ${i}`,
      })),
    }));
    const replies = await Promise.all(submissions.map((body, n) => (n % 2 === 0 ? viaA : viaB).put(path, body)));
    expect(replies.map((r) => r.status)).toEqual(Array(16).fill(200));

    for (const via of [viaA, viaB]) {
      const final = (await via.get(path)).body;
      const expected = submissions[Number(String(final.name).replace("Set ", ""))];
      expect(expected).toBeDefined();
      const rules = (final.rules as Array<Record<string, unknown>>).map(({ value, priority, description }) => ({
        value,
        priority,
        description,
      }));
      expect(rules).toEqual(expected?.rules.map(({ value, priority, description }) => ({ value, priority, description })));
    }
  });
});
