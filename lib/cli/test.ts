// `npm test`: the whole suite. Unit tests (vitest), then the API and UI tests (Playwright, the UI in
// Chromium) against real `next start` servers over a fresh SQLite file (or PostgreSQL when
// DATABASE_URL says so). Both runners run even when the first fails; the last line sums them up as
// "N passed, N failed, N skipped".
import { spawnSync } from "node:child_process";
import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { defaultDatabaseUrl } from "@/lib/db/database-url";
import { bin, ensureBuilt, run } from "./build";

const results = path.resolve("test-results");
const vitestReport = path.join(results, "vitest.json");
const playwrightReport = path.join(results, "playwright.json"); // set in playwright.config.ts

/**
 * The UI tests need Chromium. Playwright cannot download its own here, so Debian's is used; on a
 * machine without it, install it when we may (root with apt-get), else say what is missing.
 */
function ensureBrowser(): void {
  const candidates = [process.env.CHROMIUM_PATH, chromium.executablePath(), "/usr/bin/chromium"].filter((p): p is string => Boolean(p));
  if (candidates.some((p) => fs.existsSync(p))) return;
  const root = process.getuid?.() === 0;
  const apt = fs.existsSync("/usr/bin/apt-get");
  if (!root || !apt) {
    console.error("The UI tests need Chromium: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.");
    process.exit(1);
  }
  console.log("Installing Debian's Chromium for the UI tests (apt-get install chromium)...");
  run("/usr/bin/apt-get", ["update"]);
  run("/usr/bin/apt-get", ["install", "-y", "--no-install-recommends", "chromium"]);
}

ensureBuilt(process.env.DATABASE_URL ?? defaultDatabaseUrl);
ensureBrowser();
fs.mkdirSync(results, { recursive: true });
for (const report of [vitestReport, playwrightReport]) fs.rmSync(report, { force: true });

const playwrightArgs = process.argv.slice(2);
const unit =
  playwrightArgs.length > 0
    ? 0
    : spawnSync(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], { stdio: "inherit" })
        .status;
const api = spawnSync(bin("playwright"), ["test", ...playwrightArgs], { stdio: "inherit" }).status;

const read = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : null);
const v = read<{ numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number }>(vitestReport);
const p = read<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(playwrightReport);
const passed = (v?.numPassedTests ?? 0) + (p ? p.stats.expected + p.stats.flaky : 0);
const failed = (v?.numFailedTests ?? 0) + (p?.stats.unexpected ?? 0);
const skipped = (v ? v.numPendingTests + v.numTodoTests : 0) + (p?.stats.skipped ?? 0);
const ok = unit === 0 && api === 0 && passed > 0;
console.log(
  `\nunit: ${v ? `${v.numPassedTests} passed, ${v.numFailedTests} failed` : "not run"}; api and ui: ${p ? `${p.stats.expected} passed, ${p.stats.unexpected} failed, ${p.stats.skipped} skipped` : "no report"}`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(ok ? 0 : 1);
