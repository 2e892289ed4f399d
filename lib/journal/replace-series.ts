import "server-only";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import { conflict } from "@/lib/errors";
import type { ScoreSeriesInput } from "@/lib/schemas/journal";
import { keepsShotSeries, seriesFromShotsMessage } from "@/lib/shots/series-from-shots";
import { entryAt, loadEntry } from "./find-entry";
import { entryInclude, type EntryWithLinks, serializeEntry } from "./serialize-entry";
import { derivedColumns, noTotals, sumsOverSeries } from "./totals";

/**
 * PUT .../series: replaces the series typed for the entry in one transaction. A series that names
 * one of this entry's series ids keeps that id; every other series gets a new one. A series made
 * from its shots must come back with its figures as they are (its name and notes may change):
 * changing or leaving it out is 409, naming it. Replaces of one entry take turns on its row.
 */
export function replaceSeries(request: Request, athleteId: string, entryId: string, series: ScoreSeriesInput[]): Promise<EntryWithLinks> {
  return prismaGuardedWrite(request.headers.get("if-match"), {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: async (tx, current) => {
      const fromShots = new Map(current.scoreSeries.filter((s) => s.fromShots).map((s) => [s.seriesNumber, s]));
      const changed = [...fromShots.values()].find((s) => !keepsShotSeries(series, s));
      if (changed) throw conflict(seriesFromShotsMessage(changed));
      const own = new Set(current.scoreSeries.filter((s) => !s.fromShots).map((s) => s.id));
      const rows = series.map(({ id, ...s }) => {
        const shotMade = fromShots.get(s.seriesNumber);
        if (shotMade) return { ...shotMade, seriesName: s.seriesName, notes: s.notes };
        return { ...s, journalEntryId: entryId, fromShots: false, ...(id && own.has(id) ? { id } : {}) };
      });
      await tx.scoreSeries.deleteMany({ where: { journalEntryId: entryId } });
      await tx.scoreSeries.createMany({ data: rows });
      if (!current.totalsFromShots) {
        return tx.journalEntry.update({ where: { id: entryId }, data: derivedColumns(current, rows), include: entryInclude });
      }
      const tens = await tx.shot.count({ where: { journalEntryId: entryId, isSighter: false, score: 10 } });
      const totals = sumsOverSeries(rows, tens, noTotals);
      return tx.journalEntry.update({
        where: { id: entryId },
        data: { ...totals, ...derivedColumns({ ...current, ...totals }, rows) },
        include: entryInclude,
      });
    },
  });
}
