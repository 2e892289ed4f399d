// A byte scanner in front of the JSON parsers: it refuses nesting past a small depth and a list entry
// past a size before any value is built. @streamparser/json keeps about 250 bytes per open level, so
// 4 MiB of `[` ran the server's heap out; JSON.parse recurses per level.

/** Orion nests a shot's Score 5 deep, 7 inside a score-history entry's stages; nothing read lies deeper. */
const MAX_IMPORT_JSON_DEPTH = 8;
/** One entry of a list (a session: at most 400 shots) or a lone document, as bytes: far more than either needs. */
export const MAX_JSON_ENTRY_BYTES = 1024 * 1024;

export type JsonGuardProblem = { line: number; message: string };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NEWLINE = 0x0a;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);
const COMMA = 0x2c;

/**
 * Fed the document's bytes chunk by chunk (a chunk may end anywhere, even inside a string or a
 * multi-byte character: UTF-8 never uses bytes below 0x80 inside one), `scan` answers the first
 * problem, or null. The entry size counts the bytes of each element of the top-level list.
 */
export function jsonGuard(maxDepth = MAX_IMPORT_JSON_DEPTH, maxEntryBytes = MAX_JSON_ENTRY_BYTES) {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let line = 1;
  let entryBytes = 0;
  let entryLine = 1;
  return {
    scan(bytes: Uint8Array): JsonGuardProblem | null {
      for (const byte of bytes) {
        if (byte === NEWLINE) line += 1;
        if (depth >= 1) {
          entryBytes += 1;
          if (entryBytes > maxEntryBytes)
            return {
              line: entryLine,
              message: `holds an entry larger than ${maxEntryBytes / 1024 / 1024} MiB, far more than one session's shots`,
            };
        }
        if (inString) {
          if (escaped) escaped = false;
          else if (byte === BACKSLASH) escaped = true;
          else if (byte === QUOTE) inString = false;
        } else if (byte === QUOTE) inString = true;
        else if (OPEN.has(byte)) {
          depth += 1;
          if (depth === 2) {
            entryBytes = 1;
            entryLine = line;
          }
          if (depth > maxDepth) return { line, message: `is nested deeper than ${maxDepth} levels, which no import format is` };
        } else if (CLOSE.has(byte)) depth = Math.max(0, depth - 1);
        else if (byte === COMMA && depth === 1) {
          entryBytes = 0;
          entryLine = line;
        }
      }
      return null;
    },
  };
}
