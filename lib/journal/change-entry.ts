import "server-only";
import type { Tx } from "@/lib/db";
import { guardedWrite } from "@/lib/http/guarded-write";
import type { JournalEntryInput, ScoreSeriesInput } from "@/lib/schemas/journal";
import { linksOf } from "./entry-rows";
import { entryInclude, type EntryWithLinks, serializeEntry } from "./serialize-entry";
import { derivedColumns } from "./totals";

function loadEntry(athleteId: string, entryId: string) {
  return (tx: Tx) => tx.journalEntry.findFirst({ where: { id: entryId, athleteId }, include: entryInclude });
}

const what = (athleteId: string, entryId: string) => `Journal entry ${entryId} of athlete ${athleteId}`;

/** PUT: replaces every field of the entry; its series stay as they are. */
export async function replaceEntry(request: Request, athleteId: string, entryId: string, input: JournalEntryInput): Promise<EntryWithLinks> {
  await linksOf(athleteId, input);
  return guardedWrite(request, {
    what: what(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: (tx, current) =>
      tx.journalEntry.update({ where: { id: entryId }, data: { ...input, ...derivedColumns(input, current.scoreSeries) }, include: entryInclude }),
  });
}

/** DELETE: the entry and, with it, its series. */
export async function deleteEntry(request: Request, athleteId: string, entryId: string): Promise<void> {
  await guardedWrite(request, {
    what: what(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: (tx) => tx.journalEntry.delete({ where: { id: entryId } }),
  });
}

/**
 * PUT .../series: replaces the whole series list in one transaction. A series that names one of
 * this entry's series ids keeps that id; every other series gets a new one.
 */
export function replaceSeries(request: Request, athleteId: string, entryId: string, series: ScoreSeriesInput[]): Promise<EntryWithLinks> {
  return guardedWrite(request, {
    what: what(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: async (tx, current) => {
      const own = new Set(current.scoreSeries.map((s) => s.id));
      await tx.scoreSeries.deleteMany({ where: { journalEntryId: entryId } });
      await tx.scoreSeries.createMany({
        data: series.map(({ id, ...s }) => ({ ...s, journalEntryId: entryId, ...(id && own.has(id) ? { id } : {}) })),
      });
      return tx.journalEntry.update({ where: { id: entryId }, data: derivedColumns(current, series), include: entryInclude });
    },
  });
}
