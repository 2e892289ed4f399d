import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { COMPILE_HINT, hintEagerCompile } from "./browser-chunks";

describe("the compile hint on the browser's chunks", () => {
  it("heads every script once, moves its source map down a line, and leaves the rest", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "chunks-"));
    const chunks = path.join(dist, "static", "chunks");
    fs.mkdirSync(path.join(chunks, "app"), { recursive: true });
    const body = "(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,()=>{}]);\n//# sourceMappingURL=a.js.map";
    fs.writeFileSync(path.join(chunks, "a.js"), body);
    fs.writeFileSync(path.join(chunks, "a.js.map"), JSON.stringify({ version: 3, sources: ["a.ts"], mappings: "AAAA" }));
    fs.writeFileSync(path.join(chunks, "app", "b.js"), body);
    fs.writeFileSync(
      path.join(chunks, "app", "b.js.map"),
      JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] }),
    );
    fs.writeFileSync(path.join(chunks, "c.css"), "body{}");

    expect(hintEagerCompile(dist)).toEqual({ files: 2 });
    expect(fs.readFileSync(path.join(chunks, "a.js"), "utf8")).toBe(COMPILE_HINT + body);
    expect(fs.readFileSync(path.join(chunks, "app", "b.js"), "utf8")).toBe(COMPILE_HINT + body);
    expect(JSON.parse(fs.readFileSync(path.join(chunks, "a.js.map"), "utf8")).mappings).toBe(";AAAA");
    expect(JSON.parse(fs.readFileSync(path.join(chunks, "app", "b.js.map"), "utf8")).sections[0].offset).toEqual({ line: 1, column: 0 });
    expect(fs.readFileSync(path.join(chunks, "c.css"), "utf8")).toBe("body{}");
    // A second run (npm start after npm run build) changes nothing.
    expect(hintEagerCompile(dist)).toEqual({ files: 0 });
    expect(JSON.parse(fs.readFileSync(path.join(chunks, "a.js.map"), "utf8")).mappings).toBe(";AAAA");
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it("does nothing where there is no build", () => {
    expect(hintEagerCompile(path.join(os.tmpdir(), "no-such-build"))).toEqual({ files: 0 });
  });
});
