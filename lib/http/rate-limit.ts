// Requests per API key per minute, counted in fixed one-minute windows. The count lives where
// RATE_LIMIT_STORE says: in the database (shared by every instance; the default on PostgreSQL), or
// in this process's memory (the default on SQLite, where one process serves one file and a
// database write per request would be the largest cost of a read).
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { db } from "@/lib/db";
import { databaseProvider } from "@/lib/database-url";
import { env } from "@/lib/env";
import { ApiError } from "./errors";

const WINDOW_MS = 60_000;

/** Counts a request in its window and answers how many the key has made in that window so far. */
export interface RateLimitStore {
  hit(keyId: string, window: number): Promise<number>;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function windowOf(now: number): number {
  return Math.floor(now / WINDOW_MS);
}

/** Allowed while the window's count is within the limit; otherwise, how long until the next window. */
export function verdict(count: number, perMinute: number, now: number): Verdict {
  if (perMinute <= 0 || count <= perMinute) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(((windowOf(now) + 1) * WINDOW_MS - now) / 1000)) };
}

export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { window: number; count: number }>();
  return {
    async hit(keyId, window) {
      const current = windows.get(keyId);
      const next = current && current.window === window ? { window, count: current.count + 1 } : { window, count: 1 };
      windows.set(keyId, next);
      return next.count;
    },
  };
}

/** One atomic upsert per request; the first request of a window clears the key's older windows. */
export function databaseStore(): RateLimitStore {
  const increment = (keyId: string, window: number) =>
    db.rateLimitWindow.upsert({
      where: { keyId_window: { keyId, window } },
      create: { keyId, window, count: 1 },
      update: { count: { increment: 1 } },
      select: { count: true },
    });
  return {
    async hit(keyId, window) {
      let row: { count: number };
      try {
        row = await increment(keyId, window);
      } catch (error) {
        // Two first requests of a window raced to create its row; the loser counts into it.
        if ((error as { code?: string }).code !== "P2002") throw error;
        row = await increment(keyId, window);
      }
      if (row.count === 1) await db.rateLimitWindow.deleteMany({ where: { keyId, window: { lt: window } } });
      return row.count;
    },
  };
}

let store: RateLimitStore | undefined;

function configuredStore(): RateLimitStore {
  const { RATE_LIMIT_STORE, DATABASE_URL } = env();
  const kind = RATE_LIMIT_STORE ?? (databaseProvider(DATABASE_URL) === "postgresql" ? "database" : "memory");
  return kind === "database" ? databaseStore() : memoryStore();
}

/** 429 with Retry-After once the key has used its allowance (RATE_LIMIT_PER_MINUTE; 0 turns it off). */
export async function enforceRateLimit(principal: Principal, now = Date.now()): Promise<void> {
  const perMinute = env().RATE_LIMIT_PER_MINUTE;
  if (perMinute <= 0) return;
  store ??= configuredStore();
  const result = verdict(await store.hit(principal.keyId, windowOf(now)), perMinute, now);
  if (!result.allowed) {
    const seconds = String(result.retryAfterSeconds);
    throw new ApiError("rate_limited", 429, `This key has used its ${perMinute} requests a minute; retry in ${seconds} s.`, {}, {
      "retry-after": seconds,
    });
  }
}
