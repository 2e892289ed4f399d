import "server-only";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import type { JournalEntryReplaceInput } from "@/lib/schemas/journal";
import { linksOf } from "./entry-links";
import { entryAt, loadEntry } from "./find-entry";
import { entryInclude, type EntryWithLinks, serializeEntry } from "./serialize-entry";
import { derivedColumns } from "./totals";

const SHOT_TOTALS = ["score", "maxScore", "shotsFired", "numberOfTens", "numberOfXs"] as const;

/**
 * PUT: replaces every field of the entry; its series (and shots) stay as they are. Totals that
 * came from the shots stay marked so while the replace leaves them as they were.
 */
export async function replaceEntry(
  request: Request,
  athleteId: string,
  entryId: string,
  input: JournalEntryReplaceInput,
): Promise<EntryWithLinks> {
  await linksOf(athleteId, input);
  return prismaGuardedWrite(request.headers.get("if-match"), {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: (tx, current) =>
      tx.journalEntry.update({
        where: { id: entryId },
        data: {
          ...input,
          ...derivedColumns(input, current.scoreSeries),
          totalsFromShots: current.totalsFromShots && SHOT_TOTALS.every((field) => input[field] === current[field]),
        },
        include: entryInclude,
      }),
  });
}
