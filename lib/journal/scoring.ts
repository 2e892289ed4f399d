// Whether a session is scored in tenths, and a score written accordingly: a decimal score keeps its
// tenth everywhere (104.0, not 104), so a decimal session never reads like a whole-ring one. The
// pages, the scorecard and the CSV export all decide and write it here.
import { formatNumber } from "@/lib/i18n/intl-cache";

type ScoredPart = { score: number | null; maxScore: number | null; shots: number | null };

/**
 * A session (with its series) is decimal when its course of fire scores in tenths, when any part's
 * maximum exceeds 10 a shot (109 for ten shots), or when any score has a fraction.
 */
export function isDecimalScoring(parts: ScoredPart[], courseScoring?: string | null): boolean {
  if (courseScoring === "decimal") return true;
  return parts.some(
    ({ score, maxScore, shots }) =>
      (score !== null && !Number.isInteger(Math.round(score * 1000) / 1000)) ||
      (maxScore !== null && shots !== null && shots > 0 && maxScore > 10 * shots),
  );
}

/** The parts of an entry as its response carries them: its totals and each series. */
export function entryIsDecimal(
  entry: {
    score: number | null;
    maxScore: number | null;
    shotsFired: number | null;
    scoreSeries: { score: number; maxScore: number | null; shotCount: number | null }[];
  },
  courseScoring?: string | null,
): boolean {
  return isDecimalScoring(
    [
      { score: entry.score, maxScore: entry.maxScore, shots: entry.shotsFired },
      ...entry.scoreSeries.map((s) => ({ score: s.score, maxScore: s.maxScore, shots: s.shotCount })),
    ],
    courseScoring,
  );
}

/** "104.0" for a decimal score, "97" for a whole-ring one, "–" for none; in the reader's locale. */
export function formatScore(value: number | null, decimal: boolean, locale?: string): string {
  if (value === null) return "–";
  return formatNumber(value, locale, decimal ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : { maximumFractionDigits: 1 });
}

/** A score for a CSV cell: a decimal one as "104.0" (locale-free, as spreadsheets read it), else the number. */
export function scoreCell(value: number | null, decimal: boolean): string | number | null {
  return value !== null && decimal ? value.toFixed(1) : value;
}
