import "server-only";
import type { z } from "zod";
import type { Principal } from "@/lib/auth/policy";
import type { ClassificationInput, previewResponse } from "@/lib/schemas/classifications";
import { competitionFacts, type EntryWithFacts, entryFacts } from "./assign";
import { type Classified, classificationsOf, placementsOf } from "./classification-repository";
import { visibleFacts } from "./entrants";
import { assign, evaluate } from "./evaluate";
import { shadowOf } from "./shadowing";

/** Who joins and who leaves each classification between two assignments of the same entries. */
export function changesBetween(
  classifications: Array<{ id: string; name: string }>,
  before: Map<string, string[]>,
  after: Map<string, string[]>,
  entries: EntryWithFacts[],
) {
  const person = new Map(entries.map((e) => [e.id, { entryId: e.id, athleteId: e.athleteId, athleteName: e.athleteName }]));
  const people = (ids: string[]) => ids.flatMap((id) => person.get(id) ?? []);
  return classifications.flatMap((c) => {
    const was = new Set(before.get(c.id) ?? []);
    const will = new Set(after.get(c.id) ?? []);
    const joining = people([...will].filter((id) => !was.has(id)));
    const leaving = people([...was].filter((id) => !will.has(id)));
    return joining.length + leaving.length > 0 ? [{ classificationId: c.id, name: c.name, joining, leaving }] : [];
  });
}

/**
 * Which entries an unsaved classification's rules would qualify, and why, for the rule editor. The
 * rules are evaluated with every fact, but a fact from an athlete's journal is shown only to those
 * who may read that journal.
 */
export async function previewClassification(
  principal: Principal,
  competitionId: string,
  input: ClassificationInput,
  replacing: string | null,
): Promise<z.output<typeof previewResponse>> {
  const entries = await entryFacts(competitionId, await competitionFacts(competitionId), true);
  const classifications = await classificationsOf(competitionId);
  const placements = await placementsOf(competitionId);
  const draftId = replacing && classifications.some((c) => c.id === replacing) ? replacing : "new";
  const draft: Classified = {
    id: draftId,
    name: input.name,
    type: input.type,
    displayOrder: input.displayOrder,
    isActive: input.isActive,
    isAutoAssigned: input.isAutoAssigned,
    minParticipants: input.minParticipants ?? null,
    maxParticipants: input.maxParticipants ?? null,
    rules: input.rules,
  };
  const proposed = [...classifications.filter((c) => c.id !== draftId), draft].sort(
    (a, b) => a.displayOrder - b.displayOrder || a.id.localeCompare(b.id),
  );
  // The whole competition assigned as it stands and as it would be saved: the difference is what saving changes.
  const before = assign(classifications, entries, placements);
  const after = assign(proposed, entries, placements);
  const changes = changesBetween(proposed, before, after, entries);
  const results = entries.map((entry) => {
    const { qualifies, outcomes } = evaluate(input.rules, entry.facts);
    const { facts, hiddenFacts, hidden } = visibleFacts(principal, entry);
    return {
      entryId: entry.id,
      athleteId: entry.athleteId,
      athleteName: entry.athleteName,
      facts,
      hiddenFacts,
      qualifies,
      rules: outcomes.map((o) => ({ ...o, fact: hidden(o.fieldName) ? null : o.fact, factHidden: hidden(o.fieldName) })),
    };
  });
  return {
    competitionId,
    entries: results.length,
    qualifying: results.filter((r) => r.qualifies).length,
    assigned: after.get(draftId)?.length ?? 0,
    shadowedBy: shadowOf(draft, proposed, entries, placements, after).shadowedBy,
    changes,
    note:
      input.isActive && input.isAutoAssigned
        ? "Qualifying is not the same as assigned: a classification that is full, or one of the same type listed earlier, can take an entry first."
        : "This classification would not be auto-assigned (it is inactive or not auto-assigned).",
    results,
  };
}
