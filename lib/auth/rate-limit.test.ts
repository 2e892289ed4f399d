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
