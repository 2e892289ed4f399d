// PostgreSQL: one node-postgres pool for the query builder (our code and better-auth's adapter); each
// transaction has a pooled connection of its own.
import "server-only";
import { type Dialect, PostgresDialect } from "kysely";
import pg from "pg";

/**
 * For the query builder's reads: Prisma's migrations keep DateTime in
 * `timestamp(3)` columns as UTC, which node-postgres would read as local time; and counts (int8)
 * and exact sums (numeric) come back as numbers, as SQLite's do.
 */
const parsers: Record<number, (text: string) => unknown> = {
  [pg.types.builtins.TIMESTAMP]: (text) => new Date(`${text.replace(" ", "T")}Z`),
  [pg.types.builtins.INT8]: Number,
  [pg.types.builtins.NUMERIC]: Number,
};

export function postgresPool(url: string): pg.Pool {
  return new pg.Pool({
    connectionString: url,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        (format ?? "text") === "text" && parsers[oid]
          ? parsers[oid]
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
}

export function kyselyPostgresDialect(pool: pg.Pool): Dialect {
  return new PostgresDialect({ pool });
}
