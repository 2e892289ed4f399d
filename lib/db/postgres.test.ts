import { describe, expect, it } from "vitest";
import { statementNamer } from "./postgres";

describe("PostgreSQL statement names", () => {
  it("names each text once, the same name every time, and leaves texts past the bound unnamed", () => {
    const nameOf = statementNamer(2);
    const first = nameOf("SELECT 1");
    const second = nameOf("SELECT 2");
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    expect(nameOf("SELECT 1")).toBe(first);
    expect(nameOf("SELECT 3")).toBeUndefined();
    expect(nameOf("SELECT 2")).toBe(second);
  });
});
