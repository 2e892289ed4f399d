// Shared by the Prisma CLI configuration and the running app, so both read DATABASE_URL the same way.
import path from "node:path";

export const defaultDatabaseUrl = "file:./data/rangebook.db";

export type DatabaseProvider = "sqlite" | "postgresql";

export function databaseProvider(url: string): DatabaseProvider {
  if (/^postgres(ql)?:\/\//i.test(url)) return "postgresql";
  if (url.startsWith("file:")) return "sqlite";
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgres:// / postgresql:// (PostgreSQL); got "${url.split(":")[0]}:..."`,
  );
}

/** How every SQLite connection of the app (and the benchmark's floor) waits for another writer's lock. */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Set on every SQLite connection. A commit is on disk before anyone is told it happened:
 * `synchronous = FULL` makes SQLite sync the write-ahead log at every commit. better-sqlite3 is built
 * with NORMAL as the WAL default, which survives the process crashing but can lose the last commits
 * to a power cut or an OS crash.
 */
export const SQLITE_PRAGMAS = ["journal_mode = WAL", "synchronous = FULL", "foreign_keys = ON"] as const;

/** The SQLite file a `file:` URL names, resolved against the working directory. */
export function sqliteFilePath(url: string): string {
  const rest = url.slice("file:".length).split("?")[0] ?? "";
  return path.resolve(/*turbopackIgnore: true*/ rest);
}

/**
 * Beside the SQLite file it belongs to; for PostgreSQL in data/, named after the server and
 * database. Either way each database keeps its own keys.
 */
export function demoKeysFile(url: string): string {
  if (databaseProvider(url) === "sqlite") return path.join(path.dirname(sqliteFilePath(url)), "demo-keys.json");
  const { hostname, port, pathname } = new URL(url);
  const name = `${hostname}-${port || "5432"}-${decodeURIComponent(pathname.slice(1))}`.replace(/[^a-zA-Z0-9_.-]/g, "_");
  return path.resolve(/*turbopackIgnore: true*/ "data", `demo-keys-${name}.json`);
}
