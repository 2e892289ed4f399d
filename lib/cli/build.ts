// Shared by `npm start` and `npm test`: generate the database client and build the app when the
// sources (or the database they target) changed since the last build.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { databaseProvider, sqliteFilePath } from "@/lib/db/database-url";
import { hintEagerCompile } from "./browser-chunks";
import { dedupeServerChunks } from "./server-chunks";

const root = process.cwd();

export const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`\n${path.basename(command)} ${args.join(" ")} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** A digest of everything that goes into a build, and of the database it targets. */
function sourceDigest(databaseUrl: string): string {
  const hash = createHash("sha256").update(databaseProvider(databaseUrl)).update("\0");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        // Generated files follow from the sources hashed here; prisma/.generated is rewritten by any
        // Prisma command for its database, and hashing it rebuilt the app under running tests.
        if (!["generated", ".generated", "node_modules"].includes(entry.name)) walk(file);
      } else {
        hash.update(path.relative(root, file)).update("\0").update(fs.readFileSync(file)).update("\0");
      }
    }
  };
  for (const dir of ["app", "components", "lib", "public", "prisma"]) if (fs.existsSync(dir)) walk(dir);
  for (const file of ["next.config.mjs", "package-lock.json", "postcss.config.mjs", "instrumentation.ts", "tsconfig.json"]) {
    if (fs.existsSync(file)) hash.update(file).update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

export function ensureBuilt(databaseUrl: string): void {
  const stamp = path.join(root, ".next", "rangebook-source-digest");
  const digest = sourceDigest(databaseUrl);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === digest) return;
  console.log("Building Rangebook (first run, or the sources changed)...");
  const env = { ...process.env, DATABASE_URL: databaseUrl, NEXT_TELEMETRY_DISABLED: "1" };
  run(bin("prisma"), ["generate"], env);
  run(bin("next"), ["build"], env);
  finishBuild(path.join(root, ".next"));
  fs.writeFileSync(stamp, digest);
}

/** What follows `next build`: one copy of each server chunk, and the browser's scripts compiled as they download. */
export function finishBuild(distDir: string): void {
  const { files, bytes } = dedupeServerChunks(distDir);
  console.log(`Server chunks: ${files} repeated copies replaced (${(bytes / 2 ** 20).toFixed(1)} MB).`);
  console.log(`Browser chunks: ${hintEagerCompile(distDir).files} marked to compile as they download.`);
}

/**
 * NODE_OPTIONS for the production server: a bounded old-generation heap. Without it V8 grows the
 * heap lazily under load (the benchmark saw 210 MB at rest and 450-480 MB resident while serving).
 * The bound must clear the live heap of a server that has served every page: 113 MB after start,
 * 150 MB once the classifications page (drawn on the server) had loaded, about 185 MB after the
 * whole UI suite, when 192 MB ran out (CI, 2026-11-25). 320 MB leaves that room.
 *
 * And a young generation of 4 MB semi-spaces instead of V8's 16 MB: resident memory is 28 MB lower
 * at rest and 28-37 MB lower at every peak of the benchmark (docs/benchmarks/2026-11-26-evening.md).
 * It costs op 1 (a journal entry written) about a tenth of its rate: 1.4-1.6 ms of CPU per request
 * against 1.2-1.4 ms at 16 MB, where every memory peak is 20-30 MB higher (decision 022,
 * docs/benchmarks/2026-11-26-last.md). A host with memory to spare may set --max-semi-space-size=16.
 *
 * Either flag already in NODE_OPTIONS wins.
 */
function serverNodeOptions(current: string): string {
  const flags = [current];
  if (!current.includes("--max-old-space-size")) flags.push("--max-old-space-size=320");
  if (!current.includes("--max-semi-space-size")) flags.push("--max-semi-space-size=4");
  return flags.join(" ").trim();
}

/**
 * GLIBC_TUNABLES for the production server. By default glibc raises its mmap threshold (up to 32
 * MB) each time a block above it is freed, and its trim threshold to twice as much, so large blocks
 * then stay in its heaps and freed memory at their top is kept. Fixing the threshold at 1 MB stops
 * both: the server's peak under the benchmark was about 20 MB lower (decision 024). With the trim
 * threshold back at 128 kB, every answer of 100-200 kB made the heap shrink and grow again (the
 * journal's reads took a tenth more CPU); a top pad of 1 MB keeps that much when it shrinks. At a
 * threshold of 128 kB, glibc's start, each such answer took a mapping of its own, for no lower peak.
 * A tunable already set wins; other C libraries ignore them.
 */
const TUNABLES = { "glibc.malloc.mmap_threshold": "1048576", "glibc.malloc.top_pad": "1048576" };

function serverTunables(current: string): string {
  const added = Object.entries(TUNABLES)
    .filter(([name]) => !current.includes(`${name}=`))
    .map(([name, value]) => `${name}=${value}`);
  return [current, ...added].filter(Boolean).join(":");
}

/** What the production server's environment adds to `current`: NODE_OPTIONS and GLIBC_TUNABLES, as above. */
export function serverEnvironment(current: Record<string, string | undefined> = process.env): {
  NODE_OPTIONS: string;
  GLIBC_TUNABLES: string;
} {
  return { NODE_OPTIONS: serverNodeOptions(current.NODE_OPTIONS ?? ""), GLIBC_TUNABLES: serverTunables(current.GLIBC_TUNABLES ?? "") };
}

/**
 * Idle keep-alive connections stay open 65 s, longer than a load balancer's usual idle timeout (60 s)
 * and a client's pool: with Node's default of 5 s the server could close a pooled connection just as a
 * client sent a request on it (seen once in CI as ECONNRESET on a POST).
 */
export const KEEP_ALIVE_ARGS = ["--keepAliveTimeout", "65000"];

/**
 * The SQLite database's folder 0700 and its files 0600, also for a database made before this rule
 * (the umask covers only what is created from now on). PostgreSQL keeps its data elsewhere.
 */
export function protectDataFolder(databaseUrl: string): void {
  if (databaseProvider(databaseUrl) !== "sqlite") return;
  const file = sqliteFilePath(databaseUrl);
  const folder = path.dirname(file);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  fs.chmodSync(folder, 0o700);
  for (const suffix of ["", "-wal", "-shm", "-journal"]) {
    if (fs.existsSync(file + suffix)) fs.chmodSync(file + suffix, 0o600);
  }
}
