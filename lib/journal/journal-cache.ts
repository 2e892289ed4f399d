// Journal reads kept per athlete and journalRevision (decision 002, lib/kept-by-revision.ts).
// Database triggers raise Athlete.journalRevision on every write that the journal list or
// statistics show (see the journal_revision migrations). Each request reads the revision with the
// athlete it needs anyway (the scope check), so a hit costs no query at all. Answers are kept as the
// JSON text that is sent.
import "server-only";
import { keptByRevision } from "@/lib/kept-by-revision";

const KEPT_BYTES = 16 * 1024 * 1024;
const KEPT_ANSWERS = 2000;

const kept = keptByRevision<string>({ bytes: KEPT_BYTES, answers: KEPT_ANSWERS }, (json) => json.length);

/** The JSON text of `compute()` for this athlete's journal at its current revision; `what` names the read and its query. */
export function keptJournalJson(
  athlete: { id: string; journalRevision: number },
  what: string,
  compute: () => Promise<unknown>,
): Promise<string> {
  return kept.keep(athlete.id, String(athlete.journalRevision), what, async () => JSON.stringify(await compute()));
}

/** How many answers and bytes are kept (tests). */
export const keptJournalSize = () => kept.size();
