// The public lists' cache on its own: one computation per revision however many ask at once, a new
// revision computed anew (never the old list), failures not kept, the older revision dropped, the
// bounds in bytes, lists and age.
import { describe, expect, it } from "vitest";
import { listCache } from "./results-cache";

const later = () => new Promise((r) => setTimeout(r, 5));

describe("the public lists' cache", () => {
  it("computes a list once for 200 screens asking at the same moment", async () => {
    const cache = listCache();
    let computed = 0;
    const compute = async () => {
      computed += 1;
      await later();
      return { rows: [1, 2, 3] };
    };
    const answers = await Promise.all(Array.from({ length: 200 }, () => cache.keep("c1", "r1", "all", compute)));
    expect(computed).toBe(1);
    expect(new Set(answers.map((a) => a.json))).toEqual(new Set(['{"rows":[1,2,3]}']));
    expect(answers[0]?.etag).toMatch(/^".+"$/);
    await cache.keep("c1", "r1", "all", compute);
    expect(computed).toBe(1);
  });

  it("never answers the list of an older revision once the revision moved", async () => {
    const cache = listCache();
    let score = 100;
    const compute = async () => ({ score });
    const first = await cache.keep("c1", "r1", "all", compute);
    expect(first.list).toEqual({ score: 100 });
    score = 101;
    expect((await cache.keep("c1", "r1", "all", compute)).list).toEqual({ score: 100 });
    const fresh = await cache.keep("c1", "r2", "all", compute);
    expect(fresh.list).toEqual({ score: 101 });
    expect(fresh.etag).not.toBe(first.etag);
  });

  it("keeps each query and competition apart", async () => {
    const cache = listCache();
    const a = await cache.keep("c1", "r1", "class A", async () => "A");
    const b = await cache.keep("c1", "r1", "class B", async () => "B");
    const c = await cache.keep("c2", "r1", "class A", async () => "C");
    expect([a.list, b.list, c.list]).toEqual(["A", "B", "C"]);
    expect(cache.size().lists).toBe(3);
  });

  it("drops the older revision of a list when a newer one is computed", async () => {
    const cache = listCache();
    await cache.keep("c1", "r1", "all", async () => "old");
    await cache.keep("c1", "r2", "all", async () => "new");
    expect(cache.size()).toEqual({ lists: 1, bytes: '"new"'.length });
  });

  it("does not keep a failure: the next request computes again", async () => {
    const cache = listCache();
    let calls = 0;
    const compute = async () => {
      calls += 1;
      if (calls === 1) throw new Error("database busy");
      return "ok";
    };
    await expect(cache.keep("c1", "r1", "all", compute)).rejects.toThrow("database busy");
    await later();
    expect((await cache.keep("c1", "r1", "all", compute)).list).toBe("ok");
    expect(calls).toBe(2);
  });

  it("stays within its bytes and lists, dropping the least recently used first", async () => {
    const cache = listCache({ bytes: 100, lists: 3 });
    for (const id of ["a", "b", "c"]) await cache.keep(id, "r1", "all", async () => "x".repeat(20));
    await cache.keep("a", "r1", "all", async () => "never");
    await cache.keep("d", "r1", "all", async () => "x".repeat(20));
    expect(cache.size().lists).toBe(3);
    let recomputed = false;
    await cache.keep("b", "r1", "all", async () => {
      recomputed = true;
      return "b again";
    });
    expect(recomputed).toBe(true);
    await cache.keep("big", "r1", "all", async () => "y".repeat(90));
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
  });

  it("computes again once a list is older than its age bound", async () => {
    let clock = 0;
    const cache = listCache({ ms: 1000, now: () => clock });
    let calls = 0;
    const compute = async () => ++calls;
    await cache.keep("c1", "r1", "all", compute);
    clock = 999;
    expect((await cache.keep("c1", "r1", "all", compute)).list).toBe(1);
    clock = 2000;
    expect((await cache.keep("c1", "r1", "all", compute)).list).toBe(2);
  });
});
