import "server-only";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import { entryAt, loadEntry } from "./find-entry";
import { entryInclude, type EntryWithLinks, serializeEntry } from "./serialize-entry";

/** A coach's words on one session; the rest of the entry is the athlete's and stays as it is. */
export function writeCoachFeedback(
  request: Request,
  athleteId: string,
  entryId: string,
  coachFeedback: string | null,
): Promise<EntryWithLinks> {
  return prismaGuardedWrite(request.headers.get("if-match"), {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: (tx) => tx.journalEntry.update({ where: { id: entryId }, data: { coachFeedback }, include: entryInclude }),
  });
}
