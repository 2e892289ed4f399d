import { describe, expect, it } from "vitest";
import { memoryStore, verdict, windowOf } from "./rate-limit";

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
