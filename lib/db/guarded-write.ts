import "server-only";
import { found } from "@/lib/errors";
import type { DB } from "@/lib/generated/kysely/types";
import { checkIfMatch } from "@/lib/preconditions";
import { lockRow, transaction, type Trx } from "./client";

type RowLock = { table: keyof DB & string; id: string };

/**
 * Every change to an existing resource: lock its row, load it (404), compare `ifMatch` (the If-Match
 * header's text, null when absent) with its current representation (412), then write, all in one
 * transaction so nothing is written on a mismatch. The lock makes concurrent writers of one
 * resource take turns: each compares with what the one before it wrote, and replaces of a child
 * list (series) never interleave. Several locks are taken in the order given (a competition's
 * children: competitionFirst in lib/competitions/competition-repository.ts).
 */
export function guardedWrite<Row, Out>(
  ifMatch: string | null,
  options: {
    what: string;
    lock: RowLock | readonly RowLock[];
    load: (trx: Trx) => Promise<Row | null | undefined>;
    represent: (row: Row) => unknown;
    write: (trx: Trx, row: Row) => Promise<Out>;
  },
): Promise<Out> {
  return transaction(async (trx) => {
    for (const { table, id } of Array.isArray(options.lock) ? options.lock : [options.lock]) await lockRow(trx, table, id);
    const row = found(await options.load(trx), options.what);
    checkIfMatch(ifMatch, options.represent(row));
    return options.write(trx, row);
  });
}
