import { describe, expect, it } from "vitest";
import { countRequest, forgetRequests, memoryStore, verdict, windowOf } from "./rate-limit";

describe("rate limit windows", () => {
  it("allows the minute's allowance, then refuses until the next minute begins", () => {
    expect(verdict(60, 60, 0)).toEqual({ allowed: true });
    expect(verdict(61, 60, 0)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(verdict(61, 60, 59_001)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(verdict(61, 60, 30_000)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(windowOf(59_999)).toBe(0);
    expect(windowOf(60_000)).toBe(1);
  });

  it("does nothing when the limit is 0", () => {
    expect(verdict(1_000_000, 0, 0)).toEqual({ allowed: true });
  });

  it("counts each key on its own, and starts again in a new window (memory store)", async () => {
    const store = memoryStore();
    expect(await store.hit("a", 7)).toBe(1);
    expect(await store.hit("a", 7)).toBe(2);
    expect(await store.hit("b", 7)).toBe(1);
    expect(await store.hit("a", 8)).toBe(1);
    expect(await store.hit("b", 8)).toBe(1);
  });
});

describe("longer windows in the memory store", () => {
  it("keeps a 15-minute window's count while minute windows come and go", async () => {
    const store = memoryStore();
    expect(await store.hit("account@15", 30, 15)).toBe(1);
    expect(await store.hit("address", 31)).toBe(1);
    expect(await store.hit("address", 40)).toBe(1);
    expect(await store.hit("account@15", 30, 15)).toBe(2);
    expect(await store.hit("address", 45)).toBe(1);
    expect(await store.hit("account@15", 45, 15)).toBe(1);
  });
});

describe("the account lock's sliding window", () => {
  const minute = 60_000;
  const quarter = 15 * minute;

  /** Nine attempts just before a quarter hour, two just after: the eleventh is refused. */
  async function straddled() {
    const store = memoryStore();
    const attempt = (at: number) => countRequest("account:lee", 15 * 60, 10, at, store);
    for (let i = 0; i < 9; i += 1) expect((await attempt(quarter - 100 + i)).allowed).toBe(true);
    // A fixed window would start again from 0 here and allow ten more.
    expect((await attempt(quarter + 100)).allowed).toBe(true);
    return { attempt, locked: await attempt(quarter + 200) };
  }

  it("ten misses lock the account even when they straddle the 15-minute boundary", async () => {
    const { locked } = await straddled();
    expect(locked.allowed).toBe(false);
    // Two attempts this window, nine the window before: one more fits once the nine weigh 7/9, two
    // ninths of the way into this window.
    expect(locked.retryAfter).toBe(Math.ceil(((2 * quarter) / 9 - 200) / 1000));
  });

  it("the lock wears off when Retry-After says, not a second before", async () => {
    const early = await straddled();
    expect((await early.attempt(quarter + 200 + (early.locked.retryAfter - 1) * 1000)).allowed).toBe(false);
    const onTime = await straddled();
    expect((await onTime.attempt(quarter + 200 + onTime.locked.retryAfter * 1000)).allowed).toBe(true);
    expect((await onTime.attempt(2 * quarter - minute)).allowed).toBe(true);
  });

  it("forgetting starts the count again, also the window before's", async () => {
    const store = memoryStore();
    const attempt = (at: number) => countRequest("account:ada", 15 * 60, 10, at, store);
    for (let i = 0; i < 5; i += 1) await attempt(quarter - minute + i);
    for (let i = 0; i < 4; i += 1) await attempt(quarter + i);
    await forgetRequests("account:ada", 15 * 60, quarter + minute, store);
    for (let i = 0; i < 10; i += 1) expect((await attempt(quarter + minute + i)).allowed).toBe(true);
    expect((await attempt(quarter + 2 * minute)).allowed).toBe(false);
  });

  it("a new window alone does not lift a lock earned in the last one", async () => {
    const store = memoryStore();
    for (let i = 0; i < 12; i += 1) await countRequest("account:kim", 15 * 60, 10, 5 * minute + i, store);
    const next = await countRequest("account:kim", 15 * 60, 10, quarter + 1, store);
    expect(next.allowed).toBe(false);
    // Twelve the window before, one now: one more fits once the twelve weigh 8/12, a third into the window.
    expect(next.retryAfter).toBe(Math.ceil((quarter / 3 - 1) / 1000));
    expect((await countRequest("account:kim", 15 * 60, 10, quarter + 6 * minute, store)).allowed).toBe(true);
  });
});
