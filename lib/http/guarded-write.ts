import "server-only";
import { lockRow, sql, type SqlValue, transaction, type Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { SqlModel } from "@/lib/sql-model";
import { found } from "@/lib/find";
import { checkIfMatch } from "./respond";

/**
 * Every change to an existing resource: lock its row, load it (404), compare If-Match with its
 * current representation (412), then write, all in one transaction so nothing is written on a
 * mismatch. The lock makes concurrent writers of one resource take turns: each compares with what
 * the one before it wrote (on PostgreSQL, without it every transaction read the same old version,
 * passed the comparison and wrote), and replaces of a child list (series, shots) never interleave.
 */
export function guardedWrite<Row, Out>(
  request: Request,
  options: {
    what: string;
    lock: { table: Prisma.ModelName; id: string };
    load: (tx: Tx) => Promise<Row | null>;
    represent: (row: Row) => unknown;
    write: (tx: Tx, row: Row) => Promise<Out>;
  },
): Promise<Out> {
  return transaction(async (tx) => {
    await lockRow(tx, options.lock.table, options.lock.id);
    const row = found(await options.load(tx), options.what);
    checkIfMatch(request, options.represent(row));
    return options.write(tx, row);
  });
}

/**
 * A change of columns of an existing row in plain SQL. With If-Match: the row is locked, read and
 * compared before the update, so two writers holding one ETag cannot both pass. Without it there
 * is nothing to compare, and one UPDATE … WHERE … RETURNING does it all (404 when no row matches).
 */
export async function guardedSqlUpdate<Row>(
  request: Request,
  options: {
    what: string;
    model: SqlModel<Row>;
    where: { id: string } & Record<string, SqlValue>;
    represent: (row: Row) => unknown;
    data: Record<string, unknown>;
  },
): Promise<Row> {
  const { what, model, where, represent, data } = options;
  if (!request.headers.has("if-match")) return found(await model.updateWhere(where, data), what);
  return sql.transaction(async (tx) => {
    const row = found(await model.lock(tx, where), what);
    checkIfMatch(request, represent(row));
    return model.update(tx, where.id, data);
  });
}
