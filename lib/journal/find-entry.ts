import "server-only";
import { db, type Tx } from "@/lib/db/client";
import { found } from "@/lib/errors";
import { entryInclude, type EntryWithLinks } from "./serialize-entry";

export const entryAt = (athleteId: string, entryId: string) => `Journal entry ${entryId} of athlete ${athleteId}`;

export function loadEntry(athleteId: string, entryId: string) {
  return (tx: Tx) => tx.journalEntry.findFirst({ where: { id: entryId, athleteId }, include: entryInclude });
}

export async function findEntry(athleteId: string, entryId: string): Promise<EntryWithLinks> {
  return found(await loadEntry(athleteId, entryId)(db), entryAt(athleteId, entryId));
}
