// PostgreSQL: one node-postgres pool, shared by Prisma's adapter and the query builder; each
// transaction has a pooled connection of its own.
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { type Dialect, PostgresDialect, type PostgresPool, type PostgresPoolClient, type PostgresQueryResult } from "kysely";
import pg from "pg";

/**
 * For the query builder's reads (Prisma's adapter parses its own): Prisma keeps DateTime in
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

export function prismaPostgresAdapter(pool: pg.Pool): PrismaPg {
  return new PrismaPg(pool, { disposeExternalPool: true });
}

/**
 * Statement texts named once each, up to a bound (every connection keeps each one it has run until
 * it closes): a named statement is parsed and planned once per connection, then only bound and run
 * (docs/decisions/001-query-builder-on-hot-paths.md). Texts past the bound go unnamed.
 */
const MAX_NAMED_STATEMENTS = 300;

export function statementNamer(limit = MAX_NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) names.set(text, (name = `rb${names.size}`));
    return name;
  };
}

/** The pool as the query builder's PostgreSQL dialect takes it, each statement sent under its name. */
function namedStatementPool(pool: pg.Pool): PostgresPool {
  const nameOf = statementNamer();
  return {
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      const query = async <R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> => {
        const result = await client.query({ name: nameOf(sql), text: sql, values: [...parameters] });
        return { command: result.command as PostgresQueryResult<R>["command"], rowCount: result.rowCount ?? 0, rows: result.rows as R[] };
      };
      return { query: query as PostgresPoolClient["query"], release: () => client.release() };
    },
    end: () => pool.end(),
  };
}

export function kyselyPostgresDialect(pool: pg.Pool): Dialect {
  return new PostgresDialect({ pool: namedStatementPool(pool) });
}
