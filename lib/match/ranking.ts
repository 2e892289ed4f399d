// A result list in the order of its ranking rule (API section 13), with each row's rank and the step
// that separated it from the row above.
import { RANKING_STEPS, type DecidedBy, type RankingRule, type RankingStepKind } from "./ranking-rules";

export type EntryStatus = "entered" | "dns" | "dnf" | "dsq";

export type ResultRow = {
  entryId: string;
  familyName: string;
  fullName: string;
  /** The total; null while the entry has no score. */
  score: number | null;
  /** Inner tens, the Xs of x-count; null where not known. */
  innerTens: number | null;
  /** The course's series as stored, in order: series n at index n - 1. */
  series: readonly number[];
  /** Every scoring shot in order (decimal where the event is), shot n at index n - 1; null unless all are known. */
  shots: readonly number[] | null;
  status: EntryStatus;
};

export type Placement = { rank: number | null; decidedBy: DecidedBy | null };

/** One comparison: a key per row, higher is better; null where the row lacks what the step needs. */
type Step = { decidedBy: DecidedBy; key: (row: ResultRow) => number | null };

type Tie<R> = { rows: R[]; decidedBy: DecidedBy | null };

/** Decimal scores compared as whole tenths, so 10.1 + 10.2 + 10.3 equals 30.6. */
const tenths = (value: number) => Math.round(value * 10);

const numbered = (values: readonly number[] | null, n: number) => {
  const value = values?.[n - 1];
  return value === undefined ? null : tenths(value);
};

const lastToFirst = (count: number) => Array.from({ length: count }, (_, i) => count - i);

// "The last 10-shot series" is the course's last series as stored; a course with series of another
// size is compared by those series, from the last backwards, all the same.
function stepsOf(kind: RankingStepKind, rows: readonly ResultRow[]): Step[] {
  switch (kind) {
    case "score":
      return [{ decidedBy: "score", key: (row) => (row.score === null ? null : tenths(row.score)) }];
    case "innerTens":
      return [{ decidedBy: "innerTens", key: (row) => row.innerTens }];
    case "xs":
      return [{ decidedBy: "xs", key: (row) => row.innerTens }];
    case "series": {
      const count = Math.max(0, ...rows.map((row) => row.series.length));
      return lastToFirst(count).map((n) => ({ decidedBy: `series ${n}`, key: (row) => numbered(row.series, n) }));
    }
    case "shots": {
      const count = Math.max(0, ...rows.map((row) => row.shots?.length ?? 0));
      return lastToFirst(count).map((n) => ({ decidedBy: `shot ${n}`, key: (row) => numbered(row.shots, n) }));
    }
  }
}

/**
 * Splits rows of equal standing by the next step, best first. A step that some row of the group lacks
 * (no inner tens, no shots, fewer series) cannot separate that group; the next step tries. Deciding
 * per group keeps the order consistent: a row missing data never sits between two it cannot be
 * compared with.
 */
function separate<R extends ResultRow>(group: R[], steps: readonly Step[], decidedBy: DecidedBy | null): Tie<R>[] {
  const [step, ...rest] = steps;
  if (group.length < 2 || step === undefined) return [{ rows: group, decidedBy }];
  const byKey = new Map<number, R[]>();
  for (const row of group) {
    const key = step.key(row);
    if (key === null) return separate(group, rest, decidedBy);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return [...byKey.entries()]
    .sort(([a], [b]) => b - a)
    .flatMap(([, rows], i) => separate(rows, rest, i === 0 ? decidedBy : step.decidedBy));
}

// A fixed collation, so the server's locale never reorders a printed list.
const collator = new Intl.Collator("en");

/** Family name, then the full name (so the given name), then the entry id so the order never wavers. */
const byName = (a: ResultRow, b: ResultRow) =>
  collator.compare(a.familyName, b.familyName) ||
  collator.compare(a.fullName, b.fullName) ||
  (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0);

/** Unranked rows: still to score first, then those who started and stopped, then absent, then disqualified. */
const UNRANKED_ORDER: Readonly<Record<EntryStatus, number>> = { entered: 0, dnf: 1, dns: 2, dsq: 3 };

const isRanked = (row: ResultRow) => row.status === "entered" && row.score !== null;

/**
 * The rows of one result list in order. Rows the rule cannot separate share a rank and are listed by
 * family name; the next rank skips (1, 2, 2, 4). Entries marked dns, dnf or dsq, and entries without
 * a score, come last with no rank.
 */
export function rankResults<R extends ResultRow>(rule: RankingRule, rows: readonly R[]): (R & Placement)[] {
  const ranked = rows.filter(isRanked);
  const steps = RANKING_STEPS[rule].flatMap((kind) => stepsOf(kind, ranked));
  const placed: (R & Placement)[] = [];
  for (const tie of separate(ranked, steps, null)) {
    const rank = placed.length + 1;
    [...tie.rows].sort(byName).forEach((row, i) => placed.push({ ...row, rank, decidedBy: i === 0 ? tie.decidedBy : null }));
  }
  const unranked = rows
    .filter((row) => !isRanked(row))
    .sort((a, b) => UNRANKED_ORDER[a.status] - UNRANKED_ORDER[b.status] || byName(a, b))
    .map((row) => ({ ...row, rank: null, decidedBy: null }));
  return [...placed, ...unranked];
}
