// A competition entry's score (API section 13): the host's officials write its series (and shots,
// where a target gives them) in one guarded transaction; every change is kept with who, when,
// before and after; a score changed after it was first entered is marked corrected; official
// results close scores. An import of a target's file writes through `applyScore` too.
import "server-only";
import type { z } from "zod";
import { authorize, can, type Principal } from "@/lib/auth/policy";
import { type Competition, competitionFirst } from "@/lib/competitions/competition-repository";
import type { Trx } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { newestFirst, page } from "@/lib/db/pagination";
import { ApiError, conflict, type FieldErrors, found, invalid } from "@/lib/errors";
import { etagOf } from "@/lib/preconditions";
import { iso } from "@/lib/schemas/common";
import type { ScoreInput, entryScoreResponse, scoreChangeResponse, scoreSheetResponse } from "@/lib/schemas/scores";
import type { ShotInput } from "@/lib/schemas/shots";
import { seriesFromShotsMessage, seriesWithShots } from "@/lib/shots/series-from-shots";
import {
  insertScoreChange,
  replaceScoreSeries,
  replaceScoreShots,
  type ScoreChangeRow,
  type ScoreSeriesRow,
  type ScoreShotRow,
  type ScoreTarget,
  scoreChangesAfter,
  scoreTarget,
  seriesOf,
  setEntryScore,
  sheetCourses,
  sheetEntries,
  shotsOf,
} from "./score-repository";
import { refusalMessage, refuseSeries, scoreTotals } from "./scores-limits";

type SeriesOut = { seriesNumber: number; score: number; innerTens: number | null; shotCount: number | null; fromShots: boolean };

/** The score as its ETag covers it: what two officials could overwrite of each other. */
export type ScoreState = { score: number | null; innerTens: number | null; scoreCorrected: boolean; series: SeriesOut[] };

const seriesOut = (s: Omit<ScoreSeriesRow, "id" | "competitionEntryId">): SeriesOut => ({
  seriesNumber: s.seriesNumber,
  score: s.score,
  innerTens: s.innerTens,
  shotCount: s.shotCount,
  fromShots: Boolean(s.fromShots),
});

export function scoreState(
  entry: { score: number | null; innerTens: number | null; scoreCorrected: boolean },
  series: ScoreSeriesRow[],
): ScoreState {
  return {
    score: entry.score,
    innerTens: entry.innerTens,
    scoreCorrected: Boolean(entry.scoreCorrected),
    series: series.map(seriesOut).sort((a, b) => a.seriesNumber - b.seriesNumber),
  };
}

/** The ETag of an entry's score, as its GET and PUT carry it and the sheet gives each row. */
export const scoreEtag = (state: ScoreState) => etagOf(state);

const entryAt = (competitionId: string, entryId: string) => `Entry ${entryId} of competition ${competitionId}`;

function resultsOfficial(): ApiError {
  return conflict("The results are official; reopen them with a reason first, then change the score.");
}

export type EntryScore = { target: ScoreTarget; series: ScoreSeriesRow[]; shots: ScoreShotRow[] };

export function serializeEntryScore({ target, series, shots }: EntryScore): z.output<typeof entryScoreResponse> {
  return {
    id: target.id,
    competitionId: target.competitionId,
    athleteId: target.athleteId,
    courseOfFireId: target.courseOfFireId,
    status: target.status,
    relayNumber: target.relayNumber,
    firingPoint: target.firingPoint,
    resultsStatus: target.resultsStatus === "official" ? "official" : "provisional",
    ...scoreState(target, series),
    shots: shots.map((s) => ({
      seriesNumber: s.seriesNumber,
      shotNumber: s.shotNumber,
      score: s.score,
      decimalScore: s.decimalScore,
      isInnerTen: Boolean(s.isInnerTen),
      isSighter: Boolean(s.isSighter),
      x: s.x,
      y: s.y,
      firedAt: s.firedAt ? iso(s.firedAt) : null,
    })),
    updatedUtc: iso(target.updatedAt),
  };
}

/** An entry's score with its series and shots: the host's officials and staff, and the athlete their own. */
export async function readEntryScore(principal: Principal, competition: Competition, entryId: string): Promise<EntryScore> {
  const target = found(await scoreTarget(competition.id, entryId), entryAt(competition.id, entryId));
  authorize(principal, "competition-entry:read", { organizationId: competition.organizationId, athleteId: target.athleteId });
  return { target, series: target.series, shots: await shotsOf(entryId) };
}

/**
 * PUT …/score: the entry's series (and shots, where sent) replaced in one guarded transaction.
 * `ifMatch` is the If-Match header's text; a stale one is a 412 that carries the current score.
 */
export async function writeScore(
  ifMatch: string | null,
  principal: Principal,
  competition: Competition,
  entryId: string,
  input: ScoreInput,
  source: "entry" | "import" = "entry",
): Promise<EntryScore> {
  authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
  try {
    return await guardedWrite(ifMatch, {
      what: entryAt(competition.id, entryId),
      lock: competitionFirst(competition.id, { table: "CompetitionEntry", id: entryId }),
      load: async (trx) => {
        const target = await scoreTarget(competition.id, entryId, trx);
        if (target?.resultsStatus === "official") throw resultsOfficial();
        return target;
      },
      represent: (target) => scoreState(target, target.series),
      write: (trx, target) => applyScore(trx, target, input, { source, changedById: principal.personId }),
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 412) throw await staleScore(competition.id, entryId);
    throw error;
  }
}

/** The 412 of a score someone else changed: it carries theirs, so a page shows it beside this one. */
async function staleScore(competitionId: string, entryId: string): Promise<ApiError> {
  const target = found(await scoreTarget(competitionId, entryId), entryAt(competitionId, entryId));
  const state = scoreState(target, target.series);
  return new ApiError(
    "precondition_failed",
    412,
    "Someone changed this score since you read it; currentScore and currentSeries hold theirs. Send yours again with If-Match: currentETag to keep it.",
    {
      currentETag: scoreEtag(state),
      currentScore: state.score === null ? "" : String(state.score),
      currentInnerTens: state.innerTens === null ? "" : String(state.innerTens),
      currentSeries: JSON.stringify(state.series.map((s) => ({ seriesNumber: s.seriesNumber, score: s.score, innerTens: s.innerTens }))),
    },
  );
}

const blankSeries = (seriesNumber: number) => ({
  seriesNumber,
  score: 0,
  maxScore: null,
  innerTens: null,
  shotCount: null,
  fromShots: false,
});

/** The shots as the course counts them: an integer course sums whole rings even where a target gave tenths. */
const countedShots = (target: ScoreTarget, shots: readonly ShotInput[]) =>
  target.course?.scoring === "integer" ? shots.map((s) => ({ ...s, decimalScore: null })) : shots;

function shotOf(row: ScoreShotRow): ShotInput {
  return {
    seriesNumber: row.seriesNumber,
    shotNumber: row.shotNumber,
    score: row.score,
    decimalScore: row.decimalScore,
    isInnerTen: Boolean(row.isInnerTen),
    isSighter: Boolean(row.isSighter),
    x: row.x,
    y: row.y,
    firedAt: row.firedAt,
    velocity: null,
    yaw: null,
    pitch: null,
  };
}

/** 422 for shots the course cannot hold: beyond its series, or more in a series than it has. */
function refuseShots(target: ScoreTarget, shots: readonly ShotInput[]): FieldErrors {
  const errors: FieldErrors = {};
  const { seriesCount, shotsPerSeries } = target.course ?? { seriesCount: null, shotsPerSeries: null };
  shots.forEach((shot, index) => {
    if (shot.isSighter) return;
    if (seriesCount !== null && shot.seriesNumber > seriesCount) {
      errors[`/shots/${index}/seriesNumber`] = `must be at most ${seriesCount}: the course of fire has ${seriesCount} series`;
    } else if (shotsPerSeries !== null && shot.shotNumber > shotsPerSeries) {
      errors[`/shots/${index}/shotNumber`] =
        `must be at most ${shotsPerSeries}: a series of the course of fire has ${shotsPerSeries} shots`;
    }
  });
  return errors;
}

/** Whether a series that had a score now has another, or is gone: a correction, not a first entry. */
function corrects(before: ScoreTarget, after: SeriesOut[]): boolean {
  if (before.series.length === 0) {
    const total = scoreTotals(after).score;
    return before.score !== null && total !== before.score;
  }
  return before.series.some((old) => {
    const now = after.find((s) => s.seriesNumber === old.seriesNumber);
    return !now || Math.abs(now.score - old.score) > 1e-9 || (now.innerTens ?? null) !== (old.innerTens ?? null);
  });
}

const figures = (state: { score: number | null; innerTens: number | null; series: SeriesOut[] }) =>
  JSON.stringify({ score: state.score, innerTens: state.innerTens, series: state.series });

/**
 * Writes a score inside the caller's transaction (a guarded PUT, an import): checks it against the
 * course of fire (422 naming each field), replaces series and shots, sums the entry, marks a
 * correction and keeps the change.
 *
 * @public for an import of a target's file matched to entries by relay and firing point.
 */
export async function applyScore(
  trx: Trx,
  target: ScoreTarget,
  input: ScoreInput,
  who: { source: "entry" | "import" | "status"; changedById: string | null },
): Promise<EntryScore> {
  const shots = input.shots ?? (await shotsOf(target.id, trx)).map(shotOf);
  const typed = input.series.map((s) => ({ ...blankSeries(s.seriesNumber), score: s.score, innerTens: s.innerTens }));
  const series = seriesWithShots(typed, countedShots(target, shots), blankSeries);
  const errors: FieldErrors = input.shots ? refuseShots(target, input.shots) : {};
  input.series.forEach((sent, index) => {
    const made = series.find((s) => s.seriesNumber === sent.seriesNumber && s.fromShots);
    if (made) {
      const same = Math.abs(made.score - sent.score) < 1e-6 && (sent.innerTens === null || sent.innerTens === made.innerTens);
      if (same) return;
      if (!input.shots) throw conflict(seriesFromShotsMessage(made));
      errors[`/series/${index}/score`] = `must be ${made.score}, the sum of its shots, or be left out`;
      return;
    }
    const refusal = refuseSeries(target.course, sent);
    if (refusal) errors[`/series/${index}/${refusal.field}`] = refusalMessage(refusal);
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);

  if (input.shots)
    await replaceScoreShots(
      trx,
      target.id,
      input.shots.map(({ velocity: _v, yaw: _y, pitch: _p, ...shot }) => shot),
    );
  const rows = await replaceScoreSeries(
    trx,
    target.id,
    series.map((s) => ({
      seriesNumber: s.seriesNumber,
      score: s.score,
      innerTens: s.innerTens,
      shotCount: s.shotCount,
      fromShots: s.fromShots,
    })),
  );
  const after = rows.map(seriesOut);
  const totals = scoreTotals(after);
  const before = scoreState(target, target.series);
  const changed = figures(before) !== figures({ ...totals, series: after });
  const scoreCorrected = Boolean(target.scoreCorrected) || corrects(target, after);
  const entry = await setEntryScore(trx, target.id, { ...totals, scoreCorrected });
  if (changed) {
    const hadScore = target.score !== null || target.series.length > 0;
    await insertScoreChange(trx, {
      competitionEntryId: target.id,
      before: hadScore ? figures(before) : null,
      after: figures({ ...totals, series: after }),
      source: who.source,
      changedById: who.changedById,
    });
  }
  return { target: { ...target, ...entry, series: rows }, series: rows, shots: await shotsOf(target.id, trx) };
}

function parseFigures(text: string): z.output<typeof scoreChangeResponse>["after"] {
  const parsed = JSON.parse(text) as { score: number | null; innerTens: number | null; series: SeriesOut[] };
  return { score: parsed.score, innerTens: parsed.innerTens, series: parsed.series };
}

export function serializeScoreChange(change: ScoreChangeRow): z.output<typeof scoreChangeResponse> {
  return {
    id: change.id,
    changedUtc: iso(change.createdAt),
    changedBy: change.changedByName,
    source: change.source,
    before: change.before === null ? null : parseFigures(change.before),
    after: parseFigures(change.after),
  };
}

/** GET …/score/history: who changed the score when, before and after, newest first; the host's officials. */
export async function listScoreChanges(
  principal: Principal,
  competition: Competition,
  entryId: string,
  query: { limit: number; cursor?: string },
) {
  found(await scoreTarget(competition.id, entryId), entryAt(competition.id, entryId));
  authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
  return page(newestFirst, query, (window) => scoreChangesAfter(entryId, window));
}

/** "12A" after "2": firing points are names, compared as people number them. */
const byName = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const nullsLast = <T>(a: T | null, b: T | null, compare: (a: T, b: T) => number) =>
  a === null ? (b === null ? 0 : 1) : b === null ? -1 : compare(a, b);

/** The officials' sheet: every entry (of a course of fire, a relay) with its series and each score's ETag. */
export async function readScoreSheet(
  principal: Principal,
  competition: Competition,
  filter: { courseOfFireId?: string | undefined; relayNumber?: number | undefined },
): Promise<z.output<typeof scoreSheetResponse>> {
  authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
  const [entries, courses] = await Promise.all([sheetEntries(competition.id, filter), sheetCourses(competition.id)]);
  const series = await seriesOf(entries.map((e) => e.id));
  // Node 20 has no Map.groupBy.
  const byEntry = new Map<string, ScoreSeriesRow[]>();
  for (const s of series) byEntry.set(s.competitionEntryId, [...(byEntry.get(s.competitionEntryId) ?? []), s]);
  const rows = entries
    .map((e) => {
      const state = scoreState(e, byEntry.get(e.id) ?? []);
      return {
        entryId: e.id,
        athleteId: e.athleteId,
        athleteName: `${e.firstName} ${e.lastName}`,
        lastName: e.lastName,
        organizationName: e.organizationName,
        courseOfFireId: e.courseOfFireId,
        bib: e.bib,
        relayNumber: e.relayNumber,
        firingPoint: e.firingPoint,
        status: e.status,
        ...state,
        etag: scoreEtag(state),
      };
    })
    .sort(
      (a, b) =>
        nullsLast(a.relayNumber, b.relayNumber, (x, y) => x - y) ||
        nullsLast(a.firingPoint, b.firingPoint, byName.compare) ||
        nullsLast(a.bib, b.bib, byName.compare) ||
        byName.compare(a.lastName, b.lastName),
    )
    .map(({ lastName: _lastName, ...row }) => row);
  return {
    competitionId: competition.id,
    resultsStatus: competition.resultsStatus === "official" ? "official" : "provisional",
    courses,
    rows,
  };
}

/** Whether the principal may write this competition's scores (the pages show the grid or say who may). */
export const mayWriteScores = (principal: Principal, competition: Competition) =>
  can(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
