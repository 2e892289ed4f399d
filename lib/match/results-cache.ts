// Public result lists kept per competition and revision (decision 021), as the journal keeps its
// answers per journal revision (decision 002), with lib/kept-by-revision.ts: hundreds of screens in
// the hall ask for the same list every few seconds, and it only changes when a score, an entry, a
// relay, a class or the publication does. The revision is read on every request
// (resultCompetitionRevision in result-repository.ts: the competition's row, with the
// resultsRevision its triggers move). No list is reused after KEPT_MS, a bound on what a write the
// revision cannot see (an athlete or a club renamed, a course of fire edited) leaves stale.
import "server-only";
import { keptByRevision } from "@/lib/kept-by-revision";
import { etagOfText } from "@/lib/preconditions";

const KEPT_BYTES = 8 * 1024 * 1024;
const KEPT_LISTS = 500;
const KEPT_MS = 30_000;

/** A list as it is sent: the value (for the page, CSV and PDF), its JSON text and the ETag of that text. */
export type KeptList<T> = { list: T; json: string; etag: string };

export type ListCache = {
  /** The kept list of this competition at this revision for `what` (the query), computed by `compute` when none is. */
  keep<T>(competitionId: string, revision: string, what: string, compute: () => Promise<T>): Promise<KeptList<T>>;
  /** How many lists and bytes are kept (tests and the benchmark's notes). */
  size(): { lists: number; bytes: number };
  clear(): void;
};

export function listCache(limits: { bytes?: number; lists?: number; ms?: number; now?: () => number } = {}): ListCache {
  const kept = keptByRevision<KeptList<unknown>>(
    { bytes: limits.bytes ?? KEPT_BYTES, answers: limits.lists ?? KEPT_LISTS, ms: limits.ms ?? KEPT_MS, now: limits.now },
    ({ json }) => json.length,
  );
  return {
    keep<T>(competitionId: string, revision: string, what: string, compute: () => Promise<T>) {
      return kept.keep(competitionId, revision, what, async () => {
        const list = await compute();
        const json = JSON.stringify(list);
        return { list, json, etag: etagOfText(json) };
      }) as Promise<KeptList<T>>;
    },
    size: () => {
      const { answers, bytes } = kept.size();
      return { lists: answers, bytes };
    },
    clear: () => kept.clear(),
  };
}

/** The server's one cache of public result lists. */
export const publicLists = listCache();
