import "server-only";
import { found, notFound } from "@/lib/errors";
import { entryExists, type EntryWithLinks, findEntryWithLinks } from "./entry-repository";

export const entryAt = (athleteId: string, entryId: string) => `Journal entry ${entryId} of athlete ${athleteId}`;

export async function findEntry(athleteId: string, entryId: string): Promise<EntryWithLinks> {
  return found(await findEntryWithLinks(athleteId, entryId), entryAt(athleteId, entryId));
}

/** 404 unless the athlete has this entry. */
export async function ensureEntry(athleteId: string, entryId: string): Promise<void> {
  if (!(await entryExists(athleteId, entryId))) throw notFound(entryAt(athleteId, entryId));
}
