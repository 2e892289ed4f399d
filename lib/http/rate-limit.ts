// Requests per API key per minute, counted in fixed one-minute windows. The count lives where
// RATE_LIMIT_STORE says: in the database (shared by every instance; the default on PostgreSQL), or
// in this process's memory (the default on SQLite, where one process serves one file and a
// database write per request would be the largest cost of a read).
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { sql } from "@/lib/db";
import { env } from "@/lib/env";
import { int } from "@/lib/sql-values";
import { ApiError } from "@/lib/errors";

const WINDOW_MS = 60_000;

/** Counts a request in its window and answers how many the key has made in that window so far. */
export interface RateLimitStore {
  hit(keyId: string, window: number): Promise<number>;
}

/** A request already counted: its window and the count there so far. */
export type Counted = { window: number; count: number };

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function windowOf(now: number): number {
  return Math.floor(now / WINDOW_MS);
}

/** Allowed while the window's count is within the limit; otherwise, how long until the next window. */
export function verdict(count: number, perMinute: number, now: number): Verdict {
  if (perMinute <= 0 || count <= perMinute) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((windowOf(now) + 1) * WINDOW_MS - now) / 1000)) };
}

/** Counts in this process. A new minute forgets the older ones, so many addresses cannot grow it for ever. */
export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { window: number; count: number }>();
  let latest = -1;
  return {
    async hit(keyId, window) {
      if (window > latest) {
        latest = window;
        for (const [key, counted] of windows) if (counted.window < window) windows.delete(key);
      }
      const current = windows.get(keyId);
      const next = current && current.window === window ? { window, count: current.count + 1 } : { window, count: 1 };
      windows.set(keyId, next);
      return next.count;
    },
  };
}

/**
 * One atomic upsert per request (plain SQL that both databases run: INSERT … ON CONFLICT DO UPDATE
 * … RETURNING); the first request of a window clears the key's older windows. On PostgreSQL the
 * table is UNLOGGED (see its migration): counts skip the write-ahead log, and a crash forgets the
 * current minute's counts, which is all they are worth. There, a request with an X-API-KEY header
 * is counted by the statement that looks its key up (see `countsWithKeyLookup`).
 */
export function databaseStore(): RateLimitStore {
  return {
    async hit(keyId, window) {
      const [row] = await sql.write(
        `INSERT INTO "RateLimitWindow" ("keyId", "window", "count") VALUES ($1, $2, 1)
         ON CONFLICT ("keyId", "window") DO UPDATE SET "count" = "RateLimitWindow"."count" + 1 RETURNING "count"`,
        [keyId, window],
      );
      return afterDatabaseCount(keyId, { window, count: int(row?.count) });
    },
  };
}

/** After a count in the database, by either statement: the window's first request clears the key's older windows. */
async function afterDatabaseCount(keyId: string, { window, count }: Counted): Promise<number> {
  if (count === 1) await sql.write(`DELETE FROM "RateLimitWindow" WHERE "keyId" = $1 AND "window" < $2`, [keyId, window]);
  return count;
}

function storeKind(): "database" | "memory" {
  return env().RATE_LIMIT_STORE ?? (sql.dialect === "postgresql" ? "database" : "memory");
}

let store: RateLimitStore | undefined;

function countIn(key: string, now: number): Promise<number> {
  store ??= storeKind() === "database" ? databaseStore() : memoryStore();
  return store.hit(key, windowOf(now));
}

function limited(result: Verdict, detail: (seconds: string) => string): void {
  if (result.allowed) return;
  const seconds = String(result.retryAfterSeconds);
  throw new ApiError("rate_limited", 429, detail(seconds), {}, { "retry-after": seconds });
}

/**
 * For routes that need no key (sign-in): SIGN_IN_RATE_LIMIT_PER_MINUTE requests per client address.
 * The address is the connection's, or what a trusted proxy says (lib/server/forwarded-headers.ts).
 */
export async function enforceAddressRateLimit(request: Request, now = Date.now()): Promise<void> {
  const perMinute = env().SIGN_IN_RATE_LIMIT_PER_MINUTE;
  if (perMinute <= 0) return;
  const count = await countIn(`address:${clientAddress(request)}`, now);
  limited(verdict(count, perMinute, now), (seconds) => `Too many sign-in attempts from this address; retry in ${seconds} s.`);
}

/** The client's address: the first hop Next.js or a trusted proxy put in X-Forwarded-For. */
export function clientAddress(request: Request): string {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
}

/**
 * The window to count a request in while its key is looked up (lib/hot-reads.ts
 * `keyByPrefixCounted`), or null when enforceRateLimit counts it: the count must live in the
 * database, and the database must be PostgreSQL.
 */
export function countsWithKeyLookup(now = Date.now()): number | null {
  const together = env().RATE_LIMIT_PER_MINUTE > 0 && storeKind() === "database" && sql.dialect === "postgresql";
  return together ? windowOf(now) : null;
}

/** 429 with Retry-After once the key has used its allowance (RATE_LIMIT_PER_MINUTE; 0 turns it off). */
export async function enforceRateLimit(principal: Principal, now = Date.now()): Promise<void> {
  const perMinute = env().RATE_LIMIT_PER_MINUTE;
  if (perMinute <= 0) return;
  const count = principal.counted ? await afterDatabaseCount(principal.keyId, principal.counted) : await countIn(principal.keyId, now);
  limited(verdict(count, perMinute, now), (seconds) => `This key has used its ${perMinute} requests a minute; retry in ${seconds} s.`);
}
