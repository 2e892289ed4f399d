import "server-only";
import { found } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { checkIfMatch } from "@/lib/http/respond";
import { lockRow, transaction, type Tx } from "./client";

/**
 * Every change to an existing resource: lock its row, load it (404), compare If-Match with its
 * current representation (412), then write, all in one transaction so nothing is written on a
 * mismatch. The lock makes concurrent writers of one resource take turns: each compares with what
 * the one before it wrote, and replaces of a child list (series) never interleave.
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
