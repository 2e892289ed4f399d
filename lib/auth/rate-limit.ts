// Requests per API key per minute, counted in fixed one-minute windows (one write per request), and
// sign-ins per client address and per account, in sliding windows (fixed ones would let twice the
// limit through around a boundary; a sign-in can afford the extra read). The count lives where RATE_LIMIT_STORE says: in the database (shared by every instance;
// the default on PostgreSQL), or in this process's memory (the default on SQLite, where one process
// serves one file and a database write per request would be the largest cost of a read).
import "server-only";
import { sharedByProcesses, writesInWith } from "@/lib/db/dialect";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/errors";
import { clientAddress } from "@/lib/http/client-address";
import { countInWindow, countOfWindow, forgetWindows, forgetWindowsBefore } from "./api-key-repository";
import type { Principal } from "./policy";

const WINDOW_MS = 60_000;

/** Counts a request in its window and answers how many the key has made in that window so far. */
export interface RateLimitStore {
  /** `window` is the minute the window starts at; it lasts `span` minutes. The window before is kept. */
  hit(key: string, window: number, span?: number): Promise<number>;
  /** The key's count in a window, without counting (0 when it made none or the window is forgotten). */
  peek(key: string, window: number): Promise<number>;
  /** Forgets the key's counts in these windows. */
  forget(key: string, windows: number[]): Promise<void>;
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

/** Counts in this process. A new minute forgets all but the last two windows of each key, so many addresses cannot grow it for ever. */
export function memoryStore(): RateLimitStore {
  const windows = new Map<string, { window: number; span: number; count: number }>();
  let latest = -1;
  return {
    async hit(key, window, span = 1) {
      if (window > latest) {
        latest = window;
        for (const [k, counted] of windows) if (counted.window + 2 * counted.span <= window) windows.delete(k);
      }
      const counted = windows.get(`${window}:${key}`) ?? { window, span, count: 0 };
      counted.count += 1;
      windows.set(`${window}:${key}`, counted);
      return counted.count;
    },
    async peek(key, window) {
      return windows.get(`${window}:${key}`)?.count ?? 0;
    },
    async forget(key, forgotten) {
      for (const window of forgotten) windows.delete(`${window}:${key}`);
    },
  };
}

/**
 * One atomic upsert per request; the first request of a window clears the key's older windows. On
 * PostgreSQL the table is UNLOGGED (see its migration): a crash forgets the current minute's counts,
 * which is all they are worth.
 */
function databaseStore(): RateLimitStore {
  return {
    async hit(key, window, span = 1) {
      const count = await countInWindow(key, window);
      if (count === 1) await forgetWindowsBefore(key, window - span);
      return count;
    },
    peek: countOfWindow,
    forget: forgetWindows,
  };
}

function storeKind(): "database" | "memory" {
  return env().RATE_LIMIT_STORE ?? (sharedByProcesses() ? "database" : "memory");
}

/**
 * Whether a key's request is counted by the statement that looks the key up (PostgreSQL with the
 * database store: one round trip instead of two on every request with a key; docs/decisions/001).
 */
export function countedWithKeyLookup(): boolean {
  return writesInWith() && storeKind() === "database" && env().RATE_LIMIT_PER_MINUTE > 0;
}

let store: RateLimitStore | undefined;

function currentStore(): RateLimitStore {
  store ??= storeKind() === "database" ? databaseStore() : memoryStore();
  return store;
}

function refuseOver(result: Verdict, detail: (seconds: string) => string): void {
  if (result.allowed) return;
  const seconds = String(result.retryAfterSeconds);
  throw new ApiError("rate_limited", 429, detail(seconds), {}, { "retry-after": seconds });
}

/**
 * 429 with Retry-After once the key has used its allowance (RATE_LIMIT_PER_MINUTE; 0 turns it off).
 * `counted` is this window's count when the key lookup already made it.
 */
export async function enforceRateLimit(principal: Principal, counted: number | null, now = Date.now()): Promise<void> {
  const perMinute = env().RATE_LIMIT_PER_MINUTE;
  if (perMinute <= 0) return;
  if (counted === 1) await forgetWindowsBefore(principal.id, windowOf(now));
  const count = counted ?? (await currentStore().hit(principal.id, windowOf(now)));
  refuseOver(verdict(count, perMinute, now), (seconds) => `This key has used its ${perMinute} requests a minute; retry in ${seconds} s.`);
}

/** `windowSeconds` in whole minutes, the minute its current window starts at, and the key it is counted under. */
function spanOf(key: string, windowSeconds: number, now: number) {
  const span = Math.max(1, Math.round(windowSeconds / 60));
  return { span, start: Math.floor(windowOf(now) / span) * span, spanKey: `${key}@${span}` };
}

/**
 * For the accounts library's own limits and the account lock: about `max` requests in any
 * `windowSeconds` (whole minutes) for `key`, in the same store as the rest. A sliding window,
 * estimated from this window's count and the one before's, weighted by how much of it is still
 * inside the last `windowSeconds` (as if the older ones came evenly): fixed windows would let twice
 * `max` through within seconds around a boundary.
 */
export async function countRequest(
  key: string,
  windowSeconds: number,
  max: number,
  now = Date.now(),
  counts: RateLimitStore = currentStore(),
): Promise<{ allowed: boolean; retryAfter: number }> {
  const { span, start, spanKey } = spanOf(key, windowSeconds, now);
  const [count, before] = await Promise.all([counts.hit(spanKey, start, span), counts.peek(spanKey, start - span)]);
  const spanMs = span * WINDOW_MS;
  const untilNext = (start + span) * WINDOW_MS - now;
  if (count + before * (untilNext / spanMs) <= max) return { allowed: true, retryAfter: 0 };
  // When one more attempt would be allowed again if nothing more is asked (the estimate at `max - 1`):
  // later in this window as the one before slides out, or in the next as this one does.
  const wait = count < max ? untilNext - ((max - 1 - count) * spanMs) / before : untilNext + spanMs * (1 - (max - 1) / count);
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(wait / 1000)) };
}

/** Starts `key`'s count for `countRequest` again (the account lock, after a sign-in that worked). */
export async function forgetRequests(key: string, windowSeconds: number, now = Date.now(), counts: RateLimitStore = currentStore()) {
  const { span, start, spanKey } = spanOf(key, windowSeconds, now);
  await counts.forget(spanKey, [start, start - span]);
}

/**
 * For routes that need no key (sign-in): SIGN_IN_RATE_LIMIT_PER_MINUTE requests per client address.
 * The address is the connection's, or what a trusted proxy says (lib/server/forwarded-headers.ts).
 */
export async function enforceAddressRateLimit(request: Request, now = Date.now()): Promise<void> {
  const perMinute = env().SIGN_IN_RATE_LIMIT_PER_MINUTE;
  if (perMinute <= 0) return;
  const { allowed, retryAfter } = await countRequest(`address:${clientAddress(request) ?? "unknown"}`, 60, perMinute, now);
  if (!allowed)
    refuseOver(
      { allowed, retryAfterSeconds: retryAfter },
      (seconds) => `Too many sign-in attempts from this address; retry in ${seconds} s.`,
    );
}
