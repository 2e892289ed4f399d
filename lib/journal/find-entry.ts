import "server-only";
import { db, type PrismaTx as Tx } from "@/lib/db/client";
import { found } from "@/lib/errors";
import { entryInclude, type EntryWithLinks } from "./serialize-entry";

export const entryAt = (athleteId: string, entryId: string) => `Journal entry ${entryId} of athlete ${athleteId}`;

export function loadEntry(athleteId: string, entryId: string) {
  return (tx: Tx) => tx.journalEntry.findFirst({ where: { id: entryId, athleteId }, include: entryInclude });
}

export async function findEntry(athleteId: string, entryId: string): Promise<EntryWithLinks> {
  return found(await loadEntry(athleteId, entryId)(db), entryAt(athleteId, entryId));
}

/** 404 unless the athlete has this entry. */
export async function ensureEntry(athleteId: string, entryId: string): Promise<void> {
  found(await db.journalEntry.findFirst({ where: { id: entryId, athleteId }, select: { id: true } }), entryAt(athleteId, entryId));
}
