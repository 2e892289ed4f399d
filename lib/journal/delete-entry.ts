import "server-only";
import { guardedWrite } from "@/lib/db/guarded-write";
import { deleteEntryRow, findEntryWithLinks } from "./entry-repository";
import { entryAt } from "./find-entry";
import { serializeEntry } from "./serialize-entry";

/** DELETE: the entry and, with it, its series. `ifMatch` is the If-Match header's text, null when absent. */
export async function deleteEntry(ifMatch: string | null, athleteId: string, entryId: string): Promise<void> {
  await guardedWrite(ifMatch, {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: (trx) => findEntryWithLinks(athleteId, entryId, trx),
    represent: serializeEntry,
    write: (trx) => deleteEntryRow(trx, entryId),
  });
}
