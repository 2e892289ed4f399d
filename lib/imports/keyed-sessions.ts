// Formats that group shots by a key (a start number, a title and date, a session date) rather than by
// where they stand in the file. Exports list each session's shots together, so once the reader holds
// more than HOLD shots every session but the current one is handed on as the next key begins; below
// that everything is held, so a small file that mixes its sessions still reads.
import { ApiError } from "@/lib/errors";
import { MAX_SHOTS } from "@/lib/schemas/shots";
import type { ImportedSession, LineErrors } from "./types";

/** Shots held before closed sessions are handed on: about a season, as before files streamed. */
const HOLD_SHOTS = 65_000;

export type KeyedSessions<S> = {
  /**
   * The session `key` names, made by `create` when new, to take `count` more shots; null once it
   * would pass MAX_SHOTS: those shots are left out, the line named and the session made invalid.
   */
  shot: (key: string, line: number, create: () => S, count?: number) => S | null;
  /** The sessions closed so far, once the reader holds more than `hold` shots. */
  take: () => ImportedSession[];
  /** Every session still held. */
  rest: () => ImportedSession[];
  /** Whether any session was read. */
  any: () => boolean;
  /** Whether the session `key` names was handed on already (more shots for it would be refused). */
  handedOn: (key: string) => boolean;
};

export function keyedSessions<S>(
  describe: (key: string) => string,
  build: (key: string, session: S) => ImportedSession,
  errors: LineErrors,
  hold = HOLD_SHOTS,
): KeyedSessions<S> {
  const open = new Map<string, { session: S; shots: number; dropped: number }>();
  const handedOn = new Set<string>();
  let held = 0;
  let current: string | null = null;
  const built = (key: string, { session, dropped }: { session: S; dropped: number }): ImportedSession =>
    dropped > 0 ? { ...build(key, session), droppedShots: dropped } : build(key, session);
  return {
    shot(key, line, create, count = 1) {
      if (handedOn.has(key))
        throw new ApiError(
          "validation_failed",
          422,
          `${describe(key)} continues at line ${line}, after other sessions' shots; in a file this large each session's shots must come together. Sort the file by session, or split it.`,
          { [`/lines/${line}`]: `continues ${describe(key)}, which ended earlier in the file` },
        );
      let entry = open.get(key);
      if (!entry) {
        entry = { session: create(), shots: 0, dropped: 0 };
        open.set(key, entry);
      }
      current = key;
      if (entry.dropped > 0 || entry.shots + count > MAX_SHOTS) {
        if (entry.dropped === 0)
          errors.push({
            line,
            message: `${describe(key)} holds more than ${MAX_SHOTS} shots, sighters included, the most one session holds; it cannot be imported`,
          });
        entry.dropped += count;
        return null;
      }
      entry.shots += count;
      held += count;
      return entry.session;
    },
    take() {
      if (held <= hold) return [];
      const closed: ImportedSession[] = [];
      for (const [key, entry] of open) {
        if (key === current) continue;
        closed.push(built(key, entry));
        open.delete(key);
        handedOn.add(key);
        held -= entry.shots;
      }
      return closed;
    },
    rest: () => [...open].map(([key, entry]) => built(key, entry)),
    any: () => open.size > 0 || handedOn.size > 0,
    handedOn: (key) => handedOn.has(key),
  };
}
