import { describe, expect, it } from "vitest";
import { TokenBuckets } from "./rate-limit";

describe("TokenBuckets", () => {
  it("allows a minute's allowance at once, then refuses with the wait until the next token", () => {
    const buckets = new TokenBuckets(60);
    for (let i = 0; i < 60; i += 1) expect(buckets.take("key", 0).allowed).toBe(true);
    expect(buckets.take("key", 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(buckets.take("key", 999).allowed).toBe(false);
    expect(buckets.take("key", 1000).allowed).toBe(true);
    expect(buckets.take("key", 1000).allowed).toBe(false);
  });

  it("counts each key on its own and refills up to the allowance only", () => {
    const buckets = new TokenBuckets(2);
    expect(buckets.take("a", 0).allowed).toBe(true);
    expect(buckets.take("a", 0).allowed).toBe(true);
    expect(buckets.take("a", 0)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(buckets.take("b", 0).allowed).toBe(true);
    expect(buckets.take("a", 3_600_000).allowed).toBe(true);
    expect(buckets.take("a", 3_600_000).allowed).toBe(true);
    expect(buckets.take("a", 3_600_000).allowed).toBe(false);
  });

  it("does nothing when the limit is 0", () => {
    const buckets = new TokenBuckets(0);
    for (let i = 0; i < 1000; i += 1) expect(buckets.take("key", 0).allowed).toBe(true);
  });
});
