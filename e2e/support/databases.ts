// The test and benchmark databases read and written directly, for what the API must not show (how
// keys are stored, what the seed wrote) and for setups too large to make through the API. Works on
// the SQLite file and on PostgreSQL; identifiers are quoted for both.
import Database from "better-sqlite3";
import { databaseProvider, sqliteFilePath } from "../../lib/db/database-url";

export async function queryRows(databaseUrl: string, sql: string): Promise<Array<Record<string, unknown>>> {
  if (databaseProvider(databaseUrl) === "sqlite") {
    const database = new Database(sqliteFilePath(databaseUrl), { readonly: true });
    try {
      return database.prepare(sql).all() as Array<Record<string, unknown>>;
    } finally {
      database.close();
    }
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Array<Record<string, unknown>>;
  } finally {
    await client.end();
  }
}

export async function countRows(databaseUrl: string, table: string): Promise<number> {
  const [row] = await queryRows(databaseUrl, `SELECT COUNT(*) AS n FROM "${table}"`);
  return Number(row?.n ?? 0);
}

/** Runs statements against the test database directly, for setups too large to make through the API. */
export async function executeSql(databaseUrl: string, statements: string[]): Promise<void> {
  if (databaseProvider(databaseUrl) === "sqlite") {
    const database = new Database(sqliteFilePath(databaseUrl), { timeout: 5000 });
    try {
      database.transaction(() => statements.forEach((s) => database.exec(s)))();
    } finally {
      database.close();
    }
    return;
  }
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("BEGIN");
    for (const s of statements) await client.query(s);
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

/** The URL of the PostgreSQL database beside the one `url` names: `<name>_<suffix>`. */
export function siblingDatabaseUrl(url: string, suffix: string): string {
  const target = new URL(url);
  const name = `${decodeURIComponent(target.pathname.slice(1)) || "rangebook"}_${suffix}`.replace(/[^a-zA-Z0-9_]/g, "_");
  target.pathname = `/${name}`;
  return target.toString();
}

/** That sibling database, fresh and empty (dropped first if a previous run left it). Returns its URL. */
export async function freshPostgresDatabase(url: string, suffix: string): Promise<string> {
  const { default: pg } = await import("pg");
  const sibling = siblingDatabaseUrl(url, suffix);
  const name = new URL(sibling).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return sibling;
}
