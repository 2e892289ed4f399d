// Requests per API key, as a token bucket: a key may burst up to a minute's allowance, which
// refills evenly. Kept in this process's memory; several instances each count on their own.
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
