// Who is in each classification of a competition, and why: the entrants the rules placed, those a
// competition admin pinned, and those kept out; and the admin's hand itself (pin, keep out, let go),
// after which the competition is reassigned in the same transaction.
import "server-only";
import type { z } from "zod";
import { can, type Principal } from "@/lib/auth/policy";
import { transaction } from "@/lib/db/client";
import { entryOf } from "@/lib/competitions/competition-entry-repository";
import { notFound } from "@/lib/errors";
import type { entrantsResponse } from "@/lib/schemas/classifications";
import { iso } from "@/lib/schemas/common";
import { assignWithin, competitionFacts, type EntryWithFacts, entryFacts } from "./assign";
import {
  assignmentsOf,
  classificationInCompetition,
  classificationsOf,
  placeEntryIn,
  placementHands,
  placementsOf,
  removePlacement,
} from "./classification-repository";
import { assign } from "./evaluate";
import { currentPlacement, latestPlacementChanges, recordPlacementChange } from "./placement-change-repository";
import { shadowOf } from "./shadowing";

/** Facts computed from an athlete's journal, shown only to those who may read that journal. */
const JOURNAL_FACTS: ReadonlySet<string> = new Set(["averageScorePercent"]);

/** The entry's facts as this caller may see them: a journal fact is null (and named) where they may not read that journal. */
export function visibleFacts(principal: Principal, entry: EntryWithFacts) {
  const mayRead = can(principal, "journal:read", { athleteId: entry.athleteId, organizationId: String(entry.facts.organizationId) });
  const hidden = (field: string) => !mayRead && JOURNAL_FACTS.has(field);
  return {
    facts: Object.fromEntries(Object.entries(entry.facts).map(([field, value]) => [field, hidden(field) ? null : value])),
    hiddenFacts: Object.keys(entry.facts).filter(hidden),
    hidden,
  };
}

export async function listEntrants(principal: Principal, competitionId: string): Promise<z.output<typeof entrantsResponse>> {
  const competition = await competitionFacts(competitionId);
  const classifications = await classificationsOf(competitionId);
  const readsAverage = classifications.some((c) => c.rules.some((r) => r.fieldName === "averageScorePercent"));
  const entries = await entryFacts(competitionId, competition, readsAverage);
  const placements = await placementsOf(competitionId);
  const changes = await latestPlacementChanges(competitionId);
  const hands = await placementHands(competitionId);
  const hand = new Map(
    hands.map((h) => [`${h.classificationId} ${h.competitionEntryId}`, { placedBy: h.name, placedUtc: iso(h.createdAt) }]),
  );
  const byHand = (classificationId: string, entryId: string): { placedBy: string | null; placedUtc: string | null } =>
    hand.get(`${classificationId} ${entryId}`) ?? { placedBy: null, placedUtc: null };
  // As the assignment would place them now: what the stored assignments hold, recomputed to explain it.
  const assigned = assign(classifications, entries, placements);
  const assignments = await assignmentsOf(competitionId);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const order = new Map(entries.map((e, index) => [e.id, index]));
  const person = (entry: EntryWithFacts) => ({ entryId: entry.id, athleteId: entry.athleteId, athleteName: entry.athleteName });
  const placed = new Set(assignments.map((a) => a.competitionEntryId));
  return {
    competitionId,
    classifications: classifications.map((c) => {
      const pinned = new Set(placements.filter((p) => p.classificationId === c.id && p.placement === "pinned").map((p) => p.entryId));
      const inside = assignments
        .filter((a) => a.classificationId === c.id)
        .map((a) => a.competitionEntryId)
        .sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
      return {
        classificationId: c.id,
        name: c.name,
        type: c.type,
        ruleFields: [...new Set(c.rules.filter((r) => r.isActive).map((r) => r.fieldName))],
        entrants: inside.flatMap((entryId) => {
          const entry = byId.get(entryId);
          if (!entry) return [];
          const { facts, hiddenFacts } = visibleFacts(principal, entry);
          const how = pinned.has(entryId)
            ? { placement: "pinned" as const, ...byHand(c.id, entryId) }
            : { placement: "rules" as const, placedBy: null, placedUtc: null };
          return [{ ...person(entry), facts, hiddenFacts, ...how }];
        }),
        keptOut: placements
          .filter((p) => p.classificationId === c.id && p.placement === "keptOut")
          .flatMap((p) => {
            const entry = byId.get(p.entryId);
            return entry ? [{ ...person(entry), ...byHand(c.id, p.entryId) }] : [];
          }),
        ...shadowOf(c, classifications, entries, placements, assigned),
        changes: (changes.get(c.id) ?? []).map((h) => ({
          entryId: h.competitionEntryId,
          athleteName: `${h.firstName} ${h.lastName}`,
          change: h.change as "pinned" | "keptOut" | "unpinned" | "readmitted",
          changedBy: h.changedBy,
          changedUtc: iso(h.createdAt),
        })),
      };
    }),
    unplaced: entries.filter((e) => !placed.has(e.id)).map(person),
  };
}

/**
 * Pins the entry to the classification, keeps it out, or (null) lets the rules decide again; then
 * reassigns the competition in the same transaction and answers with the assignment's summary.
 */
export async function placeEntry(
  competitionId: string,
  classificationId: string,
  entryId: string,
  placement: "pinned" | "keptOut" | null,
  placedById: string | null,
) {
  return transaction(async (trx) => {
    await competitionFacts(competitionId, trx);
    const classification = await classificationInCompetition(competitionId, classificationId, trx);
    if (!classification) throw notFound(`Classification ${classificationId} of competition ${competitionId}`);
    const entry = await entryOf(competitionId, entryId, trx);
    if (!entry) throw notFound(`Entry ${entryId} of competition ${competitionId}`);
    const was = await currentPlacement(classificationId, entryId, trx);
    const change = placement ?? (was === "pinned" ? "unpinned" : was === "keptOut" ? "readmitted" : null);
    if (change) await recordPlacementChange({ classificationId, entryId, change, changedById: placedById }, trx);
    if (placement === null) await removePlacement(classificationId, entryId, trx);
    else await placeEntryIn(classificationId, entryId, placement, placedById, trx);
    return assignWithin(trx, competitionId);
  });
}
