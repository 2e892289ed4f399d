// The shots of a journal entry (API section 9): read with the shape of their groups, and replaced
// as a whole, after which each series with scoring shots is their sum and the others keep theirs.
import "server-only";
import type { z } from "zod";
import { guardedWrite } from "@/lib/db/guarded-write";
import { newId } from "@/lib/db/rows";
import { iso } from "@/lib/schemas/common";
import type { ShotInput, shotsResponse } from "@/lib/schemas/shots";
import { groupOf } from "@/lib/shots/groups";
import { seriesWithShots } from "@/lib/shots/series-from-shots";
import { shotTotals } from "@/lib/shots/shot-totals";
import {
  type EntryWithLinks,
  findEntryWithLinks,
  replaceSeriesRows,
  replaceShotRows,
  selectShots,
  type ShotRow,
  targetFaceOfEntry,
  updateEntry,
} from "./entry-repository";
import { entryAt, ensureEntry } from "./find-entry";
import { serializeEntry } from "./serialize-entry";
import { derivedColumns, noTotals, sumsOverSeries } from "./totals";

export async function listShots(athleteId: string, entryId: string): Promise<z.output<typeof shotsResponse>> {
  await ensureEntry(athleteId, entryId);
  const [shots, targetFace] = await Promise.all([selectShots(entryId), targetFaceOfEntry(entryId)]);
  return describeShots(entryId, targetFace, shots);
}

/** A shot as the API and the exports give it: its place, score and position, when it was fired. */
export function serializeShot(s: ShotRow) {
  // In the order the API has always answered with: the model's, when it was fired last.
  return {
    seriesNumber: s.seriesNumber,
    shotNumber: s.shotNumber,
    score: s.score,
    decimalScore: s.decimalScore,
    isInnerTen: s.isInnerTen,
    isSighter: s.isSighter,
    x: s.x,
    y: s.y,
    velocity: s.velocity,
    yaw: s.yaw,
    pitch: s.pitch,
    firedAt: s.firedAt ? iso(s.firedAt) : null,
  };
}

function describeShots(entryId: string, targetFace: string | null, shots: ShotRow[]): z.output<typeof shotsResponse> {
  const scoring = shots.filter((s) => !s.isSighter);
  const sums = shotTotals(shots);
  return {
    journalEntryId: entryId,
    targetFace,
    shots: shots.map((s) => ({ id: s.id, ...serializeShot(s) })),
    session: groupOf(scoring),
    series: (sums?.series ?? []).map((s) => ({
      seriesNumber: s.seriesNumber,
      score: s.score,
      shotCount: s.shotCount,
      innerTens: s.innerTens,
      group: groupOf(scoring.filter((shot) => shot.seriesNumber === s.seriesNumber)),
    })),
    sighters: groupOf(shots.filter((s) => s.isSighter)),
  };
}

/**
 * PUT .../shots: replaces every shot in one transaction (If-Match as on the entry). Each series
 * with scoring shots becomes their sums; every other series keeps what it has (typed, or the sums
 * its removed shots last made). While any series comes from shots, the entry's score, maximum,
 * shots fired, tens and Xs are the sums over all its series; with none, the entry keeps the totals
 * it has, now as typed values. `ifMatch` is the If-Match header's text, null when absent.
 */
export function replaceShots(ifMatch: string | null, athleteId: string, entryId: string, shots: ShotInput[]): Promise<EntryWithLinks> {
  return guardedWrite(ifMatch, {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: (trx) => findEntryWithLinks(athleteId, entryId, trx),
    represent: serializeEntry,
    write: async (trx, current) => {
      await replaceShotRows(trx, entryId, shots);
      const series = seriesWithShots(current.scoreSeries, shots, (seriesNumber) => ({
        id: newId(),
        journalEntryId: entryId,
        seriesNumber,
        seriesName: null,
        score: 0,
        maxScore: null,
        innerTens: null,
        shotCount: null,
        notes: null,
        fromShots: false,
      }));
      const scoreSeries = await replaceSeriesRows(trx, entryId, series);
      if (!series.some((s) => s.fromShots)) {
        const entry = await updateEntry(trx, entryId, { totalsFromShots: false, ...derivedColumns(current, series) });
        return { ...current, ...entry, scoreSeries };
      }
      const tens = shots.filter((s) => !s.isSighter && s.score === 10).length;
      const totals = sumsOverSeries(series, tens, current.totalsFromShots ? noTotals : current);
      const entry = await updateEntry(trx, entryId, {
        ...totals,
        totalsFromShots: true,
        ...derivedColumns({ ...current, ...totals }, series),
      });
      return { ...current, ...entry, scoreSeries };
    },
  });
}
