import fs from "node:fs";
import { queryRows } from "../support/databases";
import { apikeyCommand, mintKey } from "../support/servers";
import { expect, expectProblem, test } from "../fixtures";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";

test.describe("API keys", () => {
  test("401 with WWW-Authenticate for a missing, malformed, unknown or tampered key", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}`;
    const tampered = `${world.keys.athlete.slice(0, -2)}${world.keys.athlete.endsWith("A") ? "BB" : "AA"}`;
    for (const key of [null, "", "Bearer abc", "rbk_short_x", "rbk_AAAAAAAAAAAA_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", tampered]) {
      const reply = await api.get(path, { key });
      expectProblem(reply, 401, "unauthorized");
      expect(reply.headers["www-authenticate"]).toBe('ApiKey header="X-API-KEY"');
    }
    expect((await api.get(path, { key: world.keys.athlete })).status).toBe(200);
  });

  test("the key command prints the key alone on its last line, lists without secrets, and revokes", async ({ api, world }) => {
    const create = apikeyCommand(databaseUrl(), [
      "create",
      "--role",
      "staff",
      "--organization",
      world.organizationId,
      "--name",
      "Front desk",
    ]);
    expect(create.status).toBe(0);
    const lines = create.stdout.trim().split("\n");
    const key = lines.at(-1) ?? "";
    expect(key).toMatch(/^rbk_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect((await api.get(`/api/organizations/${world.organizationId}`, { key })).status).toBe(200);

    const prefix = key.split("_")[1] ?? "";
    const listing = apikeyCommand(databaseUrl(), ["list"]);
    expect(listing.status).toBe(0);
    const row = listing.stdout.split("\n").find((line) => line.includes(prefix)) ?? "";
    expect(row).toContain("staff");
    expect(row).toContain("Front desk");
    expect(row).toContain("live");
    expect(listing.stdout).not.toContain(key.split("_").slice(2).join("_"));

    expect(apikeyCommand(databaseUrl(), ["revoke", prefix]).status).toBe(0);
    expectProblem(await api.get(`/api/organizations/${world.organizationId}`, { key }), 401);
    expect(
      apikeyCommand(databaseUrl(), ["list"])
        .stdout.split("\n")
        .find((l) => l.includes(prefix)),
    ).toContain("revoked");
    expect(apikeyCommand(databaseUrl(), ["revoke", prefix]).status).toBe(1);
  });

  test("the key command refuses keys without the scope their role needs", async ({ world }) => {
    const cases = [
      ["create", "--role", "athlete", "--name", "x"],
      ["create", "--role", "staff", "--athlete", world.athleteId, "--name", "x"],
      ["create", "--role", "admin", "--organization", world.organizationId, "--name", "x"],
      ["create", "--role", "staff", "--organization", "01900000-0000-7000-8000-000000000000", "--name", "x"],
      ["create", "--role", "owner", "--name", "x"],
      ["create", "--role", "admin"],
      ["rotate"],
    ];
    for (const args of cases) {
      const result = apikeyCommand(databaseUrl(), args);
      expect(result.status, args.join(" ")).not.toBe(0);
      expect(result.stderr.length, args.join(" ")).toBeGreaterThan(0);
    }
  });

  test("keys are stored only as hashes", async ({ world }) => {
    // Every column of every key row, as text: the secret half of a key must appear in none of them.
    const rows = JSON.stringify(await queryRows(databaseUrl(), `SELECT * FROM "ApiKey"`));
    for (const key of Object.values(world.keys)) {
      const [, prefix = "-", ...rest] = key.split("_");
      const secret = rest.join("_");
      expect(secret.length).toBe(43);
      expect(rows.includes(secret)).toBe(false);
      expect(rows.includes(prefix)).toBe(true);
    }
    if (databaseUrl().startsWith("file:")) {
      // On SQLite, not in the file's bytes either (or its write-ahead log).
      const file = databaseUrl().slice("file:".length);
      const stored = Buffer.concat([
        fs.readFileSync(file),
        fs.existsSync(`${file}-wal`) ? fs.readFileSync(`${file}-wal`) : Buffer.alloc(0),
      ]);
      for (const key of Object.values(world.keys)) expect(stored.includes(Buffer.from(key.split("_").slice(2).join("_")))).toBe(false);
    }
  });

  test("unknown paths and methods are problem details too", async ({ api, world }) => {
    expectProblem(await api.get("/api/nothing-here"), 404, "not_found");
    expectProblem(await api.send("DELETE", "/api/nothing/here/either"), 404);
    const reply = await api.send("DELETE", `/api/athletes/${world.athleteId}`);
    expectProblem(reply, 405, "method_not_allowed");
    expect(reply.headers.allow).toBe("GET, PUT, HEAD, OPTIONS");
  });
});

test("a key over its rate limit gets 429 with Retry-After; other keys are unaffected", async ({ playwright, world }) => {
  const verified = await playwright.request.newContext({ baseURL: process.env.RANGEBOOK_VERIFIED_BASE_URL });
  const key = mintKey(process.env.RANGEBOOK_TEST_DATABASE_URL ?? "", [
    "create",
    "--role",
    "staff",
    "--organization",
    world.organizationId,
    "--name",
    "busy",
  ]);
  const get = (k: string) => verified.get(`/api/organizations/${world.organizationId}`, { headers: { "x-api-key": k } });
  // Counts live in fixed one-minute windows: 31 requests that straddle a minute's end would be
  // counted in two windows and never reach the limit, so start well clear of the next boundary.
  const untilNextWindow = 60_000 - (Date.now() % 60_000);
  if (untilNextWindow < 10_000) await new Promise((resolve) => setTimeout(resolve, untilNextWindow + 200));
  const statuses: number[] = [];
  for (let i = 0; i < 31; i += 1) statuses.push((await get(key)).status());
  expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
  expect(statuses[30]).toBe(429);
  const limited = await get(key);
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThanOrEqual(1);
  expect(limited.headers()["content-type"]).toContain("application/problem+json");
  expect(((await limited.json()) as { code: string }).code).toBe("rate_limited");
  expect((await get(world.keys.staff)).status()).toBe(200);
  await verified.dispose();
});
