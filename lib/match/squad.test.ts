import { describe, expect, it } from "vitest";
import { needsPlace, type SquadEntry, squad } from "./squad";

const entry = (id: string, organizationId: string, extra: Partial<SquadEntry> = {}): SquadEntry => ({
  id,
  athleteId: `athlete-${id}`,
  organizationId,
  relayNumber: null,
  firingPoint: null,
  status: "entered",
  ...extra,
});

const relay = (number: number, points: number) => ({ number, firingPoints: Array.from({ length: points }, (_, i) => String(i + 1)) });

describe("squad", () => {
  it("spreads a club's athletes across the relays instead of bunching them on one", () => {
    const entries = [entry("a1", "A"), entry("a2", "A"), entry("a3", "A"), entry("b1", "B"), entry("b2", "B"), entry("b3", "B")];
    const { placements, unplaced } = squad([relay(1, 4), relay(2, 4), relay(3, 4)], entries);
    expect(unplaced).toEqual([]);
    for (const club of ["A", "B"]) {
      const relays = placements.filter((p) => p.entryId.startsWith(club.toLowerCase())).map((p) => p.relayNumber);
      expect(new Set(relays).size).toBe(3);
    }
    // No firing point twice.
    expect(new Set(placements.map((p) => `${p.relayNumber}/${p.firingPoint}`)).size).toBe(6);
  });

  it("is deterministic and fills each relay's points in their order", () => {
    const entries = [entry("x", "A"), entry("y", "B"), entry("z", "A")];
    const first = squad([relay(2, 2), relay(1, 2)], entries);
    expect(squad([relay(1, 2), relay(2, 2)], entries)).toEqual(first);
    expect(first.placements).toEqual([
      { entryId: "x", athleteId: "athlete-x", relayNumber: 1, firingPoint: "1" },
      { entryId: "z", athleteId: "athlete-z", relayNumber: 2, firingPoint: "1" },
      { entryId: "y", athleteId: "athlete-y", relayNumber: 1, firingPoint: "2" },
    ]);
  });

  it("leaves placed entries where they are and counts them when spreading", () => {
    const entries = [entry("p", "A", { relayNumber: 1, firingPoint: "2" }), entry("q", "A")];
    const { placements } = squad([relay(1, 3), relay(2, 3)], entries);
    expect(placements).toEqual([{ entryId: "q", athleteId: "athlete-q", relayNumber: 2, firingPoint: "1" }]);
  });

  it("skips withdrawn, DNS, DNF and DSQ entries", () => {
    expect(needsPlace(entry("d", "A", { status: "dns" }))).toBe(false);
    const { placements, unplaced } = squad([relay(1, 2)], [entry("d", "A", { status: "dsq" })]);
    expect(placements).toEqual([]);
    expect(unplaced).toEqual([]);
  });

  it("answers the rest as unplaced when the relays are full, and says so when there are none", () => {
    const entries = [entry("a", "A"), entry("b", "B"), entry("c", "C")];
    const full = squad([relay(1, 2)], entries);
    expect(full.placements).toHaveLength(2);
    expect(full.unplaced).toEqual([{ entryId: "c", athleteId: "athlete-c", reason: "relays-full" }]);
    expect(squad([], entries).unplaced.map((u) => u.reason)).toEqual(["no-relays", "no-relays", "no-relays"]);
  });

  it("puts one athlete's two entries on different relays when it can", () => {
    const entries = [entry("r1", "A", { athleteId: "same" }), entry("r2", "A", { athleteId: "same" })];
    const { placements } = squad([relay(1, 5), relay(2, 5)], entries);
    expect(placements.map((p) => p.relayNumber).sort()).toEqual([1, 2]);
  });
});
