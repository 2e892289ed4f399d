// The ranking rules of a course of fire as data (API section 13): the steps each rule takes, in
// order, to separate athletes with equal totals. lib/match/ranking.ts walks them; pages name them.

export const RANKING_RULES = ["issf-decimal", "issf-integer", "x-count"] as const;

export type RankingRule = (typeof RANKING_RULES)[number];

/** A kind of step: "series" and "shots" stand for every series or shot, from the last backwards. */
export type RankingStepKind = "score" | "innerTens" | "xs" | "series" | "shots";

/** What separated a row from the one above it: "score", "innerTens", "xs", "series 6", "shot 60". */
export type DecidedBy = "score" | "innerTens" | "xs" | `series ${number}` | `shot ${number}`;

export const RANKING_STEPS: Readonly<Record<RankingRule, readonly RankingStepKind[]>> = {
  "issf-decimal": ["score", "series", "shots"],
  "issf-integer": ["score", "innerTens", "series", "shots"],
  "x-count": ["score", "xs", "series"],
};

/**
 * The rule a course of fire ranks by when it names none. Scoring not yet known ranks as integer:
 * its inner-tens step is passed over where inner tens are missing, so nothing is lost.
 */
export function defaultRankingRule(scoring: "integer" | "decimal" | null): RankingRule {
  return scoring === "decimal" ? "issf-decimal" : "issf-integer";
}

/** The step as a person reads it in a result list: "Total", "Inner tens", "Xs", "Series 6", "Shot 60". */
export function decidedByLabel(decidedBy: DecidedBy): string {
  if (decidedBy === "score") return "Total";
  if (decidedBy === "innerTens") return "Inner tens";
  if (decidedBy === "xs") return "Xs";
  const [kind, number] = decidedBy.split(" ");
  return `${kind === "series" ? "Series" : "Shot"} ${number}`;
}
