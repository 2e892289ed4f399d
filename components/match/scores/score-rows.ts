// What the grid keeps of a row being typed, apart from React so it reads plainly: the cells as typed,
// read as numbers the way the person writes them, checked against the course of fire as the server
// checks them (lib/match/scores-limits.ts), and kept in the browser until saved.
import { parseNumber } from "@/lib/client/numbers";
import { type CourseLimits, refuseSeries, type SeriesRefusal } from "@/lib/match/scores-limits";

export type RowDraft = { scores: string[]; tens: string[]; etag: string | null };

export type CellProblem = { key: "notANumber" } | SeriesRefusal;

export type ReadRow = {
  series: { seriesNumber: number; score: number; innerTens: number | null }[];
  /** Per cell: its problem, if any ("score-2" for series 3's score, "tens-0" for series 1's inner tens). */
  problems: Record<string, CellProblem>;
};

/** The series a row's cells make; an empty cell is a series not yet shot. */
export function readRow(draft: RowDraft, course: CourseLimits | null, locale: string): ReadRow {
  const problems: Record<string, CellProblem> = {};
  const series: ReadRow["series"] = [];
  draft.scores.forEach((text, index) => {
    const tensText = draft.tens[index] ?? "";
    if (text.trim() === "" && tensText.trim() === "") return;
    const score = parseNumber(text, locale);
    const innerTens = tensText.trim() === "" ? null : parseNumber(tensText, locale);
    if (!Number.isFinite(score) || score < 0) {
      problems[`score-${index}`] = { key: "notANumber" };
      return;
    }
    if (innerTens !== null && (!Number.isInteger(innerTens) || innerTens < 0)) {
      problems[`tens-${index}`] = { key: "notANumber" };
      return;
    }
    const refusal = refuseSeries(course, { seriesNumber: index + 1, score, innerTens });
    if (refusal) {
      problems[`${refusal.field === "innerTens" ? "tens" : "score"}-${index}`] = refusal;
      return;
    }
    series.push({ seriesNumber: index + 1, score, innerTens });
  });
  return { series, problems };
}

/** The running total of the cells that read. */
export function runningTotal(read: ReadRow): number | null {
  if (read.series.length === 0) return null;
  return Math.round(read.series.reduce((total, s) => total + s.score, 0) * 10) / 10;
}

const storageKey = (competitionId: string) => `rangebook.scores.${competitionId}`;

/**
 * Rows typed and not yet saved, kept in the browser so a reload or a closed tab loses nothing, and
 * rows the outbox handed back to correct ("Open it to correct"), which it keeps under their own key.
 */
export function readDrafts(competitionId: string): Record<string, RowDraft> {
  if (typeof window === "undefined") return {};
  const drafts: Record<string, RowDraft> = {};
  try {
    Object.assign(drafts, JSON.parse(window.localStorage.getItem(storageKey(competitionId)) ?? "{}") as Record<string, RowDraft>);
  } catch {
    // A draft that cannot be read is no draft.
  }
  const handedBack = `${storageKey(competitionId)}.`;
  for (const key of Object.keys(window.localStorage).filter((k) => k.startsWith(handedBack))) {
    try {
      drafts[key.slice(handedBack.length)] = JSON.parse(window.localStorage.getItem(key) ?? "") as RowDraft;
    } catch {
      // As above.
    }
    window.localStorage.removeItem(key);
  }
  return drafts;
}

export function keepDrafts(competitionId: string, drafts: Record<string, RowDraft>): void {
  if (typeof window === "undefined") return;
  if (Object.keys(drafts).length === 0) window.localStorage.removeItem(storageKey(competitionId));
  else window.localStorage.setItem(storageKey(competitionId), JSON.stringify(drafts));
}

/** Where the outbox puts a refused row back for the grid to pick up ("Open to correct"). */
export const refusedDraftKey = (competitionId: string, entryId: string) => `rangebook.scores.${competitionId}.${entryId}`;
