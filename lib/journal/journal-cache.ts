// Journal reads kept per athlete and journalRevision. Database triggers raise Athlete.journalRevision
// on every write that the journal list or statistics show (see the journal_revision migrations), so
// a kept answer is reused only while it is still the answer, on every instance and whichever path
// made the write. Each request reads the revision with the athlete it needs anyway (the scope
// check), so a hit costs no query at all.
//
// Answers are kept as the JSON text that is sent, least recently used dropped first beyond
// KEPT_BYTES. Requests that arrive while an answer is being computed wait for that computation.
import "server-only";

const KEPT_BYTES = 16 * 1024 * 1024;
const KEPT_ANSWERS = 2000;

type Kept = { json: Promise<string>; bytes: number };
const kept = new Map<string, Kept>();
let keptBytes = 0;

function drop(key: string, entry: Kept): void {
  if (kept.get(key) !== entry) return;
  kept.delete(key);
  keptBytes -= entry.bytes;
}

function evict(): void {
  for (const [key, entry] of kept) {
    if (keptBytes <= KEPT_BYTES && kept.size <= KEPT_ANSWERS) break;
    drop(key, entry);
  }
}

/** The JSON text of `compute()` for this athlete's journal at its current revision; `what` names the read and its query. */
export function keptJournalJson(
  athlete: { id: string; journalRevision: number },
  what: string,
  compute: () => Promise<unknown>,
): Promise<string> {
  const key = `${athlete.id}\u0000${athlete.journalRevision}\u0000${what}`;
  const hit = kept.get(key);
  if (hit) {
    kept.delete(key); // most recently used last
    kept.set(key, hit);
    return hit.json;
  }
  const entry: Kept = { json: compute().then((answer) => JSON.stringify(answer)), bytes: 0 };
  kept.set(key, entry);
  entry.json.then(
    (json) => {
      if (kept.get(key) !== entry) return;
      entry.bytes = json.length;
      keptBytes += entry.bytes;
      evict();
    },
    () => drop(key, entry),
  );
  evict();
  return entry.json;
}
