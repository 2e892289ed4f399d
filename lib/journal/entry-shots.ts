// The shots of a journal entry (API section 9): read with the shape of their groups, and replaced
// as a whole, after which each series with scoring shots is their sum and the others keep theirs.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db/client";
import { prismaGuardedWrite } from "@/lib/db/guarded-write";
import { newId } from "@/lib/db/rows";
import type { Shot } from "@/lib/generated/prisma/client";
import { iso } from "@/lib/schemas/common";
import type { ShotInput, shotsResponse } from "@/lib/schemas/shots";
import { groupOf } from "@/lib/shots/groups";
import { seriesWithShots } from "@/lib/shots/series-from-shots";
import { shotTotals } from "@/lib/shots/shot-totals";
import { entryAt, ensureEntry, loadEntry } from "./find-entry";
import { entryInclude, type EntryWithLinks, serializeEntry } from "./serialize-entry";
import { derivedColumns, noTotals, sumsOverSeries } from "./totals";

const inOrder = [{ seriesNumber: "asc" }, { isSighter: "desc" }, { shotNumber: "asc" }] as const;

export async function listShots(athleteId: string, entryId: string): Promise<z.output<typeof shotsResponse>> {
  await ensureEntry(athleteId, entryId);
  const [shots, entry] = await Promise.all([
    db.shot.findMany({ where: { journalEntryId: entryId }, orderBy: [...inOrder] }),
    db.journalEntry.findUnique({ where: { id: entryId }, select: { courseOfFire: { select: { targetFace: true } } } }),
  ]);
  return describeShots(entryId, entry?.courseOfFire?.targetFace ?? null, shots);
}

/** A shot as the API and the exports give it: its place, score and position, when it was fired. */
export function serializeShot({ id: _id, journalEntryId: _entry, firedAt, ...shot }: Shot) {
  return { ...shot, firedAt: firedAt ? iso(firedAt) : null };
}

function describeShots(entryId: string, targetFace: string | null, shots: Shot[]): z.output<typeof shotsResponse> {
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
 * it has, now as typed values.
 */
export function replaceShots(request: Request, athleteId: string, entryId: string, shots: ShotInput[]): Promise<EntryWithLinks> {
  return prismaGuardedWrite(request.headers.get("if-match"), {
    what: entryAt(athleteId, entryId),
    lock: { table: "JournalEntry", id: entryId },
    load: loadEntry(athleteId, entryId),
    represent: serializeEntry,
    write: async (tx, current) => {
      await tx.shot.deleteMany({ where: { journalEntryId: entryId } });
      await tx.shot.createMany({ data: shots.map((s) => ({ ...s, journalEntryId: entryId })) });
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
      await tx.scoreSeries.deleteMany({ where: { journalEntryId: entryId } });
      await tx.scoreSeries.createMany({ data: series });
      if (!series.some((s) => s.fromShots)) {
        return tx.journalEntry.update({
          where: { id: entryId },
          data: { totalsFromShots: false, ...derivedColumns(current, series) },
          include: entryInclude,
        });
      }
      const tens = shots.filter((s) => !s.isSighter && s.score === 10).length;
      const totals = sumsOverSeries(series, tens, current.totalsFromShots ? noTotals : current);
      return tx.journalEntry.update({
        where: { id: entryId },
        data: { ...totals, totalsFromShots: true, ...derivedColumns({ ...current, ...totals }, series) },
        include: entryInclude,
      });
    },
  });
}
