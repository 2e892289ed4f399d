// The journal as the API answers it, for the routes and for the pages that render it on the server:
// one function per read does the scope check, the query and the serialization.
import "server-only";
import type { z } from "zod";
import type { Principal } from "@/lib/auth/policy";
import { athleteInScope, authorizeAthlete } from "@/lib/auth/scope";
import type { journalListQuery, journalStatsQuery } from "@/lib/schemas/journal";
import { listComments } from "./comments";
import { listShots } from "./entry-shots";
import { ensureEntry, findEntry } from "./find-entry";
import { keptJournalJson } from "./journal-cache";
import { journalStats } from "./journal-stats";
import { listEntries } from "./list-entries";
import { serializeEntry } from "./serialize-entry";

/**
 * The athlete's journal for a principal who may read it (404, then 403). The query is given to its
 * reads afterwards, so a caller who may not read learns that before anything about its query.
 * Both answer the JSON text the API sends, kept per journal revision.
 */
export async function journalReader(principal: Principal, athleteId: string) {
  const athlete = await athleteInScope(principal, athleteId, "journal:read");
  return {
    /** A page of entries, newest first. */
    entries: (query: z.output<typeof journalListQuery>) =>
      keptJournalJson(athlete, `list ${JSON.stringify(query)}`, async () => {
        const { items, nextCursor } = await listEntries(athlete.id, query);
        return { items: items.map(serializeEntry), nextCursor };
      }),
    stats: (query: z.output<typeof journalStatsQuery>) =>
      keptJournalJson(athlete, `stats ${JSON.stringify(query)}`, () => journalStats(athlete.id, query)),
  };
}

export async function readEntry(principal: Principal, athleteId: string, entryId: string) {
  await authorizeAthlete(principal, athleteId, "journal:read");
  return serializeEntry(await findEntry(athleteId, entryId));
}

/** The entry's shots with the shape of their groups. */
export async function readShots(principal: Principal, athleteId: string, entryId: string) {
  await authorizeAthlete(principal, athleteId, "journal:read");
  return listShots(athleteId, entryId);
}

/** The entry's thread, oldest first. */
export async function readComments(principal: Principal, athleteId: string, entryId: string) {
  await authorizeAthlete(principal, athleteId, "journal:read");
  await ensureEntry(athleteId, entryId);
  return listComments(athleteId, entryId);
}
