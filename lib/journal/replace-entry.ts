import "server-only";
import { guardedWrite } from "@/lib/db/guarded-write";
import type { JournalEntryReplaceInput } from "@/lib/schemas/journal";
import { type EntryWithLinks, findEntryWithLinks, updateEntry } from "./entry-repository";
import { linksOf } from "./entry-links";
import { entryAt } from "./find-entry";
import { serializeEntry } from "./serialize-entry";
import { derivedColumns } from "./totals";

const SHOT_TOTALS = ["score", "maxScore", "shotsFired", "numberOfTens", "numberOfXs"] as const;

/**
 * PUT: replaces every field of the entry; its series (and shots) stay as they are. Totals that
 * came from the shots stay marked so while the replace leaves them as they were. coachFeedback
 * left undefined keeps the stored one.
 */
export async function replaceEntry(
  ifMatch: string | null,
  athleteId: string,
  entryId: string,
  input: JournalEntryReplaceInput,
): Promise<EntryWithLinks> {
  const links = await linksOf(athleteId, input);
  const { coachFeedback, ...fields } = input;
  return guardedWrite(ifMatch, {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: (trx) => findEntryWithLinks(athleteId, entryId, trx),
    represent: serializeEntry,
    write: async (trx, current) => {
      const entry = await updateEntry(trx, entryId, {
        ...fields,
        ...(coachFeedback === undefined ? {} : { coachFeedback }),
        ...derivedColumns(input, current.scoreSeries),
        totalsFromShots: current.totalsFromShots && SHOT_TOTALS.every((field) => input[field] === current[field]),
      });
      return { ...entry, ...links, scoreSeries: current.scoreSeries };
    },
  });
}
