// Frozen classes (issue 37): what assignment keeps while a competition's classes are frozen.

/**
 * Classes frozen (NRA: a competitor's class does not change during a tournament): an entry that has
 * classes keeps them as they are; only an entry with none yet (entered after the freeze) takes what
 * the rules give it, and an admin's pin or keep-out made since the freeze still applies.
 */
export function keepFrozen(
  computed: Map<string, string[]>,
  current: Array<{ classificationId: string; competitionEntryId: string }>,
  placements: Array<{ entryId: string; at: Date }>,
  frozenAt: Date,
): Map<string, string[]> {
  const placedSince = new Set(placements.filter((p) => p.at.getTime() >= frozenAt.getTime()).map((p) => p.entryId));
  const kept = new Set(current.map((r) => r.competitionEntryId).filter((id) => !placedSince.has(id)));
  const result = new Map<string, string[]>([...computed.keys()].map((id) => [id, []]));
  for (const [classificationId, entryIds] of computed) {
    for (const entryId of entryIds) if (!kept.has(entryId)) result.get(classificationId)?.push(entryId);
  }
  for (const r of current) {
    if (kept.has(r.competitionEntryId)) result.get(r.classificationId)?.push(r.competitionEntryId);
  }
  return result;
}
