// A competition's relays (API section 13): who may read and write them, and their create, read,
// replace (a new number moves the relay's entries with it) and delete.
import "server-only";
import type { z } from "zod";
import { athletesOf, can, describePrincipal, type Principal } from "@/lib/auth/policy";
import { type Competition, competitionFirst } from "@/lib/competitions/competition-repository";
import { transaction, type Trx } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { page } from "@/lib/db/pagination";
import { conflict, forbidden, found } from "@/lib/errors";
import { iso } from "@/lib/schemas/common";
import type { RelayInput, relayResponse } from "@/lib/schemas/relays";
import {
  byNumber,
  deleteRelay,
  entriesOnRelay,
  insertRelay,
  type Relay,
  relayNumbered,
  relayOf,
  relaysAfter,
  renumberEntries,
  updateRelay,
} from "./relay-repository";

export type { Relay };

export function serializeRelay(r: Relay): z.output<typeof relayResponse> {
  return {
    id: r.id,
    competitionId: r.competitionId,
    number: r.number,
    startsAt: iso(r.startsAt),
    firingPoints: r.firingPoints,
    resultsHeld: r.resultsHeld,
    createdUtc: iso(r.createdAt),
    updatedUtc: iso(r.updatedAt),
  };
}

/** The host's competition admins (and admins) set up relays and squad. */
export function authorizeRelayWrite(principal: Principal, competition: Competition): void {
  if (!can(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId })) {
    throw forbidden(`${describePrincipal(principal)} may not change this competition's relays: the host's competition admins do.`);
  }
}

/**
 * Whoever may read the competition's entries reads its relays: the host's staff and competition
 * admins every entry (null), an athlete only their own (their athlete ids).
 */
export function relayReaderScope(principal: Principal, competition: Competition): string[] | null {
  if (can(principal, "competition-entry:read", { organizationId: competition.organizationId })) return null;
  const own = athletesOf(principal, ["athlete"]);
  if (own.length === 0) throw forbidden(`${describePrincipal(principal)} may not read this competition's relays.`);
  return own;
}

const relayAt = (competitionId: string, relayId: string) => `Relay ${relayId} of competition ${competitionId}`;

export function listRelays(competitionId: string, query: { limit: number; cursor?: string }) {
  return page(byNumber, query, (window) => relaysAfter(competitionId, window));
}

export async function findRelay(competitionId: string, relayId: string): Promise<Relay> {
  return found(await relayOf(competitionId, relayId), relayAt(competitionId, relayId));
}

async function refuseTakenNumber(trx: Trx, competitionId: string, number: number, except: string | null) {
  const twin = await relayNumbered(competitionId, number, trx);
  if (twin && twin.id !== except)
    throw conflict(`This competition already has a relay ${number}: choose another number or edit that relay.`);
}

const names = (rows: Array<{ firstName: string; lastName: string }>) =>
  rows
    .slice(0, 5)
    .map((r) => `${r.firstName} ${r.lastName}`)
    .join(", ") + (rows.length > 5 ? ` and ${rows.length - 5} more` : "");

export async function createRelay(competition: Competition, input: RelayInput): Promise<Relay> {
  return transaction(async (trx) => {
    await refuseTakenNumber(trx, competition.id, input.number, null);
    return insertRelay(competition.id, input, trx);
  });
}

/**
 * Replaces a relay. A new number takes its entries along; a firing point an entry shoots on cannot
 * be removed (409 naming who shoots there).
 */
export function replaceRelay(ifMatch: string | null, competition: Competition, relayId: string, input: RelayInput): Promise<Relay> {
  return guardedWrite(ifMatch, {
    what: relayAt(competition.id, relayId),
    lock: competitionFirst(competition.id, { table: "Relay", id: relayId }),
    load: (trx) => relayOf(competition.id, relayId, trx),
    represent: serializeRelay,
    write: async (trx, current) => {
      const kept = new Set(input.firingPoints);
      const stranded = (await entriesOnRelay(competition.id, current.number, trx)).filter(
        (e) => e.firingPoint !== null && !kept.has(e.firingPoint),
      );
      if (stranded.length > 0) {
        const points = [...new Set(stranded.map((e) => e.firingPoint))].join(", ");
        throw conflict(
          `Firing point${stranded.length > 1 ? "s" : ""} ${points} of relay ${current.number} ${stranded.length > 1 ? "are" : "is"} taken (${names(stranded)}): move ${stranded.length > 1 ? "these entries" : "this entry"} to another point first, or keep the point.`,
        );
      }
      if (input.number !== current.number) {
        await refuseTakenNumber(trx, competition.id, input.number, current.id);
        await renumberEntries(competition.id, current.number, input.number, trx);
      }
      return updateRelay(current.id, input, trx);
    },
  });
}

/** Deletes a relay no entry shoots on (409 naming them otherwise). */
export async function removeRelay(ifMatch: string | null, competition: Competition, relayId: string): Promise<void> {
  await guardedWrite(ifMatch, {
    what: relayAt(competition.id, relayId),
    lock: competitionFirst(competition.id, { table: "Relay", id: relayId }),
    load: (trx) => relayOf(competition.id, relayId, trx),
    represent: serializeRelay,
    write: async (trx, current) => {
      const on = await entriesOnRelay(competition.id, current.number, trx);
      if (on.length > 0) {
        throw conflict(
          `Relay ${current.number} still has ${on.length} ${on.length === 1 ? "entry" : "entries"} (${names(on)}): move them to another relay or take them off it first.`,
        );
      }
      await deleteRelay(current.id, trx);
    },
  });
}
