import "server-only";
import { guardedWrite } from "@/lib/db/guarded-write";
import type { JournalEntryReplaceInput } from "@/lib/schemas/journal";
import { linksOf } from "./entry-links";
import { entryAt, loadEntry } from "./find-entry";
import { entryInclude, type EntryWithLinks, serializeEntry } from "./serialize-entry";
import { derivedColumns } from "./totals";

/** PUT: replaces every field of the entry; its series stay as they are. */
export async function replaceEntry(
  request: Request,
  athleteId: string,
  entryId: string,
  input: JournalEntryReplaceInput,
): Promise<EntryWithLinks> {
  await linksOf(athleteId, input);
  return guardedWrite(request, {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: (tx, current) =>
      tx.journalEntry.update({
        where: { id: entryId },
        data: { ...input, ...derivedColumns(input, current.scoreSeries) },
        include: entryInclude,
      }),
  });
}
