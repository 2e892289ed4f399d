// `npm start` on a fresh database: migrate, seed once, print one working key per role, serve.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { demoKeysFile, databaseProvider } from "../../lib/db/database-url";
import { countRows, freshPostgresDatabase, queryRows } from "../support/databases";
import { bin, freePort, stop, waitUntilHealthy } from "../support/servers";
import { expect, test } from "../fixtures";

type Started = { process: ChildProcess; output: () => string; url: string };

async function start(dataDir: string, databaseUrl: string, demo = "1"): Promise<Started> {
  const port = await freePort();
  const child = spawn(bin("tsx"), ["lib/cli/start.ts"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, IMAGE_DIR: path.join(dataDir, "images"), RANGEBOOK_DEMO: demo },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  return { process: child, url, output: await waitUntilHealthy(child, url, 90_000) };
}

const demoKeys = (output: string) =>
  Object.fromEntries([...output.matchAll(/^ {2}(admin|staff|competition-admin|athlete)\s+(rbk_\S+)/gm)].map((m) => [m[1], m[2]]));

test("npm start creates, migrates and seeds a fresh database once, and prints a working key per role", async ({ playwright }) => {
  test.setTimeout(240_000);
  const dataDir = path.resolve("test-results", "startup", String(Date.now()));
  fs.mkdirSync(dataDir, { recursive: true });
  // The database this run tests: a new SQLite file, or a new PostgreSQL database on the configured server.
  const configured = process.env.DATABASE_URL ?? "";
  const databaseUrl =
    configured && databaseProvider(configured) === "postgresql"
      ? await freshPostgresDatabase(configured, "startup")
      : `file:${path.join(dataDir, "rangebook.db")}`;
  fs.rmSync(demoKeysFile(databaseUrl), { force: true });

  const first = await start(dataDir, databaseUrl);
  const keys = demoKeys(first.output());
  expect(first.output()).toContain("Seeded the demo data.");
  expect(first.output()).toMatch(/bot check: development verifier/);
  expect(Object.keys(keys).sort()).toEqual(["admin", "athlete", "competition-admin", "staff"]);

  const seeded: Record<string, number> = {};
  for (const table of [
    "Organization",
    "OrganizationAddress",
    "NewsAuthor",
    "Athlete",
    "CourseOfFire",
    "Competition",
    "CompetitionEntry",
    "Classification",
    "ClassificationRule",
    "JournalEntry",
    "ScoreSeries",
    "ApiKey",
  ])
    seeded[table] = await countRows(databaseUrl, table);
  expect(seeded).toMatchObject({ Organization: 1, OrganizationAddress: 2, NewsAuthor: 1, Athlete: 5, Competition: 1, ApiKey: 4 });
  expect(seeded.CourseOfFire).toBeGreaterThanOrEqual(6);
  expect(seeded.CompetitionEntry).toBeGreaterThanOrEqual(5);
  expect(seeded.Classification).toBeGreaterThanOrEqual(3);
  expect(seeded.ClassificationRule).toBeGreaterThanOrEqual(3);
  expect(seeded.JournalEntry).toBeGreaterThanOrEqual(20);
  expect(seeded.ScoreSeries).toBeGreaterThanOrEqual(100);
  const codes = (await queryRows(databaseUrl, `SELECT code FROM "CourseOfFire"`)).map((r) => r.code);
  expect(codes).toEqual(expect.arrayContaining(["AR60", "SB3X20"]));
  const one = async (sql: string) => String((await queryRows(databaseUrl, sql))[0]?.id);
  const organizationId = await one(`SELECT id FROM "Organization"`);
  const competitionId = await one(`SELECT id FROM "Competition"`);
  const classificationId = await one(`SELECT id FROM "Classification" ORDER BY "displayOrder" LIMIT 1`);
  const keyAthleteId = await one(`SELECT "athleteId" AS id FROM "ApiKey" WHERE role = 'athlete'`);
  const entryId = await one(`SELECT id FROM "JournalEntry" WHERE "athleteId" = '${keyAthleteId}' LIMIT 1`);

  const request = await playwright.request.newContext({ baseURL: first.url });
  const status = async (url: string, key: string | undefined) => (await request.get(url, { headers: { "x-api-key": key ?? "" } })).status();
  const entry = await request.get(`/api/athletes/${keyAthleteId}/journal/${entryId}`, { headers: { "x-api-key": keys.athlete ?? "" } });
  expect(entry.status()).toBe(200);
  const body = (await entry.json()) as { scoreSeries: unknown[]; courseOfFireCode: string };
  expect(body.scoreSeries.length).toBeGreaterThan(0);
  expect(body.courseOfFireCode).toBe("AR60");
  expect(await status(`/api/organizations/${organizationId}/addresses/00000000-0000-4000-8000-000000000000`, keys.staff)).toBe(404);
  expect(await status(`/api/organizations/${organizationId}`, keys.staff)).toBe(200);
  expect(await status(`/api/competitions/${competitionId}/classifications/${classificationId}`, keys["competition-admin"])).toBe(200);
  expect(await status(`/api/competitions/${competitionId}/classifications/${classificationId}`, keys.athlete)).toBe(403);
  expect(await status(`/api/athletes/${keyAthleteId}/journal/${entryId}`, keys.admin)).toBe(200);
  expect(await status(`/api/athletes/${keyAthleteId}/journal/${entryId}`, keys.staff)).toBe(403);
  expect((await request.get("/api/health")).status()).toBe(200);

  // One demo person per role, with the one password printed beside them; the demo coach coaches the demo athlete.
  const password = /the password of each: (\S+)\):/.exec(first.output())?.[1] ?? "";
  for (const role of ["athlete", "coach", "staff", "competition-admin", "admin"])
    expect(first.output()).toContain(`${role}@demo.rangebook.test`);
  const signedIn = async (email: string) => {
    const response = await request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin: first.url } });
    expect(response.status(), await response.text()).toBe(200);
    return (await request.get("/api/session")).json() as Promise<{
      grants: Array<{ role: string; athleteId: string | null }>;
      admin: boolean;
    }>;
  };
  expect((await signedIn("coach@demo.rangebook.test")).grants).toEqual(
    expect.arrayContaining([expect.objectContaining({ role: "coach", athleteId: keyAthleteId })]),
  );
  expect((await request.get(`/api/athletes/${keyAthleteId}/journal/${entryId}`)).status()).toBe(200);
  expect((await signedIn("athlete@demo.rangebook.test")).grants).toEqual([
    expect.objectContaining({ role: "athlete", athleteId: keyAthleteId }),
  ]);
  expect((await signedIn("admin@demo.rangebook.test")).admin).toBe(true);
  expect(fs.statSync(demoKeysFile(databaseUrl)).mode & 0o077).toBe(0);
  if (databaseProvider(databaseUrl) === "sqlite") {
    const file = databaseUrl.slice("file:".length);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  }
  await request.dispose();
  await stop(first);

  const second = await start(dataDir, databaseUrl);
  expect(second.output()).not.toContain("Seeded the demo data.");
  expect(demoKeys(second.output())).toEqual(keys);
  expect(second.output()).toContain(`the password of each: ${password}`);
  await stop(second);
});

test("npm start outside demo mode seeds nothing and prints no key", async () => {
  test.setTimeout(240_000);
  const dataDir = path.resolve("test-results", "startup", `plain-${Date.now()}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const configured = process.env.DATABASE_URL ?? "";
  const databaseUrl =
    configured && databaseProvider(configured) === "postgresql"
      ? await freshPostgresDatabase(configured, "startup_plain")
      : `file:${path.join(dataDir, "data", "rangebook.db")}`;
  const started = await start(dataDir, databaseUrl, "0");
  expect(started.output()).not.toContain("Seeded the demo data.");
  expect(started.output()).not.toMatch(/rbk_/);
  expect(started.output()).toContain("npm run apikey -- create --role admin");
  expect(await countRows(databaseUrl, "Organization")).toBe(0);
  expect(await countRows(databaseUrl, "ApiKey")).toBe(0);
  await stop(started);
});
