// Public result lists kept per competition and revision (decision 021), as the journal keeps its
// answers per journal revision (decision 002): hundreds of screens in the hall ask for the same list
// every few seconds, and it only changes when a score, an entry, a relay, a class or the
// publication does. The revision is read on every request (resultCompetitionRevision in
// result-repository.ts: the competition's row, with the resultsRevision its triggers move), so a
// kept list is reused only while it is still the answer, whichever path or instance made the write.
//
// A list is computed once per revision: requests that arrive while it is being computed wait for
// that computation (single flight). Kept lists are dropped least recently used first beyond
// KEPT_BYTES of JSON text or KEPT_LISTS lists, and none is reused after KEPT_MS, a bound on what a
// write the revision cannot see (an athlete or a club renamed, a course of fire edited) leaves stale.
import "server-only";
import { etagOfText } from "@/lib/preconditions";

const KEPT_BYTES = 8 * 1024 * 1024;
const KEPT_LISTS = 500;
const KEPT_MS = 30_000;

/** A list as it is sent: the value (for the page, CSV and PDF), its JSON text and the ETag of that text. */
export type KeptList<T> = { list: T; json: string; etag: string };

type Kept = { answer: Promise<KeptList<unknown>>; bytes: number; at: number; list: string };

export type ListCache = {
  /** The kept list of this competition at this revision for `what` (the query), computed by `compute` when none is. */
  keep<T>(competitionId: string, revision: string, what: string, compute: () => Promise<T>): Promise<KeptList<T>>;
  /** How many lists and bytes are kept (tests and the benchmark's notes). */
  size(): { lists: number; bytes: number };
  clear(): void;
};

export function listCache(limits: { bytes?: number; lists?: number; ms?: number; now?: () => number } = {}): ListCache {
  const maxBytes = limits.bytes ?? KEPT_BYTES;
  const maxLists = limits.lists ?? KEPT_LISTS;
  const maxMs = limits.ms ?? KEPT_MS;
  const now = limits.now ?? Date.now;
  const kept = new Map<string, Kept>();
  /** The key of each list's newest revision: an older one is dropped when a newer is computed. */
  const newest = new Map<string, string>();
  let keptBytes = 0;

  const drop = (key: string, entry: Kept) => {
    if (kept.get(key) !== entry) return;
    kept.delete(key);
    keptBytes -= entry.bytes;
    if (newest.get(entry.list) === key) newest.delete(entry.list);
  };
  const evict = () => {
    for (const [key, entry] of kept) {
      if (keptBytes <= maxBytes && kept.size <= maxLists) break;
      drop(key, entry);
    }
  };

  return {
    keep<T>(competitionId: string, revision: string, what: string, compute: () => Promise<T>): Promise<KeptList<T>> {
      const key = `${competitionId}\u0000${revision}\u0000${what}`;
      const hit = kept.get(key);
      if (hit && now() - hit.at <= maxMs) {
        kept.delete(key); // most recently used last
        kept.set(key, hit);
        return hit.answer as Promise<KeptList<T>>;
      }
      if (hit) drop(key, hit);
      const list = `${competitionId}\u0000${what}`;
      const older = newest.get(list);
      const olderEntry = older === undefined ? undefined : kept.get(older);
      if (older !== undefined && olderEntry) drop(older, olderEntry);
      newest.set(list, key);
      const entry: Kept = {
        answer: (async () => {
          const value = await compute();
          const json = JSON.stringify(value);
          return { list: value, json, etag: etagOfText(json) };
        })(),
        bytes: 0,
        at: now(),
        list,
      };
      kept.set(key, entry);
      entry.answer.then(
        ({ json }) => {
          if (kept.get(key) !== entry) return;
          entry.bytes = json.length;
          keptBytes += entry.bytes;
          evict();
        },
        () => drop(key, entry), // a failure is not kept: the next request tries again
      );
      evict();
      return entry.answer as Promise<KeptList<T>>;
    },
    size: () => ({ lists: kept.size, bytes: keptBytes }),
    clear: () => {
      kept.clear();
      newest.clear();
      keptBytes = 0;
    },
  };
}

/** The server's one cache of public result lists. */
export const publicLists = listCache();
