import "server-only";
import type { z } from "zod";
import { can, type Principal } from "@/lib/auth/policy";
import { qb } from "@/lib/db/client";
import type { ClassificationInput, previewResponse } from "@/lib/schemas/classifications";
import { competitionFacts, entryFacts } from "./assign";
import { evaluate } from "./evaluate";

/** Facts computed from an athlete's journal, shown only to those who may read that journal. */
const JOURNAL_FACTS: ReadonlySet<string> = new Set(["averageScorePercent"]);

/**
 * Which entries an unsaved classification's rules would qualify, and why, for the rule editor. The
 * rules are evaluated with every fact, but a fact from an athlete's journal is shown only to those
 * who may read that journal.
 */
export async function previewClassification(
  principal: Principal,
  competitionId: string,
  input: ClassificationInput,
): Promise<z.output<typeof previewResponse>> {
  const entries = await entryFacts(qb, competitionId, await competitionFacts(qb, competitionId), true);
  const results = entries.map((entry) => {
    const { qualifies, outcomes } = evaluate(input.rules, entry.facts);
    const mayRead = can(principal, "journal:read", { athleteId: entry.athleteId, organizationId: String(entry.facts.organizationId) });
    const hidden = (field: string) => !mayRead && JOURNAL_FACTS.has(field);
    const facts = Object.fromEntries(Object.entries(entry.facts).map(([field, value]) => [field, hidden(field) ? null : value]));
    return {
      entryId: entry.id,
      athleteId: entry.athleteId,
      athleteName: entry.athleteName,
      facts,
      hiddenFacts: Object.keys(facts).filter(hidden),
      qualifies,
      rules: outcomes.map((o) => ({ ...o, fact: hidden(o.fieldName) ? null : o.fact, factHidden: hidden(o.fieldName) })),
    };
  });
  return {
    competitionId,
    entries: results.length,
    qualifying: results.filter((r) => r.qualifies).length,
    note:
      input.isActive && input.isAutoAssigned
        ? "Qualifying is not the same as assigned: a classification that is full, or one of the same type listed earlier, can take an entry first."
        : "This classification would not be auto-assigned (it is inactive or not auto-assigned).",
    results,
  };
}
