// Raw SQL built with Prisma.sql, run inside either kind of transaction: Prisma's (`prismaRaw`, for
// code that shares a Prisma transaction) or the driver's straight (`driverRaw`, over `sql` or one of
// its transactions). Prisma.Sql's `text` has the `$1` placeholders `sql` takes on both databases.
import "server-only";
import type { SqlRow, SqlTx, SqlValue, Tx } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export type RawClient = { rows(query: Prisma.Sql): Promise<SqlRow[]>; run(query: Prisma.Sql): Promise<unknown> };

export function prismaRaw(tx: Pick<Tx, "$queryRaw" | "$executeRaw">): RawClient {
  return { rows: (query) => tx.$queryRaw<SqlRow[]>(query), run: (query) => tx.$executeRaw(query) };
}

export function driverRaw(tx: SqlTx): RawClient {
  const rows = (query: Prisma.Sql) => tx.query(query.text, query.values as SqlValue[]);
  return { rows, run: rows };
}
