import { describe, expect, it } from "vitest";
import { jsonGuard } from "./json-guard";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("the JSON guard in front of the parsers", () => {
  it("lets Orion's deepest shape through, and refuses the first level past the limit, naming its line", () => {
    const entry = '[{"StageScores":[{"Shots":[{"Score":{"I":9},"Attributes":["SIGHTER"]}]}]}]';
    expect(jsonGuard().scan(bytes(entry))).toBeNull();
    expect(jsonGuard().scan(bytes(`[\n${"[".repeat(7)}`))).toBeNull();
    expect(jsonGuard().scan(bytes(`[\n${"[".repeat(8)}`))).toEqual({
      line: 2,
      message: "is nested deeper than 8 levels, which no import format is",
    });
  });

  it("counts depth outside strings only, across chunks that split a string or an escape", () => {
    const guard = jsonGuard(2);
    for (const chunk of ['[{"a":"[[[[\\', '"[[[{{{"', ',"b":"x"}', "]"]) expect(guard.scan(bytes(chunk))).toBeNull();
  });

  it("refuses 4 MiB of brackets at the ninth byte", () => {
    const guard = jsonGuard();
    const started = performance.now();
    expect(guard.scan(new Uint8Array(4 * 1024 * 1024).fill(0x5b))?.message).toMatch(/deeper than 8 levels/);
    expect(performance.now() - started).toBeLessThan(100);
  });

  it("refuses an entry of the top-level list larger than the bound, and none of many small ones", () => {
    const small = `[${Array.from({ length: 2_000 }, () => '{"Score":{"I":9}}').join(",")}]`;
    expect(jsonGuard(8, 100).scan(bytes(small))).toBeNull();
    expect(jsonGuard(8, 100).scan(bytes(`[{"a":1},\n{"b":"${"x".repeat(100)}"}]`))?.line).toBe(2);
    expect(jsonGuard(8, 100).scan(bytes(`["${"x".repeat(200)}"]`))?.message).toMatch(/holds an entry larger than/);
  });
});
