// `npm run bench:lighthouse -- --key rbk_… [--base http://localhost:3000] [--runs 3]`: Lighthouse
// 13.5's mobile performance for the three pages an athlete opens at the range (the journal, a new
// session, a session), each with the reader cookie and as a first visit without it, against a
// server already running (`npm start`). Prints one line per run and writes them under
// test-results/lighthouse/.
//
// The session cookie sits in the browser's own cookie jar, as a person's does. Lighthouse's
// `--extra-headers` adds it to the requests the page makes, but not to those of the service worker:
// once the worker controlled the page, its refreshes went out signed out, were refused, and the page
// said "Sign in" over an error (a layout shift of 0.26 that no person meets).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { READER_COOKIE, readerCookieValue } from "@/lib/client/reader-cookie";

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return (i >= 0 ? args[i + 1] : undefined) ?? fallback;
};
const base = option("base", "http://localhost:3000");
const key = option("key", "");
const runs = Number(option("runs", "3"));
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const port = 9333;
const out = path.join("test-results", "lighthouse");
/** The reader cookie of a returning visit: what the browser told the server on its first. */
const readerFormat = { locale: "en-US", timeZone: "UTC" };

type Result = { label: string; score: number; tbt: number; cls: number; lcp: number };

async function signIn(apiKey: string): Promise<{ cookie: { name: string; value: string }; athleteId: string; entryId: string }> {
  const answer = await fetch(`${base}/api/session`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ apiKey }),
  });
  const [name = "", value] = (answer.headers.getSetCookie()[0] ?? "").split(";")[0]?.split("=") ?? [];
  if (!answer.ok || !value) throw new Error(`Signing in with the key failed (${answer.status}).`);
  const who = (await (await fetch(`${base}/api/session`, { headers: { "x-api-key": apiKey } })).json()) as { athleteId?: string };
  if (!who.athleteId) throw new Error("The key is not an athlete's: use one of the demo athlete's keys.");
  const list = (await (
    await fetch(`${base}/api/athletes/${who.athleteId}/journal?limit=1`, { headers: { "x-api-key": apiKey } })
  ).json()) as {
    items: { id: string }[];
  };
  if (!list.items[0]) throw new Error("The athlete has no session to open.");
  return { cookie: { name, value }, athleteId: who.athleteId, entryId: list.items[0].id };
}

async function startChrome(): Promise<{ chrome: ChildProcess; profile: string }> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "rangebook-lighthouse-"));
  const chrome = spawn(
    chromePath,
    ["--headless=new", "--no-sandbox", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    {
      stdio: "ignore",
    },
  );
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/json/version`).then(
        () => true,
        () => false,
      )
    )
      return { chrome, profile };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Chromium (${chromePath}) did not open its debugging port.`);
}

/** The running Chromium's own context: its cookie jar is the one Lighthouse's runs use. */
async function defaultContext() {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const [context] = browser.contexts();
  if (!context) throw new Error("Chromium has no default context.");
  return { browser, context };
}

/** The browser's jar holds the session, and the reader cookie unless this is a first visit. */
async function setCookies(session: { name: string; value: string }, reader: boolean) {
  const { browser, context } = await defaultContext();
  await context.clearCookies();
  const domain = new URL(base).hostname;
  await context.addCookies([
    { ...session, domain, path: "/", httpOnly: true, sameSite: "Lax" },
    ...(reader ? [{ name: READER_COOKIE, value: readerCookieValue(readerFormat), domain, path: "/", sameSite: "Lax" as const }] : []),
  ]);
  await browser.close();
}

/**
 * Each page once in the same Chromium before any run, with and without the reader cookie: the first
 * requests after `npm start` compile the server's code paths, and on two cores that work would run
 * beside the first run's page. Lighthouse clears the origin's caches and service worker before each
 * run, so the runs themselves still start cold.
 */
async function warmUp(session: { name: string; value: string }, paths: string[]) {
  for (const reader of [true, false]) {
    await setCookies(session, reader);
    const { browser, context } = await defaultContext();
    const page = await context.newPage();
    for (const pagePath of paths) await page.goto(base + pagePath, { waitUntil: "networkidle" });
    await page.close();
    await browser.close();
  }
}

function lighthouse(url: string, file: string): Omit<Result, "label"> {
  execFileSync(
    "npx",
    [
      "-y",
      "lighthouse@13.5.0",
      url,
      `--port=${port}`,
      "--quiet",
      "--only-categories=performance",
      "--form-factor=mobile",
      "--output=json",
      `--output-path=${file}`,
    ],
    { stdio: "ignore", timeout: 180_000 },
  );
  const report = JSON.parse(fs.readFileSync(file, "utf8")) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    score: Math.round(report.categories.performance.score * 100),
    tbt: Math.round(audit("total-blocking-time")),
    cls: audit("cumulative-layout-shift"),
    lcp: Math.round(audit("largest-contentful-paint")),
  };
}

async function main() {
  if (!key) throw new Error("Give an athlete's API key: --key rbk_… (npm start prints the demo keys).");
  const { cookie, athleteId, entryId } = await signIn(key);
  const pages = {
    journal: `/athletes/${athleteId}/journal`,
    new: `/athletes/${athleteId}/journal/new`,
    entry: `/athletes/${athleteId}/journal/${entryId}`,
  };
  fs.mkdirSync(out, { recursive: true });
  const { chrome, profile } = await startChrome();
  const results: Result[] = [];
  try {
    await warmUp(cookie, Object.values(pages));
    for (let run = 1; run <= runs; run++) {
      for (const firstVisit of [false, true]) {
        for (const [page, pagePath] of Object.entries(pages)) {
          const label = `${page}${firstVisit ? "-first" : ""}-${run}`;
          await setCookies(cookie, !firstVisit);
          const result = { label, ...lighthouse(base + pagePath, path.join(out, `${label}.json`)) };
          results.push(result);
          console.log(`${label.padEnd(16)} score ${result.score} TBT ${result.tbt} ms CLS ${result.cls.toFixed(3)} LCP ${result.lcp} ms`);
        }
      }
    }
  } finally {
    chrome.kill();
    await new Promise((resolve) => chrome.once("exit", resolve));
    fs.rmSync(profile, { recursive: true, force: true });
  }
  const passing = results.filter((r) => r.score >= 90).length;
  console.log(`${passing} of ${results.length} runs scored 90 or more.`);
  fs.writeFileSync(path.join(out, "summary.json"), JSON.stringify(results, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
