// Why a classification takes fewer entries than its rules match: an entry gets one classification of
// each type, the first in display order, so an earlier classification of the same type can take
// every athlete a later one matches. Pure, beside the assignment it explains.
import { type Candidate, type EntryFacts, evaluate, type Placement } from "./evaluate";

export type Shadow = {
  /** Entries its rules qualify, less those kept out of it. */
  matching: number;
  /** Earlier classifications of its type that hold entries it matches, and how many each. */
  shadowedBy: Array<{ classificationId: string; name: string; entries: number }>;
};

const before = (a: Candidate, b: Candidate) => a.displayOrder < b.displayOrder || (a.displayOrder === b.displayOrder && a.id < b.id);

/**
 * For `target`, given the competition's `assigned` map (classification id to entry ids): the entries
 * its rules match and where the ones it did not get went, when that is a classification of the same
 * type that comes before it. A pin elsewhere is the admin's hand, not shadowing, so it is not counted.
 */
export function shadowOf(
  target: Candidate,
  classifications: Array<Candidate & { name: string }>,
  entries: Array<{ id: string; facts: EntryFacts }>,
  placements: Placement[],
  assigned: Map<string, string[]>,
): Shadow {
  if (!target.isActive || !target.isAutoAssigned) return { matching: 0, shadowedBy: [] };
  const keptOut = new Set(placements.filter((p) => p.classificationId === target.id && p.placement === "keptOut").map((p) => p.entryId));
  const pinned = new Set(placements.filter((p) => p.placement === "pinned").map((p) => `${p.entryId} ${p.classificationId}`));
  const matching = entries.filter((e) => !keptOut.has(e.id) && evaluate(target.rules, e.facts).qualifies);
  const holds = new Set(assigned.get(target.id) ?? []);
  const earlier = classifications.filter((c) => c.id !== target.id && c.type === target.type && before(c, target));
  const shadowedBy = earlier.flatMap((c) => {
    const theirs = new Set(assigned.get(c.id) ?? []);
    const count = matching.filter((e) => !holds.has(e.id) && theirs.has(e.id) && !pinned.has(`${e.id} ${c.id}`)).length;
    return count > 0 ? [{ classificationId: c.id, name: c.name, entries: count }] : [];
  });
  return { matching: matching.length, shadowedBy };
}
