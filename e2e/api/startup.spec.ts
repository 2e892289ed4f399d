// `npm start` on a fresh database: migrate, seed once, print one working key per role, serve.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { bin, freePort, stop, waitUntilHealthy } from "../support/servers";
import { expect, test } from "../fixtures";

type Started = { process: ChildProcess; output: () => string; url: string };

async function start(dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(bin("tsx"), ["lib/cli/start.ts"], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${path.join(dataDir, "rangebook.db")}`, IMAGE_DIR: path.join(dataDir, "images") },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const url = `http://127.0.0.1:${port}`;
  return { process: child, url, output: await waitUntilHealthy(child, url, 90_000) };
}

const demoKeys = (output: string) =>
  Object.fromEntries([...output.matchAll(/^ {2}(admin|staff|competition-admin|athlete)\s+(rbk_\S+)/gm)].map((m) => [m[1], m[2]]));

test("npm start creates, migrates and seeds a fresh database once, and prints a working key per role", async ({ playwright }) => {
  test.skip(process.env.DATABASE_URL?.startsWith("postgres") === true, "the embedded default is SQLite");
  test.setTimeout(240_000);
  const dataDir = path.resolve("test-results", "startup", String(Date.now()));
  fs.mkdirSync(dataDir, { recursive: true });

  const first = await start(dataDir);
  const keys = demoKeys(first.output());
  expect(first.output()).toContain("Seeded the demo data.");
  expect(first.output()).toMatch(/bot check: development verifier/);
  expect(Object.keys(keys).sort()).toEqual(["admin", "athlete", "competition-admin", "staff"]);

  const database = new Database(path.join(dataDir, "rangebook.db"), { readonly: true });
  const count = (table: string) => (database.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
  const seeded = Object.fromEntries(
    ["Organization", "OrganizationAddress", "NewsAuthor", "Athlete", "CourseOfFire", "Competition", "CompetitionEntry",
      "Classification", "ClassificationRule", "JournalEntry", "ScoreSeries", "ApiKey"].map((t) => [t, count(t)]),
  );
  expect(seeded).toMatchObject({ Organization: 1, OrganizationAddress: 2, NewsAuthor: 1, Athlete: 5, Competition: 1, ApiKey: 4 });
  expect(seeded.CourseOfFire).toBeGreaterThanOrEqual(6);
  expect(seeded.CompetitionEntry).toBeGreaterThanOrEqual(5);
  expect(seeded.Classification).toBeGreaterThanOrEqual(3);
  expect(seeded.ClassificationRule).toBeGreaterThanOrEqual(3);
  expect(seeded.JournalEntry).toBeGreaterThanOrEqual(20);
  expect(seeded.ScoreSeries).toBeGreaterThanOrEqual(100);
  const codes = (database.prepare(`SELECT code FROM "CourseOfFire"`).all() as Array<{ code: string }>).map((r) => r.code);
  expect(codes).toEqual(expect.arrayContaining(["AR60", "SB3X20"]));
  const one = (sql: string) => (database.prepare(sql).get() as { id: string }).id;
  const organizationId = one(`SELECT id FROM "Organization"`);
  const competitionId = one(`SELECT id FROM "Competition"`);
  const classificationId = one(`SELECT id FROM "Classification" ORDER BY "displayOrder" LIMIT 1`);
  const keyAthleteId = one(`SELECT "athleteId" AS id FROM "ApiKey" WHERE role = 'athlete'`);
  const entryId = one(`SELECT id FROM "JournalEntry" WHERE "athleteId" = '${keyAthleteId}' LIMIT 1`);
  database.close();

  const request = await playwright.request.newContext({ baseURL: first.url });
  const status = async (url: string, key: string | undefined) =>
    (await request.get(url, { headers: { "x-api-key": key ?? "" } })).status();
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
  expect(fs.statSync(path.join(dataDir, "demo-keys.json")).mode & 0o077).toBe(0);
  await request.dispose();
  await stop(first);

  const second = await start(dataDir);
  expect(second.output()).not.toContain("Seeded the demo data.");
  expect(demoKeys(second.output())).toEqual(keys);
  await stop(second);
});
