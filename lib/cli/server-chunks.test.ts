import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { dedupeServerChunks } from "./server-chunks";

const require = createRequire(import.meta.url);

describe("one copy of each server chunk", () => {
  it("turns a repeated chunk into a module exporting the first copy, and leaves different ones", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "chunks-"));
    const chunks = path.join(dist, "server", "chunks");
    fs.mkdirSync(path.join(chunks, "ssr"), { recursive: true });
    const body = `module.exports = [1, () => ${JSON.stringify("x".repeat(4096))}];\n`;
    fs.writeFileSync(path.join(chunks, "_a.js"), `${body}//# sourceMappingURL=_a.js.map`);
    fs.writeFileSync(path.join(chunks, "_b.js"), `${body}//# sourceMappingURL=_b.js.map`);
    fs.writeFileSync(path.join(chunks, "_b.js.map"), "{}");
    fs.writeFileSync(path.join(chunks, "_c.js"), `${body.replace("[1,", "[2,")}//# sourceMappingURL=_c.js.map`);
    // The same text in another folder stays: a chunk is required by its own folder's relative path.
    fs.writeFileSync(path.join(chunks, "ssr", "_d.js"), `${body}//# sourceMappingURL=_d.js.map`);

    expect(dedupeServerChunks(dist)).toEqual({ files: 1, bytes: expect.any(Number) });
    expect(fs.statSync(path.join(chunks, "_b.js")).size).toBeLessThan(100);
    expect(fs.existsSync(path.join(chunks, "_b.js.map"))).toBe(false);
    expect(require(path.join(chunks, "_b.js"))).toBe(require(path.join(chunks, "_a.js")));
    expect(require(path.join(chunks, "_c.js"))[0]).toBe(2);
    expect(fs.statSync(path.join(chunks, "ssr", "_d.js")).size).toBeGreaterThan(4096);
    // A second run finds nothing more to do.
    expect(dedupeServerChunks(dist).files).toBe(0);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});
