import "server-only";
import { guardedWrite } from "@/lib/db/guarded-write";
import { type EntryWithLinks, findEntryWithLinks, updateEntry } from "./entry-repository";
import { entryAt } from "./find-entry";
import { serializeEntry } from "./serialize-entry";

/** A coach's words on one session; the rest of the entry is the athlete's and stays as it is. */
export function writeCoachFeedback(
  ifMatch: string | null,
  athleteId: string,
  entryId: string,
  coachFeedback: string | null,
): Promise<EntryWithLinks> {
  return guardedWrite(ifMatch, {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: (trx) => findEntryWithLinks(athleteId, entryId, trx),
    represent: serializeEntry,
    write: async (trx, current) => ({ ...current, ...(await updateEntry(trx, entryId, { coachFeedback })) }),
  });
}
