// Where entries shoot: "Squad automatically" (every unplaced entry onto a free firing point, clubs
// spread across relays) and moving one entry by hand. Both take the competition's row lock, so two
// officials squadding and moving at once take turns; the unique index on (competition, relay,
// firing point) stands behind them.
import "server-only";
import type { z } from "zod";
import type { Competition } from "@/lib/competitions/competition-repository";
import { lockRow, transaction } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { conflict, invalid } from "@/lib/errors";
import type { PlacementInput, placementResponse, squadResponse } from "@/lib/schemas/relays";
import { allRelays, occupant, placementOf, placementsOf, relayOf, setPlacement } from "./relay-repository";
import { squad } from "./squad";

const UNPLACED_DETAIL = {
  "no-relays": "This competition has no relays yet: add relays with their firing points, then squad again.",
  "relays-full": "Every firing point of every relay is taken: add a relay or firing points, then squad again.",
} as const;

export async function squadCompetition(competition: Competition): Promise<z.output<typeof squadResponse>> {
  return transaction(async (trx) => {
    await lockRow(trx, "Competition", competition.id);
    const [relays, entries] = await Promise.all([allRelays(competition.id, trx), placementsOf(competition.id, trx)]);
    const { placements, unplaced } = squad(relays, entries);
    for (const p of placements) await setPlacement(p.entryId, p.relayNumber, p.firingPoint, trx);
    return { placements, unplaced: unplaced.map((u) => ({ ...u, detail: UNPLACED_DETAIL[u.reason] })) };
  });
}

type Placement = z.output<typeof placementResponse>;

/**
 * Moves an entry onto a relay's firing point, or (both null) off every relay. A point another entry
 * shoots on is 409 naming who; If-Match (when sent) compares with the entry's placement.
 */
export async function placeEntry(ifMatch: string | null, competition: Competition, entryId: string, input: PlacementInput) {
  if ((input.relayId === null) !== (input.firingPoint === null)) {
    throw invalid(
      input.relayId === null
        ? { "/relayId": "must name the relay the firing point belongs to" }
        : { "/firingPoint": "must name one of the relay's firing points, or send relayId null to take the entry off" },
    );
  }
  const relay = input.relayId === null ? null : await relayOf(competition.id, input.relayId);
  if (input.relayId !== null && !relay) throw invalid({ "/relayId": "no relay of this competition has this id" });
  if (relay && input.firingPoint !== null && !relay.firingPoints.includes(input.firingPoint)) {
    throw invalid({
      "/firingPoint": `is not a firing point of relay ${relay.number} (it has ${relay.firingPoints.slice(0, 20).join(", ")})`,
    });
  }
  const relaysByNumber = new Map((await allRelays(competition.id)).map((r) => [r.number, r.id]));
  const represent = (p: { id: string; relayNumber: number | null; firingPoint: string | null }): Placement => ({
    entryId: p.id,
    relayId: p.relayNumber === null ? null : (relaysByNumber.get(p.relayNumber) ?? null),
    relayNumber: p.relayNumber,
    firingPoint: p.firingPoint,
  });
  return guardedWrite(ifMatch, {
    what: `Entry ${entryId} of competition ${competition.id}`,
    lock: { table: "Competition", id: competition.id },
    load: (trx) => placementOf(competition.id, entryId, trx),
    represent,
    write: async (trx, current): Promise<Placement> => {
      if (relay && input.firingPoint !== null) {
        const there = await occupant(competition.id, relay.number, input.firingPoint, trx);
        if (there && there.id !== current.id) {
          throw conflict(
            `${there.firstName} ${there.lastName} already shoots on firing point ${input.firingPoint} of relay ${relay.number}: move them first, or choose a free point.`,
          );
        }
      }
      await setPlacement(current.id, relay?.number ?? null, input.firingPoint, trx);
      return { entryId: current.id, relayId: relay?.id ?? null, relayNumber: relay?.number ?? null, firingPoint: input.firingPoint };
    },
  });
}
