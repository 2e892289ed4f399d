// Answers kept per owner and revision: an athlete's journal (decision 002) and a competition's
// public result lists (decision 021). The owner's revision is read on every request and moved by
// database triggers on every write the answer shows, so a kept answer is reused only while it is
// still the answer, whichever path or instance made the write.
//
// An answer is computed once per revision: requests that arrive while it is computed wait for that
// computation (single flight). When a newer revision of the same question is computed, the older
// answer is dropped at once: it can never be asked for again, and under steady writes the old
// revisions had filled the whole budget with answers nobody would read. Beyond the budget in bytes
// or answers the least recently used go first, and none is reused after `ms` when that is set.
import "server-only";

export type KeptByRevision<V> = {
  /** The kept answer to `what` about this owner at this revision, computed by `compute` when none is. */
  keep(owner: string, revision: string, what: string, compute: () => Promise<V>): Promise<V>;
  /** How many answers and bytes are kept (tests and the benchmark's notes). */
  size(): { answers: number; bytes: number };
  clear(): void;
};

export type KeptLimits = {
  bytes: number;
  answers: number;
  /** An answer older than this is computed again (a bound on what the revision cannot see); none by default. */
  ms?: number;
  now?: () => number;
};

type Kept<V> = { answer: Promise<V>; bytes: number; at: number; question: string };

/** A cache of answers by revision; `bytesOf` says what a computed answer weighs. */
export function keptByRevision<V>(limits: KeptLimits, bytesOf: (answer: V) => number): KeptByRevision<V> {
  const { bytes: maxBytes, answers: maxAnswers, ms: maxMs = Infinity } = limits;
  const now = limits.now ?? Date.now;
  const kept = new Map<string, Kept<V>>(); // in order of last use
  /** The key of each question's newest revision: an older one is dropped when a newer is computed. */
  const newest = new Map<string, string>();
  let keptBytes = 0;

  const drop = (key: string, entry: Kept<V>) => {
    if (kept.get(key) !== entry) return;
    kept.delete(key);
    keptBytes -= entry.bytes;
    if (newest.get(entry.question) === key) newest.delete(entry.question);
  };
  const evict = () => {
    for (const [key, entry] of kept) {
      if (keptBytes <= maxBytes && kept.size <= maxAnswers) break;
      drop(key, entry);
    }
  };

  return {
    keep(owner, revision, what, compute) {
      const key = `${owner}\u0000${revision}\u0000${what}`;
      const hit = kept.get(key);
      if (hit && now() - hit.at <= maxMs) {
        kept.delete(key); // most recently used last
        kept.set(key, hit);
        return hit.answer;
      }
      if (hit) drop(key, hit);
      const question = `${owner}\u0000${what}`;
      const older = newest.get(question);
      const olderEntry = older === undefined ? undefined : kept.get(older);
      if (older !== undefined && olderEntry) drop(older, olderEntry);
      newest.set(question, key);
      const entry: Kept<V> = { answer: compute(), bytes: 0, at: now(), question };
      kept.set(key, entry);
      entry.answer.then(
        (answer) => {
          if (kept.get(key) !== entry) return;
          entry.bytes = bytesOf(answer);
          keptBytes += entry.bytes;
          evict();
        },
        () => drop(key, entry), // a failure is not kept: the next request tries again
      );
      evict();
      return entry.answer;
    },
    size: () => ({ answers: kept.size, bytes: keptBytes }),
    clear: () => {
      kept.clear();
      newest.clear();
      keptBytes = 0;
    },
  };
}
