import "server-only";
import type { SelectQueryBuilder } from "kysely";
import { provider } from "./client";

/**
 * A read inside a transaction that also holds the rows it reads until the transaction ends, in one
 * statement where `lockRow` and the read would be two (for the hot paths). PostgreSQL: FOR NO KEY
 * UPDATE, as `lockRow`; SQLite's BEGIN IMMEDIATE already holds every row.
 */
export function heldForWrite<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return provider === "postgresql" ? query.forNoKeyUpdate() : query;
}
