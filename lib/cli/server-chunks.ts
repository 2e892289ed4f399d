// After `next build`: one copy of each server chunk. Turbopack writes the same chunk under a new name
// for each route handler that needs it (29 copies of the 0.5 MB chunk holding lib/, byte for byte
// the same but for the source-map comment), and `next start` loads every route, so the server kept
// each copy's source text and compiled code: about 30 MB of its heap at rest (decision 022). Each
// later copy becomes a one-line module that exports the first one's exports: Node's module cache
// then hands every route the same array, and Turbopack's runtime registers its factories once, as
// it already did (a module id is installed once, whichever chunk brings it).
//
// ensureBuilt runs it, and `npm run build` through lib/cli/finish-build.ts.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCE_MAP_COMMENT = /\/\/# sourceMappingURL=\S+\s*$/;

/** The scripts under `dir`, its folders included, by their paths relative to it; none where there is no `dir`. */
export function javaScriptFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".js"));
}

/** Replaces each repeated chunk under `.next/server/chunks` by a module exporting the first copy; returns what it saved. */
export function dedupeServerChunks(distDir: string): { files: number; bytes: number } {
  const chunks = path.join(distDir, "server", "chunks");
  const first = new Map<string, string>();
  let files = 0;
  let bytes = 0;
  for (const name of javaScriptFiles(chunks).sort()) {
    const file = path.join(chunks, name);
    const text = fs.readFileSync(file, "utf8");
    // A module exporting another is already a copy (a second run); tiny chunks are not worth it.
    if (text.length < 1024) continue;
    const key = `${path.dirname(file)}\u0000${createHash("sha256").update(text.replace(SOURCE_MAP_COMMENT, "")).digest("hex")}`;
    const kept = first.get(key);
    if (kept === undefined) {
      first.set(key, file);
      continue;
    }
    fs.writeFileSync(file, `module.exports = require(${JSON.stringify(`./${path.basename(kept)}`)});\n`);
    fs.rmSync(`${file}.map`, { force: true });
    files += 1;
    bytes += text.length;
  }
  return { files, bytes };
}
