// After `next build`: each script the browser loads asks V8 to compile all of its functions while
// the script downloads, on a background thread (V8's explicit compile hints, Chrome 136 and later).
//
// Without the hint V8 compiles a function on the main thread the first time it runs. A page's
// scripts are almost all run as it wakes (the router, React, the page's components), so that
// compiling was most of the longest task after the first paint: under Lighthouse's phone slowdown
// the new-session page's main thread spent about 150 ms compiling module bodies, and its blocking
// time after the first paint was 307-415 ms against 39-103 ms with the hint (decision 028).
// Browsers without the feature read a comment.
//
// ensureBuilt runs it, and `npm run build` through lib/cli/finish-build.ts.
import fs from "node:fs";
import path from "node:path";
import { javaScriptFiles } from "./server-chunks";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

type SourceMap = { mappings?: string; sections?: Array<{ offset: { line: number; column: number } }> };

/** One line more at the top of the generated file: its source map moves down with it. */
function shiftSourceMap(file: string): void {
  if (!fs.existsSync(file)) return;
  const map = JSON.parse(fs.readFileSync(file, "utf8")) as SourceMap;
  if (map.sections) for (const section of map.sections) section.offset.line += 1;
  else map.mappings = `;${map.mappings ?? ""}`;
  fs.writeFileSync(file, JSON.stringify(map));
}

/** Puts the compile hint at the top of every browser chunk under `.next/static/chunks` that lacks it; returns how many. */
export function hintEagerCompile(distDir: string): { files: number } {
  const chunks = path.join(distDir, "static", "chunks");
  let files = 0;
  for (const name of javaScriptFiles(chunks)) {
    const file = path.join(chunks, name);
    const text = fs.readFileSync(file, "utf8");
    if (text.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + text);
    shiftSourceMap(`${file}.map`);
    files += 1;
  }
  return { files };
}
