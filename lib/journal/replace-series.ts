import "server-only";
import { guardedWrite } from "@/lib/db/guarded-write";
import { conflict } from "@/lib/errors";
import type { ScoreSeriesInput } from "@/lib/schemas/journal";
import { keepsShotSeries, seriesFromShotsMessage } from "@/lib/shots/series-from-shots";
import { countScoringTens, type EntryWithLinks, findEntryWithLinks, replaceSeriesRows, updateEntry } from "./entry-repository";
import { entryAt } from "./find-entry";
import { serializeEntry } from "./serialize-entry";
import { derivedColumns, noTotals, sumsOverSeries } from "./totals";

/**
 * PUT .../series: replaces the series typed for the entry in one transaction. A series that names
 * one of this entry's series ids keeps that id; every other series gets a new one. A series made
 * from its shots must come back with its figures as they are (its name and notes may change):
 * changing or leaving it out is 409, naming it. Replaces of one entry take turns on its row.
 */
export function replaceSeries(
  ifMatch: string | null,
  athleteId: string,
  entryId: string,
  series: ScoreSeriesInput[],
): Promise<EntryWithLinks> {
  return guardedWrite(ifMatch, {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: (trx) => findEntryWithLinks(athleteId, entryId, trx),
    represent: serializeEntry,
    write: async (trx, current) => {
      const fromShots = new Map(current.scoreSeries.filter((s) => s.fromShots).map((s) => [s.seriesNumber, s]));
      const changed = [...fromShots.values()].find((s) => !keepsShotSeries(series, s));
      if (changed) throw conflict(seriesFromShotsMessage(changed));
      const own = new Set(current.scoreSeries.filter((s) => !s.fromShots).map((s) => s.id));
      const rows = series.map(({ id, ...s }) => {
        const shotMade = fromShots.get(s.seriesNumber);
        if (shotMade) return { ...shotMade, seriesName: s.seriesName, notes: s.notes };
        return { ...s, fromShots: false, ...(id && own.has(id) ? { id } : {}) };
      });
      const scoreSeries = await replaceSeriesRows(trx, entryId, rows);
      if (!current.totalsFromShots) {
        return { ...current, ...(await updateEntry(trx, entryId, derivedColumns(current, rows))), scoreSeries };
      }
      const totals = sumsOverSeries(rows, await countScoringTens(trx, entryId), noTotals);
      const entry = await updateEntry(trx, entryId, { ...totals, ...derivedColumns({ ...current, ...totals }, rows) });
      return { ...current, ...entry, scoreSeries };
    },
  });
}
