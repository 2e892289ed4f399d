// Requests per API key, as a token bucket: a key may burst up to a minute's allowance, which
// refills evenly. Kept in this process's memory; several instances each count on their own.
import type { Principal } from "@/lib/auth/policy";
import { env } from "@/lib/env";
import { ApiError } from "./errors";

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export class TokenBuckets {
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #perMs: number;

  constructor(private readonly perMinute: number) {
    this.#perMs = perMinute / 60_000;
  }

  take(id: string, now = Date.now()): Verdict {
    if (this.perMinute <= 0) return { allowed: true };
    const bucket = this.#buckets.get(id) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + (now - bucket.at) * this.#perMs);
    bucket.at = now;
    this.#buckets.set(id, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.#perMs / 1000)) };
  }
}

let buckets: TokenBuckets | undefined;

/** 429 with Retry-After once the key has used its allowance (RATE_LIMIT_PER_MINUTE). */
export function enforceRateLimit(principal: Principal): void {
  const perMinute = env().RATE_LIMIT_PER_MINUTE;
  buckets ??= new TokenBuckets(perMinute);
  const verdict = buckets.take(principal.keyId);
  if (!verdict.allowed) {
    const seconds = String(verdict.retryAfterSeconds);
    throw new ApiError("rate_limited", 429, `This key has used its ${perMinute} requests a minute; retry in ${seconds} s.`, {}, {
      "retry-after": seconds,
    });
  }
}
