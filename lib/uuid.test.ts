import { describe, expect, it } from "vitest";
import { z } from "zod";
import { uuidv7 } from "./uuid";

describe("uuidv7", () => {
  it("is a version 7 UUID carrying its millisecond timestamp", () => {
    const at = Date.UTC(2026, 10, 21, 10, 30, 0, 123);
    const id = uuidv7(at);
    expect(z.uuid({ version: "v7" }).safeParse(id).success).toBe(true);
    expect(parseInt(id.replaceAll("-", "").slice(0, 12), 16)).toBe(at);
  });

  it("orders by time across milliseconds and does not repeat", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidv7(1_700_000_000_000 + i));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(Array.from({ length: 10_000 }, () => uuidv7(1_700_000_000_000))).size).toBe(10_000);
  });
});
