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
