import "server-only";
import { sql, type SqlTx, type SqlValue, transaction, type Tx } from "@/lib/db";
import type { SqlModel } from "@/lib/sql-model";
import { found } from "@/lib/find";
import { checkIfMatch } from "./respond";

/**
 * Every change to an existing resource: load it (404), compare If-Match with its current
 * representation (412), then write, all in one transaction so nothing is written on a mismatch.
 */
export function guardedWrite<Row, Out>(
  request: Request,
  options: {
    what: string;
    load: (tx: Tx) => Promise<Row | null>;
    represent: (row: Row) => unknown;
    write: (tx: Tx, row: Row) => Promise<Out>;
  },
): Promise<Out> {
  return transaction(async (tx) => {
    const row = found(await options.load(tx), options.what);
    checkIfMatch(request, options.represent(row));
    return options.write(tx, row);
  });
}

/** The same in plain SQL: the row is locked before it is read, so two writers with one ETag cannot both pass. */
export function guardedSqlWrite<Row, Out>(
  request: Request,
  options: {
    what: string;
    model: SqlModel<Row>;
    where: { id: string } & Record<string, SqlValue>;
    represent: (row: Row) => unknown;
    write: (tx: SqlTx, row: Row) => Promise<Out>;
  },
): Promise<Out> {
  return sql.transaction(async (tx) => {
    const row = found(await options.model.lock(tx, options.where), options.what);
    checkIfMatch(request, options.represent(row));
    return options.write(tx, row);
  });
}
