import "server-only";
import { guardedWrite } from "@/lib/db/guarded-write";
import { conflict } from "@/lib/errors";
import type { ScoreSeriesInput } from "@/lib/schemas/journal";
import { entryAt, loadEntry } from "./find-entry";
import { entryInclude, type EntryWithLinks, serializeEntry } from "./serialize-entry";
import { derivedColumns } from "./totals";

/**
 * PUT .../series: replaces the whole series list in one transaction. A series that names one of
 * this entry's series ids keeps that id; every other series gets a new one. Replaces of one entry
 * take turns on its row. An entry whose series come from its shots refuses (409).
 */
export function replaceSeries(request: Request, athleteId: string, entryId: string, series: ScoreSeriesInput[]): Promise<EntryWithLinks> {
  return guardedWrite(request, {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: async (tx, current) => {
      if (await tx.shot.count({ where: { journalEntryId: entryId, isSighter: false } })) {
        throw conflict("This entry's series are the sums of its shots: change the shots (PUT .../shots), or replace them with none first.");
      }
      const own = new Set(current.scoreSeries.map((s) => s.id));
      await tx.scoreSeries.deleteMany({ where: { journalEntryId: entryId } });
      await tx.scoreSeries.createMany({
        data: series.map(({ id, ...s }) => ({ ...s, journalEntryId: entryId, ...(id && own.has(id) ? { id } : {}) })),
      });
      return tx.journalEntry.update({ where: { id: entryId }, data: derivedColumns(current, series), include: entryInclude });
    },
  });
}
