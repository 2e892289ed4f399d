// A result list assembled from what the data holds (API section 13): the entries of one course of
// fire, filtered to a class (ranked among themselves) and, for the public, without held relays;
// ranked by lib/match/ranking.ts. Pure: lib/match/read-results.ts reads, this decides.
import { rankResults, type EntryStatus, type ResultRow } from "./ranking";
import { RANKING_RULES, RANKING_STEPS, defaultRankingRule, type RankingRule } from "./ranking-rules";

export type EntryFacts = {
  id: string;
  athleteId: string;
  firstName: string;
  lastName: string;
  organizationName: string | null;
  score: number | null;
  innerTens: number | null;
  status: string;
  scoreCorrected: boolean;
  relayHeld: boolean | null;
};

export type ListRow = {
  rank: number | null;
  entryId: string;
  athleteId: string;
  athleteName: string;
  organizationName: string | null;
  classifications: string[];
  score: number | null;
  innerTens: number | null;
  series: number[];
  decidedBy: string | null;
  status: EntryStatus;
  corrected: boolean;
  shots?: number[];
};

export type ListFacts = {
  rule: RankingRule;
  entries: readonly EntryFacts[];
  /** Each entry's series scores, series n at index n - 1. */
  series: ReadonlyMap<string, readonly number[]>;
  /** Each entry's classifications by id and name, in display order. */
  classes: ReadonlyMap<string, ReadonlyArray<{ id: string; name: string }>>;
  /** Only the entries of this classification; null for everyone on the course. */
  classificationId: string | null;
  /** Leave out the entries of relays whose results are held (the public's lists). */
  withoutHeld: boolean;
  /** Scoring shots of the entries whose tie needs them. */
  shots?: ReadonlyMap<string, readonly number[]>;
};

const STATUSES: readonly EntryStatus[] = ["entered", "dns", "dnf", "dsq"];
const asStatus = (status: string): EntryStatus => ((STATUSES as readonly string[]).includes(status) ? (status as EntryStatus) : "entered");

/** The course's rule: its own when it names a known one, else its scoring's default. */
export function rankingRuleOf(course: { rankingRule: string | null; scoring: string | null }): RankingRule {
  if ((RANKING_RULES as readonly string[]).includes(course.rankingRule ?? "")) return course.rankingRule as RankingRule;
  return defaultRankingRule(course.scoring === "decimal" ? "decimal" : course.scoring === "integer" ? "integer" : null);
}

type Row = ResultRow & { facts: EntryFacts };

/** The entries that make up the list: of the class when one is asked for, without held relays for the public. */
function listed(facts: ListFacts): EntryFacts[] {
  return facts.entries.filter(
    (entry) =>
      (facts.classificationId === null || (facts.classes.get(entry.id) ?? []).some((c) => c.id === facts.classificationId)) &&
      !(facts.withoutHeld && entry.relayHeld === true),
  );
}

/** The list's rows in order with ranks and decidedBy. */
export function assembleList(facts: ListFacts): ListRow[] {
  const rows: Row[] = listed(facts).map((entry) => ({
    entryId: entry.id,
    familyName: entry.lastName,
    fullName: `${entry.firstName} ${entry.lastName}`,
    score: entry.score,
    innerTens: entry.innerTens,
    series: facts.series.get(entry.id) ?? [],
    shots: facts.shots?.get(entry.id) ?? null,
    status: asStatus(entry.status),
    facts: entry,
  }));
  return rankResults(facts.rule, rows).map((row) => ({
    rank: row.rank,
    entryId: row.entryId,
    athleteId: row.facts.athleteId,
    athleteName: row.fullName,
    organizationName: row.facts.organizationName,
    classifications: (facts.classes.get(row.entryId) ?? []).map((c) => c.name),
    score: row.score,
    innerTens: row.innerTens,
    series: [...row.series],
    decidedBy: row.decidedBy,
    status: row.status,
    corrected: row.facts.scoreCorrected,
    ...(row.shots ? { shots: [...row.shots] } : {}),
  }));
}

/**
 * The entries whose tie their series could not break, where the rule goes on to the shots: only
 * these need their shots read (a list never carries sixty shots a row for nothing).
 */
export function tiedBeyondSeries(rule: RankingRule, rows: readonly ListRow[]): string[] {
  if (!RANKING_STEPS[rule].includes("shots")) return [];
  const byRank = new Map<number, string[]>();
  for (const row of rows) if (row.rank !== null) byRank.set(row.rank, [...(byRank.get(row.rank) ?? []), row.entryId]);
  return [...byRank.values()].filter((ids) => ids.length > 1).flat();
}

/** Shots as the ranking compares them: decimal values where the event is scored in tenths. */
export function shotValues(
  shots: ReadonlyArray<{ entryId: string; score: number; decimalScore: number | null }>,
  decimal: boolean,
): Map<string, number[]> {
  const byEntry = new Map<string, number[]>();
  for (const shot of shots) {
    const values = byEntry.get(shot.entryId) ?? [];
    values.push(decimal ? (shot.decimalScore ?? shot.score) : shot.score);
    byEntry.set(shot.entryId, values);
  }
  return byEntry;
}
