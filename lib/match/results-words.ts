// How a result list says what decided a tie and an entry's status, in the reader's language: `t` is
// next-intl's translator of the "matchResults" namespace (pages and files alike pass theirs).
import { formatNumber } from "@/lib/i18n/intl-cache";
type Say = (key: string, values?: Record<string, string | number>) => string;

/** "inner tens", "last series", "series 4", "shot 58": the step in plain words. */
export function decidedWords(t: Say, decidedBy: string | null, counts: { series: number; shots: number }): string {
  if (decidedBy === null) return "";
  if (decidedBy === "score" || decidedBy === "innerTens" || decidedBy === "xs") return t(`decided.${decidedBy}`);
  const [kind, text] = decidedBy.split(" ");
  const number = Number(text);
  if (kind === "series") return number === counts.series ? t("decided.lastSeries") : t("decided.series", { number });
  if (kind === "shot") return number === counts.shots ? t("decided.lastShot") : t("decided.shot", { number });
  return decidedBy;
}

/** The most series and shots any row of the list has: what "last" means. */
export function listCounts(rows: ReadonlyArray<{ series: readonly number[]; shots?: readonly number[] }>) {
  return {
    series: Math.max(0, ...rows.map((r) => r.series.length)),
    shots: Math.max(0, ...rows.map((r) => r.shots?.length ?? 0)),
  };
}

/** The status cell: empty for a ranked row, else what kept it from a rank. */
export function statusWords(t: Say, row: { rank: number | null; status: string }): string {
  if (row.rank !== null) return "";
  return t(`entryStatus.${row.status}`);
}

/** A score as the list prints it: tenths for decimal events, whole rings otherwise. */
export function scoreText(value: number | null, decimal: boolean, locale: string): string {
  if (value === null) return "";
  return formatNumber(value, locale, { minimumFractionDigits: decimal ? 1 : 0, maximumFractionDigits: 1 });
}
