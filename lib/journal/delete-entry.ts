import "server-only";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import { entryAt, loadEntry } from "./find-entry";
import { serializeEntry } from "./serialize-entry";

/** DELETE: the entry and, with it, its series. */
export async function deleteEntry(request: Request, athleteId: string, entryId: string): Promise<void> {
  await prismaGuardedWrite(request.headers.get("if-match"), {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: (tx) => tx.journalEntry.delete({ where: { id: entryId } }),
  });
}
