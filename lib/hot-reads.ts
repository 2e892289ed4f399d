// The API key of every request, with its athlete's organization, in one plain-SQL read that runs
// unchanged on SQLite and PostgreSQL (a join, which lib/sql-model.ts does not do). Measured on the
// benchmark data: a Prisma model query costs 0.65-0.95 ms here, most of it in the query compiler;
// `$queryRaw` about 0.12 ms; straight through the driver (`sql`) far less.
import "server-only";
import { sql } from "@/lib/db";
import { int, optionalDate } from "@/lib/sql-values";

type Row = Record<string, unknown>;

export type KeyRow = {
  id: string; role: string; organizationId: string | null; athleteId: string | null; secretHash: string; revokedAt: Date | null;
  athlete: { organizationId: string } | null;
};

function keyRow(row: Row | undefined): KeyRow | null {
  if (!row) return null;
  return {
    id: String(row.id), role: String(row.role), organizationId: (row.organizationId as string | null) ?? null,
    athleteId: (row.athleteId as string | null) ?? null, secretHash: String(row.secretHash), revokedAt: optionalDate(row.revokedAt),
    athlete: row.athleteOrganizationId ? { organizationId: String(row.athleteOrganizationId) } : null,
  };
}

const KEY_SELECT = `SELECT k."id", k."role", k."organizationId", k."athleteId", k."secretHash", k."revokedAt", a."organizationId" AS "athleteOrganizationId"
  FROM "ApiKey" k LEFT JOIN "Athlete" a ON a."id" = k."athleteId"`;

/** The key row with its athlete's organization, found by one unique column. */
async function keyWhere(column: "prefix" | "id", value: string): Promise<KeyRow | null> {
  const rows = await sql.query(`${KEY_SELECT} WHERE k."${column}" = $1`, [value]);
  return keyRow(rows[0]);
}

export function keyByPrefix(prefix: string): Promise<KeyRow | null> {
  return keyWhere("prefix", prefix);
}

export function keyById(id: string): Promise<KeyRow | null> {
  return keyWhere("id", id);
}

/**
 * keyByPrefix that, in the same statement, counts the request in the key's rate-limit window (the
 * upsert of lib/http/rate-limit.ts), so a request makes one round trip fewer. Counted only when the
 * secret's hash matches and the key is not revoked, as the separate count after authentication
 * would be; `count` is null otherwise. PostgreSQL only: SQLite has no INSERT inside WITH.
 */
export async function keyByPrefixCounted(prefix: string, secretHash: string, window: number): Promise<{ key: KeyRow | null; count: number | null }> {
  const [row] = await sql.write(
    `WITH "key" AS (${KEY_SELECT} WHERE k."prefix" = $1),
     "hit" AS (
       INSERT INTO "RateLimitWindow" ("keyId", "window", "count")
       SELECT "id", $2::integer, 1 FROM "key" WHERE "secretHash" = $3 AND "revokedAt" IS NULL
       ON CONFLICT ("keyId", "window") DO UPDATE SET "count" = "RateLimitWindow"."count" + 1 RETURNING "count")
     SELECT "key".*, (SELECT "count" FROM "hit") AS "windowCount" FROM "key"`,
    [prefix, window, secretHash],
  );
  return { key: keyRow(row), count: row?.windowCount == null ? null : int(row.windowCount) };
}
