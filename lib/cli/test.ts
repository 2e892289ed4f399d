// `npm test`: the whole suite. Unit tests (vitest), then the API tests (Playwright) against real
// `next start` servers over a fresh SQLite file (or PostgreSQL when DATABASE_URL says so). Both run
// even when the first fails; the last line sums them up as "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { defaultDatabaseUrl } from "@/lib/database-url";
import { bin, ensureBuilt } from "./build";

const results = path.resolve("test-results");
const vitestReport = path.join(results, "vitest.json");
const playwrightReport = path.join(results, "playwright.json"); // set in playwright.config.ts

ensureBuilt(process.env.DATABASE_URL ?? defaultDatabaseUrl);
fs.mkdirSync(results, { recursive: true });
for (const report of [vitestReport, playwrightReport]) fs.rmSync(report, { force: true });

const playwrightArgs = process.argv.slice(2);
const unit = playwrightArgs.length > 0
  ? 0
  : spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], { stdio: "inherit" }).status;
const api = spawnSync(bin("playwright"), ["test", ...playwrightArgs], { stdio: "inherit" }).status;

const read = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : null);
const v = read<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestReport);
const p = read<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightReport);
const passed = (v?.numPassedTests ?? 0) + (p ? p.stats.expected + p.stats.flaky : 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats.unexpected ?? 0);
const skipped = (v ? v.numPendingTests + v.numTodoTests : 0) + (p?.stats.skipped ?? 0);
const ok = unit === 0 && api === 0 && passed > 0;
console.log(`\nunit: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : "not run"}; api: ${p ? `${p.stats.expected} passed, ${p.stats.unexpected} failed, ${p.stats.skipped} skipped` : "no report"}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
