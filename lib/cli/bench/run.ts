// `npm run bench [-- --soak] [-- --duration 10]`: a production build over the benchmark data set
// (seeded once per database), warmed up, then measured with autocannon at 10 connections. Two
// references in the same run: the ceiling (GET /api/ping in the same build: the framework alone) and
// the floor (lib/cli/bench/floor-server.ts: node:http and the database driver doing the SQL of
// operations 1 and 5). Prints one table and writes it as JSON under test-results/bench/. Beside the
// rates, each scenario's cost per request: CPU of the server (and of a local PostgreSQL), and the
// statements, key lookups and transactions the server sent, counted inside it by
// lib/cli/bench/statement-counter.mjs.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { databaseProvider, defaultDatabaseUrl } from "@/lib/db/database-url";
import type { BenchManifest } from "@/lib/cli/bench/seed-bench";
import { SEED_VERSION } from "@/lib/cli/bench/seed-version";
import type { counts as counterTotals } from "@/lib/cli/bench/statement-counter.mjs";
import { importSeason, type ImportRun } from "@/lib/cli/bench/import-season";
import { duringWork } from "@/lib/cli/bench/peak-memory";
import { measurePageWeights } from "@/lib/cli/bench/page-weight";
import { describeMatchDay, measureMatchDay, type MatchDayFigures } from "@/lib/cli/bench/match-day";
import type { MatchManifest } from "@/lib/cli/bench/seed-match";
import { executeSql, freshPostgresDatabase, siblingDatabaseUrl } from "@/e2e/support/databases";
import { bin, ensureBuilt, KEEP_ALIVE_ARGS, serverEnvironment } from "../build";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? Number(args[i + 1]) : fallback;
};
const DURATION = option("duration", 10);
const WARMUP = option("warmup", 3);
// Every scenario once per round, rounds one after the other; each figure is the median over rounds.
// A 2-core machine shared with the load generator has slow moments that one 10 s run can land in.
const ROUNDS = Math.max(1, option("rounds", 1));
const CONNECTIONS = 10;
const SOAK_SECONDS = option("soak-seconds", 300);

process.env.NEXT_TELEMETRY_DISABLED = "1";
const configured = process.env.DATABASE_URL ?? defaultDatabaseUrl;
const provider = databaseProvider(configured);
const benchDir = path.resolve("data", "bench");
fs.mkdirSync(benchDir, { recursive: true });

function benchDatabaseUrl(): string {
  if (provider === "sqlite") return `file:${path.join(benchDir, "rangebook-bench.db")}`;
  return siblingDatabaseUrl(configured, "bench");
}
const databaseUrl = benchDatabaseUrl();
const manifestFile = path.join(benchDir, `manifest-${provider}.json`);
const env = { ...process.env, DATABASE_URL: databaseUrl };

function runOrDie(command: string, commandArgs: string[]) {
  const result = spawnSync(command, commandArgs, { env, stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} failed`);
  return result.stdout;
}

async function prepareDatabase(): Promise<BenchManifest> {
  const kept = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Partial<BenchManifest>) : null;
  // A data set seeded by an older version gets the newer migrations, unless it lacks data the scenarios read.
  if (kept?.seedVersion === SEED_VERSION) {
    runOrDie(bin("prisma"), ["migrate", "deploy"]);
    return kept as BenchManifest;
  }
  console.log(`Seeding the benchmark data set into ${provider} (once; about a minute)...`);
  if (provider === "sqlite") {
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(`${databaseUrl.slice("file:".length)}${suffix}`, { force: true });
  } else {
    await freshPostgresDatabase(configured, "bench");
  }
  runOrDie(bin("prisma"), ["migrate", "deploy"]);
  const output = runOrDie(bin("tsx"), ["--conditions=react-server", "lib/cli/bench/seed-bench.ts"]);
  const manifest = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as BenchManifest;
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  return manifest;
}

/** Match day's competition (issue 37), seeded beside the data set once and kept in its manifest. */
function prepareMatch(manifest: BenchManifest & { match?: MatchManifest }): MatchManifest {
  if (manifest.match) return manifest.match;
  console.log("Seeding match day's competition (once)...");
  const output = runOrDie(bin("tsx"), ["--conditions=react-server", "lib/cli/bench/seed-match.ts", manifest.organizationId]);
  const match = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as MatchManifest;
  fs.writeFileSync(manifestFile, JSON.stringify({ ...manifest, match }, null, 2));
  return match;
}

/**
 * Removes what earlier runs wrote (operation 1's entries, operation 2's addresses), so every run
 * measures the same data. One statement each: on PostgreSQL the journal-revision triggers of
 * deletes run once per statement (migration 20261122000000). When they ran per row this went in
 * batches of 1,000: one DELETE of the 135,261 entries a run had written took 5 min 39 s (1.4 s now).
 */
async function resetWrites(manifest: BenchManifest) {
  await executeSql(databaseUrl, [
    `DELETE FROM "JournalEntry" WHERE "athleteId" = '${manifest.writerAthleteId}'`,
    `DELETE FROM "OrganizationAddress" WHERE "organizationId" = '${manifest.organizationId}' AND "addressLine1" = '2 Bench Street'`,
    // The athletes earlier runs' imports made (import-season.ts), with their sessions and shots: left
    // in place, each run measured a larger database than the one before (2 GB after some 25 runs).
    `DELETE FROM "JournalEntry" WHERE "athleteId" IN (SELECT "id" FROM "Athlete" WHERE "firstName" = 'Season' AND "lastName" LIKE 'Import %')`,
    `DELETE FROM "Athlete" WHERE "firstName" = 'Season' AND "lastName" LIKE 'Import %'`,
    // What autovacuum does for a live PostgreSQL database: plans from statistics of this data, not
    // of whatever the last run left (a restart after a crash forgets when tables were last analyzed).
    ...(provider === "postgresql" ? ["ANALYZE"] : []),
  ]);
}

async function waitFor(url: string, child: ChildProcess, log: () => string) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log()}`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready: ${url}\n${log()}`);
}

const children: ChildProcess[] = [];
// However the run ends, the servers it started end with it (a crashed run once left its server
// running and holding the SQLite file).
process.on("exit", () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
});

function start(command: string, commandArgs: string[], extra: Record<string, string>, ipc = false) {
  let output = "";
  const child = spawn(command, commandArgs, {
    env: { ...env, ...extra },
    stdio: ["ignore", "pipe", "pipe", ...(ipc ? ["ipc" as const] : [])],
  });
  children.push(child);
  child.stdout?.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  return { child, log: () => output };
}

type ProcessInfo = { parent: number; name: string; cpuTicks: number };

/** Every process on the machine: its parent, command name and CPU time so far (user and system). */
function processes(): Map<number, ProcessInfo> {
  const table = new Map<number, ProcessInfo>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // state, ppid, …; utime and stime are the 12th and 13th
      table.set(Number(entry), {
        parent: Number(fields[1]),
        name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")),
        cpuTicks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      /* gone */
    }
  }
  return table;
}

/** A process and all its descendants. */
function tree(table: Map<number, ProcessInfo>, root: number): number[] {
  return [...table.keys()].filter((pid) => {
    let p: number | undefined = pid;
    while (p && p !== root && p > 1) p = table.get(p)?.parent;
    return p === root;
  });
}

/** Resident memory of a process and all its descendants, in MB. */
function treeRssMb(root: number): number {
  let kb = 0;
  for (const pid of tree(processes(), root)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      /* gone */
    }
  }
  return kb / 1024;
}

const ticksPerSecond = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/**
 * CPU time so far, per process, of a server's process tree and of the PostgreSQL server's
 * processes when they run on this machine (the benchmark's database is then local).
 */
function cpuSnapshot(root: number): { server: Map<number, number>; database: Map<number, number> } {
  const table = processes();
  const server = new Map(tree(table, root).map((pid) => [pid, table.get(pid)?.cpuTicks ?? 0]));
  const database = new Map([...table].filter(([, p]) => p.name === "postgres").map(([pid, p]) => [pid, p.cpuTicks]));
  return { server, database };
}

/** Milliseconds of CPU spent between two snapshots (a process started meanwhile counts from zero). */
function cpuMsBetween(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return (1000 * ticks) / ticksPerSecond;
}

/** The counter's totals, as it keeps them. */
type StatementCounts = typeof counterTotals;

/** The totals lib/cli/bench/statement-counter.mjs keeps inside the server, asked for over IPC. */
function statementCounts(child: ChildProcess): Promise<StatementCounts> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off("message", answer);
      reject(new Error("the server did not answer the statement count (is lib/cli/bench/statement-counter.mjs loaded?)"));
    }, 5000);
    const answer = (message: unknown) => {
      const m = message as { type?: string; counts?: StatementCounts };
      if (m.type !== "rangebook:counts" || !m.counts) return;
      clearTimeout(timer);
      child.off("message", answer);
      resolve({ ...m.counts });
    };
    child.on("message", answer);
    child.send("rangebook:counts");
  });
}

type Scenario = {
  name: string;
  kind: "reference" | "read" | "write";
  url: string;
  method?: "GET" | "POST" | "PUT";
  headers?: Record<string, string>;
  body?: unknown;
};
/** Per request, over one measured run: CPU (ms) of the server and of a local PostgreSQL, and what the server sent it. */
type PerRequest = { cpuMs: number; databaseCpuMs?: number; statements?: number; keyLookups?: number; transactions?: number };
type Row = {
  name: string;
  kind: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  peakMb: number;
  rpsRange: [number, number];
  perRequest: PerRequest;
};
/** A process under measurement: its resident memory is sampled, its CPU counted, and, for the app, its statements. */
type Measured = { pid: number; memory?: () => number; counts?: () => Promise<StatementCounts> };

const twoPlaces = (value: number | undefined) => (value === undefined ? "–" : value.toFixed(2));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** Each figure's median over the rounds; a figure some round lacks is left out. */
function medianPerRequest(rounds: PerRequest[]): PerRequest {
  const of = (key: keyof PerRequest) => {
    const values = rounds.map((r) => r[key]).filter((v): v is number => v !== undefined);
    return values.length === rounds.length && values.length > 0 ? median(values) : undefined;
  };
  return {
    cpuMs: of("cpuMs") ?? 0,
    databaseCpuMs: of("databaseCpuMs"),
    statements: of("statements"),
    keyLookups: of("keyLookups"),
    transactions: of("transactions"),
  };
}

async function measure(s: Scenario, seconds: number, server?: Measured) {
  let peak = 0;
  const sample = () => (peak = Math.max(peak, server?.memory?.() ?? 0));
  const timer = setInterval(sample, 250);
  const countsBefore = await server?.counts?.();
  const cpuBefore = server && cpuSnapshot(server.pid);
  const result = await autocannon({
    url: s.url,
    connections: CONNECTIONS,
    duration: seconds,
    method: s.method ?? "GET",
    headers: { "content-type": "application/json", ...s.headers },
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
  });
  const cpuAfter = server && cpuSnapshot(server.pid);
  const countsAfter = await server?.counts?.();
  clearInterval(timer);
  sample();
  const each = (total: number) => total / Math.max(1, result.requests.total);
  const perRequest: PerRequest = { cpuMs: cpuBefore && cpuAfter ? each(cpuMsBetween(cpuBefore.server, cpuAfter.server)) : 0 };
  if (provider === "postgresql" && cpuBefore && cpuAfter && cpuAfter.database.size > 0) {
    perRequest.databaseCpuMs = each(cpuMsBetween(cpuBefore.database, cpuAfter.database));
  }
  if (countsBefore && countsAfter) {
    perRequest.statements = each(countsAfter.statements - countsBefore.statements);
    perRequest.keyLookups = each(countsAfter.keyLookups - countsBefore.keyLookups);
    perRequest.transactions = each(countsAfter.transactions - countsBefore.transactions);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    peakMb: peak,
    perRequest,
  };
}

/** What one more request of a scenario gets, for the report when some of its requests failed. */
async function oneAnswer(s: Scenario): Promise<string> {
  try {
    const response = await fetch(s.url, {
      method: s.method ?? "GET",
      headers: { "content-type": "application/json", ...s.headers },
      body: s.body === undefined ? undefined : JSON.stringify(s.body),
      signal: AbortSignal.timeout(15_000),
    });
    return `${response.status} ${(await response.text()).slice(0, 300)}`;
  } catch (error) {
    return String(error);
  }
}

async function main() {
  ensureBuilt(databaseUrl); // generates the database client first, which the seeding needs
  const manifest = await prepareDatabase();
  const match = prepareMatch(manifest);
  await resetWrites(manifest);
  const port = 3900 + Math.floor(Math.random() * 50);
  const floorPort = port + 60;
  const counter = pathToFileURL(path.resolve("lib", "cli", "bench", "statement-counter.mjs")).href;
  const serverEnv = serverEnvironment();
  const app = start(
    bin("next"),
    ["start", "-p", String(port), "-H", "127.0.0.1", ...KEEP_ALIVE_ARGS],
    {
      NODE_ENV: "production",
      RATE_LIMIT_PER_MINUTE: "100000000",
      IMAGE_DIR: path.join(benchDir, "images"),
      ...serverEnv,
      NODE_OPTIONS: `${serverEnv.NODE_OPTIONS} --import ${JSON.stringify(counter)}`,
      // --no-drain measures the server without the graceful-shutdown hooks (for the ceiling's before/after).
      ...(flag("no-drain") ? {} : { NEXT_MANUAL_SIG_HANDLE: "true" }),
    },
    true,
  );
  const floor = start(bin("tsx"), ["lib/cli/bench/floor-server.ts"], { PORT: String(floorPort) });
  const base = `http://127.0.0.1:${port}`;
  const floorBase = `http://127.0.0.1:${floorPort}`;
  await waitFor(`${base}/api/ping`, app.child, app.log);
  await waitFor(`${floorBase}/health`, floor.child, floor.log);
  const pid = app.child.pid ?? 0;
  const sample = () => treeRssMb(pid);
  const server: Measured = { pid, memory: sample, counts: () => statementCounts(app.child) };
  const floorServer: Measured = { pid: floor.child.pid ?? 0 };

  const k = manifest.keys;
  const entry = {
    sessionDate: "2026-11-20T18:00:00Z",
    sessionType: "Training",
    discipline: "Air Rifle",
    position: "Standing",
    shotsFired: 60,
    score: 618.4,
    maxScore: 654,
    numberOfTens: 41,
    numberOfXs: 17,
    notes: "bench write",
  };
  // A cursor 100 pages deep into the 10,000-entry journal.
  let cursor = "";
  for (let i = 0; i < 100; i += 1) {
    const page = (await (
      await fetch(`${base}/api/athletes/${manifest.athleteId}/journal?limit=50${cursor ? `&cursor=${cursor}` : ""}`, {
        headers: { "x-api-key": k.athlete },
      })
    ).json()) as { nextCursor: string };
    cursor = encodeURIComponent(page.nextCursor);
  }
  const scenarios: Scenario[] = [
    { name: "ceiling: GET /api/ping", kind: "reference", url: `${base}/api/ping` },
    {
      name: "floor: insert (op 1 SQL)",
      kind: "reference",
      url: `${floorBase}/journal/${manifest.writerAthleteId}`,
      method: "POST",
      body: entry,
    },
    { name: "floor: newest image (op 5 SQL)", kind: "reference", url: `${floorBase}/images/${manifest.athleteId}/1` },
    {
      name: "op 1 POST journal entry",
      kind: "write",
      url: `${base}/api/athletes/${manifest.writerAthleteId}/journal`,
      method: "POST",
      headers: { "x-api-key": k.writer },
      body: entry,
    },
    {
      name: "op 2 POST address",
      kind: "write",
      url: `${base}/api/organizations/${manifest.organizationId}/addresses`,
      method: "POST",
      headers: { "x-api-key": k.staff },
      body: {
        organizationId: manifest.organizationId,
        addressLine1: "2 Bench Street",
        city: "Springfield",
        state: 17,
        postalCode: "62701",
        country: 840,
        addressType: 1,
      },
    },
    {
      name: "op 3 PUT user profile",
      kind: "write",
      url: `${base}/api/UserProfiles/${manifest.userProfileId}`,
      method: "PUT",
      headers: { "x-api-key": k.writer },
      body: { captchaToken: "XXXX.DUMMY.TOKEN.XXXX", firstName: "Writer", lastName: "Bench", email: "writer@example.org", country: 840 },
    },
    {
      name: "op 4 PUT news author",
      kind: "write",
      url: `${base}/api/organizations/${manifest.organizationId}/news/authors/${manifest.newsAuthorId}`,
      method: "PUT",
      headers: { "x-api-key": k.staff },
      body: { displayName: "Bench Author", bio: "Writes the range reports." },
    },
    {
      name: "op 5 GET newest image by type",
      kind: "read",
      url: `${base}/api/athletes/${manifest.athleteId}/profile-images/by-type/1`,
      headers: { "x-api-key": k.athlete },
    },
    {
      name: "op 6 PUT classification (10 entries)",
      kind: "write",
      url: `${base}/api/competitions/${manifest.smallCompetitionId}/classifications/${manifest.smallClassificationId}`,
      method: "PUT",
      headers: { "x-api-key": k.competitionAdmin },
      body: {
        name: "Club Expert",
        type: 3,
        displayOrder: 10,
        rules: [
          { ruleType: 0, fieldName: "entryScore", operator: 3, value: "605" },
          { ruleType: 1, fieldName: "country", operator: 0, value: "756" },
        ],
      },
    },
    {
      name: "journal list, first page (10k)",
      kind: "read",
      url: `${base}/api/athletes/${manifest.athleteId}/journal`,
      headers: { "x-api-key": k.athlete },
    },
    {
      name: "journal list, page 101 (10k)",
      kind: "read",
      url: `${base}/api/athletes/${manifest.athleteId}/journal?limit=50&cursor=${cursor}`,
      headers: { "x-api-key": k.athlete },
    },
    {
      name: "journal statistics (10k)",
      kind: "read",
      url: `${base}/api/athletes/${manifest.athleteId}/journal/stats`,
      headers: { "x-api-key": k.athlete },
    },
    {
      name: "plan of a season (a year, 10k journal)",
      kind: "read",
      url: `${base}/api/athletes/${manifest.athleteId}/plan?from=${manifest.planning.seasonFrom}&to=${manifest.planning.seasonTo}&timeZone=UTC`,
      headers: { "x-api-key": k.athlete },
    },
    {
      name: "coach's page (30 athletes)",
      kind: "read",
      url: `${base}/api/me/coached-athletes`,
      headers: { "x-api-key": manifest.planning.coachKey },
    },
    {
      name: "assignment run (1,000 entries)",
      kind: "write",
      url: `${base}/api/competitions/${manifest.competitionId}/classifications/assign`,
      method: "POST",
      headers: { "x-api-key": k.competitionAdmin },
      body: {},
    },
    {
      name: "match: result list, one class (300 entries, shots)",
      kind: "read",
      url: `${base}/api/competitions/${match.competitionId}/results?courseOfFireId=${match.courseOfFireId}&classificationId=${match.classificationIds[0] ?? ""}`,
      headers: { "x-api-key": match.competitionAdminKey },
    },
    {
      name: "match: public result list (300 entries)",
      kind: "read",
      url: `${base}/api/public/competitions/${match.competitionId}/results`,
    },
    // Measured again at the end: one slow moment of the machine during the first run would otherwise
    // inflate every ratio of the run. Ratios use the higher of the two.
    { name: "ceiling again, after the rest", kind: "reference", url: `${base}/api/ping` },
  ];
  const only = args.includes("--only") ? (args[args.indexOf("--only") + 1] ?? "") : "";

  // One assignment alone, for the "1,000 entries under 1 s" target.
  const single: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const t = performance.now();
    const r = await fetch(`${base}/api/competitions/${manifest.competitionId}/classifications/assign`, {
      method: "POST",
      headers: { "x-api-key": k.competitionAdmin },
    });
    if (!r.ok) throw new Error(`assign ${r.status}: ${await r.text()}`);
    single.push(performance.now() - t);
  }

  // The journal list and statistics are kept per journal revision, so under load they are mostly
  // answered from memory. Their cost when the journal has just changed, measured alone: each request
  // follows a raise of the revision, as any write to the journal does. Fifteen of each: the first
  // ones also load and compile the route's code in this fresh server, which five samples let decide
  // the median (the first is printed apart).
  const cold: Record<string, number[]> = { "journal list, first page": [], "journal statistics": [] };
  for (let i = 0; i < 15; i += 1) {
    for (const [name, url] of [
      ["journal list, first page", `/api/athletes/${manifest.athleteId}/journal`],
      ["journal statistics", `/api/athletes/${manifest.athleteId}/journal/stats`],
    ] as const) {
      await executeSql(databaseUrl, [
        `UPDATE "Athlete" SET "journalRevision" = "journalRevision" + 1 WHERE "id" = '${manifest.athleteId}'`,
      ]);
      const t = performance.now();
      const r = await fetch(`${base}${url}`, { headers: { "x-api-key": k.athlete } });
      if (!r.ok) throw new Error(`${name} ${r.status}: ${await r.text()}`);
      await r.arrayBuffer();
      cold[name]?.push(performance.now() - t);
    }
  }

  const rows: Row[] = [];
  const startMb = sample();
  const failures: string[] = [];
  const selected = scenarios.filter((s) => !only || s.name.includes(only) || s.kind === "reference");
  const runs = new Map<Scenario, Array<Awaited<ReturnType<typeof measure>>>>(selected.map((s) => [s, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const s of selected) {
      await measure(s, WARMUP);
      runs.get(s)?.push(await measure(s, DURATION, s.url.startsWith(floorBase) ? floorServer : server));
      process.stdout.write(".");
    }
  }
  process.stdout.write("\n");
  for (const s of selected) {
    const ms = runs.get(s) ?? [];
    const errors = ms.reduce((sum, m) => sum + m.errors, 0);
    rows.push({
      name: s.name,
      kind: s.kind,
      rps: median(ms.map((m) => m.rps)),
      p50: median(ms.map((m) => m.p50)),
      p99: median(ms.map((m) => m.p99)),
      errors,
      peakMb: Math.max(...ms.map((m) => m.peakMb)),
      rpsRange: [Math.min(...ms.map((m) => m.rps)), Math.max(...ms.map((m) => m.rps))],
      perRequest: medianPerRequest(ms.map((m) => m.perRequest)),
    });
    if (errors > 0) failures.push(`${s.name}: ${errors} failed requests; one more answered ${await oneAnswer(s)}`);
  }

  let soak: { startMb: number; endMb: number; samples: number[] } | null = null;
  if (flag("soak")) {
    console.log(`Soak: ${SOAK_SECONDS} s of mixed load (operations 1 and 5, journal list and statistics)...`);
    const mix = scenarios.filter((s) => ["op 1", "op 5", "journal list, first", "journal statistics"].some((p) => s.name.startsWith(p)));
    const samples: number[] = [];
    const slices = Math.max(1, Math.round(SOAK_SECONDS / 30));
    for (let i = 0; i < slices; i += 1) {
      await Promise.all(mix.map((s) => measure({ ...s }, 30)));
      samples.push(sample());
    }
    soak = { startMb: samples[0] ?? 0, endMb: samples.at(-1) ?? 0, samples };
  }

  const ceilings = rows.filter((r) => r.name.startsWith("ceiling")).map((r) => r.rps);
  const ceiling = Math.max(0, ...ceilings);
  const floorWrite = rows.find((r) => r.name.startsWith("floor: insert"))?.rps ?? 0;
  const floorRead = rows.find((r) => r.name.startsWith("floor: newest"))?.rps ?? 0;
  const pct = (a: number, b: number) => (b > 0 ? `${Math.round((100 * a) / b)}%` : "–");
  const table = rows.map((r) => ({
    scenario: r.name,
    "req/s": Math.round(r.rps),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "peak MB": r.peakMb ? Math.round(r.peakMb) : "–",
    "of ceiling": r.kind === "reference" ? "" : pct(r.rps, ceiling),
    "of floor": r.kind === "reference" ? "" : pct(r.rps, r.kind === "read" ? floorRead : floorWrite),
    errors: r.errors,
    "req/s over rounds": `${Math.round(r.rpsRange[0])}-${Math.round(r.rpsRange[1])}`,
    "CPU ms/req": twoPlaces(r.perRequest.cpuMs),
    "db CPU ms/req": twoPlaces(r.perRequest.databaseCpuMs),
    "SQL/req": twoPlaces(r.perRequest.statements),
    "keys/req": twoPlaces(r.perRequest.keyLookups),
    "tx/req": twoPlaces(r.perRequest.transactions),
  }));
  const header = [
    "scenario",
    "req/s",
    "p50 ms",
    "p99 ms",
    "peak MB",
    "of ceiling",
    "of floor",
    "errors",
    ...(ROUNDS > 1 ? (["req/s over rounds"] as const) : []),
    "CPU ms/req",
    ...(provider === "postgresql" ? (["db CPU ms/req"] as const) : []),
    "SQL/req",
    "keys/req",
    "tx/req",
  ] as const;
  const widths = header.map((h) => Math.max(h.length, ...table.map((t) => String(t[h]).length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(" | ")} |`;
  console.log(
    `\nRangebook benchmark on ${provider}: ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s warm-up, ${ROUNDS === 1 ? "one round" : `median of ${ROUNDS} rounds`}, ${new Date().toISOString()}`,
  );
  console.log(line([...header]));
  console.log(`|${widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : `${"-".repeat(w + 1)}:`)).join("|")}|`);
  for (const t of table) console.log(line(header.map((h) => String(t[h]))));
  console.log(
    `\nOne assignment run alone (1,000 entries, 6 classifications): median ${Math.round(median(single))} ms, max ${Math.round(Math.max(...single))} ms`,
  );
  for (const [name, times] of Object.entries(cold)) {
    console.log(
      `${name} alone, right after a write (nothing kept): median ${Math.round(median(times))} ms, max ${Math.round(Math.max(...times))} ms of ${times.length}; the first ${Math.round(times[0] ?? NaN)} ms`,
    );
  }
  if (ceilings.length === 2) {
    const [first = 0, last = 0] = ceilings;
    console.log(
      `Ceiling at the start ${Math.round(first)} req/s, at the end ${Math.round(last)} req/s (${pct(Math.abs(last - first), Math.max(first, last))} apart); ratios use ${Math.round(ceiling)}`,
    );
  }
  console.log(`Server memory: ${Math.round(startMb)} MB before the runs, peak ${Math.round(Math.max(...rows.map((r) => r.peakMb)))} MB`);
  if (soak)
    console.log(
      `Soak: ${Math.round(soak.startMb)} MB after the first 30 s, ${Math.round(soak.endMb)} MB at the end (${pct(soak.endMb - soak.startMb, soak.startMb)} growth); samples ${soak.samples.map(Math.round).join(", ")}`,
    );
  console.log("Writes are compared with the floor's insert, reads with the floor's newest-image query.");
  console.log(
    "Per request: CPU ms/req of the server's processes" +
      (provider === "postgresql" ? " and of this machine's PostgreSQL processes (db)" : "") +
      "; SQL/req statements sent to the database (transaction control not counted), keys/req API-key lookups among them, tx/req transactions begun" +
      (provider === "sqlite" ? " (writes arriving together share one)." : " (a single statement outside one commits on its own)."),
  );
  // Failed requests are fast, so a scenario that fails looks fast: say so where it cannot be missed.
  for (const failure of failures) console.log(`FAILED REQUESTS ${failure}`);
  if (failures.length > 0) process.exitCode = 1;

  // Match day: a class's list alone, then the public's viewers while officials write scores.
  let matchDay: MatchDayFigures | null = null;
  if (!only || only.includes("match")) {
    matchDay = await measureMatchDay(base, match, DURATION * 2);
    for (const text of describeMatchDay(matchDay, DURATION * 2)) console.log(text);
  }

  // A season imported in one file (issue 23), its rows per second beside the floor's inserts.
  let seasonImport: ImportRun | null = null;
  if (!only || "import".includes(only) || only.includes("import")) {
    seasonImport = await importSeason(base, k.admin, manifest.organizationId, sample).catch((error: unknown) => {
      console.error(`The season import failed; the server said:\n${app.log().slice(-4000)}`);
      throw error;
    });
    const { seconds, rows: written, rowsPerSecond, peakMb, beforeMb, bytes, created } = seasonImport;
    console.log(
      `\nImport of a season (${created} sessions, ${written} rows, ${(bytes / 1024 / 1024).toFixed(1)} MiB ShotMarker file): ${seconds.toFixed(1)} s, ` +
        `${Math.round(rowsPerSecond)} rows/s = ${pct(rowsPerSecond, floorWrite)} of the floor's ${Math.round(floorWrite)} inserts/s (target 25%); ` +
        `server memory ${Math.round(beforeMb)} MB before, peak ${Math.round(peakMb)} MB.`,
    );
    // The largest files one import takes, streamed by string and by start number: the server's
    // memory should peak no higher than for a season.
    for (const [format, sessions] of [
      ["shotmarker", 7_000],
      ["sius", 4_500],
    ] as const) {
      const largest = await importSeason(base, k.admin, manifest.organizationId, sample, { sessions, format });
      console.log(
        `Import of the largest ${format === "sius" ? "SIUS" : "ShotMarker"} file (${largest.created} sessions, ${(largest.bytes / 1024 / 1024).toFixed(1)} MiB): ` +
          `${largest.seconds.toFixed(1)} s, ${Math.round(largest.rowsPerSecond)} rows/s; server memory ${Math.round(largest.beforeMb)} MB before, peak ${Math.round(largest.peakMb)} MB.`,
      );
    }
  }

  // Page weight: first-load JavaScript per page, gzipped, as Chromium receives it.
  const firstEntry = (await (
    await fetch(`${base}/api/athletes/${manifest.athleteId}/journal?limit=1`, { headers: { "x-api-key": k.athlete } })
  ).json()) as { items: Array<{ id: string }> };
  const entryId = firstEntry.items[0]?.id ?? "";
  // The server draws every page once here, which loads the pages' own code: sampled too, so the
  // memory figure covers pages as well as the API.
  const {
    result: weights,
    beforeMb: pagesBeforeMb,
    peakMb: pagesDuringMb,
  } = await duringWork(sample, 250, () =>
    measurePageWeights(base, [
      { path: "/sign-in" },
      { path: "/", key: k.athlete },
      { path: "/docs" },
      { path: "/profile", key: k.writer },
      { path: `/athletes/${manifest.athleteId}/journal`, key: k.athlete },
      { path: `/athletes/${manifest.athleteId}/journal/new`, key: k.athlete },
      { path: `/athletes/${manifest.athleteId}/journal/${entryId}`, key: k.athlete },
      { path: `/athletes/${manifest.athleteId}/journal/${entryId}/edit`, key: k.athlete },
      { path: `/athletes/${manifest.athleteId}/images`, key: k.athlete },
      { path: `/organizations/${manifest.organizationId}`, key: k.staff },
      { path: "/competitions", key: k.competitionAdmin },
      { path: `/competitions/${manifest.smallCompetitionId}/classifications`, key: k.competitionAdmin },
      { path: `/results/${match.competitionId}` },
    ]),
  );
  const pagesPeakMb = Math.max(pagesDuringMb, sample());
  console.log(
    `\nServer memory while Chromium loaded each page once: ${Math.round(pagesBeforeMb)} MB before, peak ${Math.round(pagesPeakMb)} MB.`,
  );
  console.log("\nFirst-load JavaScript per page (as Chromium receives it; gzip of each script):");
  for (const w of weights.pages)
    console.log(
      `  ${w.path.replace(manifest.athleteId, "{athleteId}").replace(entryId, "{entryId}").replace(manifest.organizationId, "{organizationId}").replace(manifest.smallCompetitionId, "{competitionId}").padEnd(52)} ${String(w.gzipKb).padStart(4)} kB gzip (${w.rawKb} kB raw, ${w.scripts} files)`,
    );
  console.log("Largest chunks:");
  for (const c of weights.largest)
    console.log(
      `  ${c.chunk.padEnd(24)} ${String(c.gzipKb).padStart(4)} kB gzip, on ${c.pages} of ${weights.pages.length} pages: ${c.contains}`,
    );

  const out = path.resolve("test-results", "bench");
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, `${provider}.json`),
    JSON.stringify(
      { provider, at: new Date().toISOString(), rows, single, cold, startMb, soak, weights, pagesPeakMb, seasonImport, matchDay },
      null,
      2,
    ),
  );
  app.child.kill("SIGTERM");
  floor.child.kill("SIGTERM");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
