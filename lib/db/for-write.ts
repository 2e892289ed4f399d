import "server-only";
import type { SelectQueryBuilder } from "kysely";
import type { DB } from "@/lib/generated/kysely/types";
import { provider } from "./client";

/**
 * A read inside a transaction that holds its rows until the transaction ends, as `lockRow` does but
 * in the same statement (for hot paths). PostgreSQL: FOR NO KEY UPDATE; SQLite's transactions begin
 * IMMEDIATE, so they already hold the database.
 */
export function forWrite<TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return provider === "postgresql" ? query.forNoKeyUpdate() : query;
}
