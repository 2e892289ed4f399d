// The data layer's connections: the database DATABASE_URL names, SQLite (the embedded default) or
// PostgreSQL. Kysely, typed from prisma/models.prisma by prisma-kysely, is the one query and
// transaction API of our code and of better-auth's adapter (lib/auth/people.ts); each aggregate's
// queries live in its lib/<domain>/*-repository.ts (decision 017). Prisma describes the schema, makes
// the migrations and the types; its client is not loaded at run time. No SQL text outside lib/db/,
// the repositories and the migrations.
import "server-only";
import { Kysely, sql, type Transaction } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import { env } from "@/lib/env";
import { databaseProvider, sqliteFilePath } from "./database-url";
import { kyselyPostgresDialect, postgresPool } from "./postgres";
import { authDates, Gate, kyselySqliteDialect } from "./sqlite";

export type QueryBuilder = Kysely<DB>;

function connect() {
  const url = env().DATABASE_URL;
  if (databaseProvider(url) === "sqlite") {
    const qb = new Kysely<DB>({ dialect: kyselySqliteDialect(sqliteFilePath(url), new Gate()) });
    return { provider: "sqlite" as const, qb, close: () => qb.destroy() };
  }
  // Kysely ends the pool when it is destroyed.
  const qb = new Kysely<DB>({ dialect: kyselyPostgresDialect(postgresPool(url)) });
  return { provider: "postgresql" as const, qb, close: () => qb.destroy() };
}

// One set of connections per process, also across the module reloads of a development server.
const cache = globalThis as unknown as { rangebookDatabase?: ReturnType<typeof connect> };
const connected = (cache.rangebookDatabase ??= connect());

export const qb: QueryBuilder = connected.qb;
export const provider = connected.provider;

/**
 * better-auth's adapter (lib/auth/people.ts): the query builder, and the database's kind as the
 * adapter names it. On SQLite its dates are written as ours are (lib/db/sqlite.ts, authDates).
 */
export const authDatabase =
  provider === "postgresql" ? { db: qb, type: "postgres" as const } : { db: qb.withPlugin(authDates), type: "sqlite" as const };

/** Throws unless the database answers (the health check). */
export async function ping(): Promise<void> {
  await qb.selectFrom("Organization").select("id").limit(1).execute();
}

export async function disconnect(): Promise<void> {
  await connected.close();
}

/** A transaction of the query builder: the one transaction API of the domain code. */
export type Trx = Transaction<DB>;

/** What a repository function runs on: the connection, or the transaction its caller began. */
export type Executor = QueryBuilder | Trx;

/**
 * `work` in one transaction: committed when it resolves, rolled back when it throws. SQLite starts
 * it with BEGIN IMMEDIATE (one writer at a time); PostgreSQL with its default READ COMMITTED.
 */
export function transaction<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
  return qb.transaction().execute(work);
}

/**
 * Inside a transaction: holds the row until the transaction ends, so that no other transaction can
 * read it for a write of its own meanwhile. PostgreSQL: FOR NO KEY UPDATE, the lock an UPDATE takes,
 * which lets other transactions still insert rows referring to this one (FOR UPDATE would make
 * them wait, and two such transactions deadlock). SQLite lets one writer at a time (BEGIN
 * IMMEDIATE), so the transaction already holds it.
 */
export async function lockRow(trx: Trx, table: keyof DB & string, id: string): Promise<void> {
  if (provider === "postgresql") await sql`SELECT 1 FROM ${sql.table(table)} WHERE "id" = ${id} FOR NO KEY UPDATE`.execute(trx);
}
