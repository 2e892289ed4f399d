// Squadding (API section 13): every unplaced entry onto a free firing point, each club's athletes
// spread across the relays rather than bunched on one. Pure and deterministic: the same relays and
// entries, in the same order, give the same placements.

export type SquadRelay = { number: number; firingPoints: readonly string[] };
export type SquadEntry = {
  id: string;
  athleteId: string;
  organizationId: string;
  relayNumber: number | null;
  firingPoint: string | null;
  status: string;
};
export type Placement = { entryId: string; athleteId: string; relayNumber: number; firingPoint: string };
export type Unplaced = { entryId: string; athleteId: string; reason: "no-relays" | "relays-full" };

/** Whether an entry still needs a place: entered, and not on a relay's firing point. */
export function needsPlace(entry: SquadEntry): boolean {
  return entry.status === "entered" && (entry.relayNumber === null || entry.firingPoint === null);
}

/**
 * Places the entries that need a place (in the order given, which is the order they were entered),
 * the largest club first so that its athletes have the most relays to spread over. Each entry goes to
 * the relay with a free point that has (1) not this athlete already, (2) the fewest of its club, (3)
 * the most free points, (4) the lowest number; and there on its first free point in the relay's order.
 * What cannot be placed is answered with why.
 */
export function squad(relays: readonly SquadRelay[], entries: readonly SquadEntry[]): { placements: Placement[]; unplaced: Unplaced[] } {
  const ordered = [...relays].sort((a, b) => a.number - b.number);
  const taken = new Map<number, Set<string>>(ordered.map((r) => [r.number, new Set<string>()]));
  const clubOn = new Map<number, Map<string, number>>(ordered.map((r) => [r.number, new Map<string, number>()]));
  const athletesOn = new Map<number, Set<string>>(ordered.map((r) => [r.number, new Set<string>()]));
  const note = (relay: number, entry: SquadEntry, point: string) => {
    taken.get(relay)?.add(point);
    const clubs = clubOn.get(relay);
    clubs?.set(entry.organizationId, (clubs.get(entry.organizationId) ?? 0) + 1);
    athletesOn.get(relay)?.add(entry.athleteId);
  };
  // Who already shoots where counts: new placements spread around them.
  for (const entry of entries) {
    if (needsPlace(entry) || entry.relayNumber === null || entry.firingPoint === null || !taken.has(entry.relayNumber)) continue;
    note(entry.relayNumber, entry, entry.firingPoint);
  }

  const waiting = entries.filter(needsPlace);
  const clubSize = new Map<string, number>();
  for (const entry of waiting) clubSize.set(entry.organizationId, (clubSize.get(entry.organizationId) ?? 0) + 1);
  const firstSeen = new Map<string, number>();
  waiting.forEach((entry, i) => {
    if (!firstSeen.has(entry.organizationId)) firstSeen.set(entry.organizationId, i);
  });
  const queue = waiting
    .map((entry, i) => ({ entry, i }))
    .sort(
      (a, b) =>
        (clubSize.get(b.entry.organizationId) ?? 0) - (clubSize.get(a.entry.organizationId) ?? 0) ||
        (firstSeen.get(a.entry.organizationId) ?? 0) - (firstSeen.get(b.entry.organizationId) ?? 0) ||
        a.i - b.i,
    )
    .map(({ entry }) => entry);

  const placements: Placement[] = [];
  const unplaced: Unplaced[] = [];
  const free = (relay: SquadRelay) => relay.firingPoints.length - (taken.get(relay.number)?.size ?? 0);
  for (const entry of queue) {
    let best: SquadRelay | null = null;
    let bestScore: number[] = [];
    for (const relay of ordered) {
      if (free(relay) <= 0) continue;
      const score = [
        athletesOn.get(relay.number)?.has(entry.athleteId) ? 1 : 0,
        clubOn.get(relay.number)?.get(entry.organizationId) ?? 0,
        -free(relay),
      ];
      if (best === null || lessThan(score, bestScore)) {
        best = relay;
        bestScore = score;
      }
    }
    if (best === null) {
      unplaced.push({ entryId: entry.id, athleteId: entry.athleteId, reason: ordered.length === 0 ? "no-relays" : "relays-full" });
      continue;
    }
    const points = taken.get(best.number);
    const point = best.firingPoints.find((p) => !points?.has(p));
    if (point === undefined) continue; // free(best) > 0 guarantees one
    note(best.number, entry, point);
    placements.push({ entryId: entry.id, athleteId: entry.athleteId, relayNumber: best.number, firingPoint: point });
  }
  return { placements, unplaced };
}

function lessThan(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x < y;
  }
  return false;
}
