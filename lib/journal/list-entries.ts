import "server-only";
import type { z } from "zod";
import { badCursor, page, type SortKey } from "@/lib/db/pagination";
import type { journalListQuery } from "@/lib/schemas/journal";
import { type EntryWithLinks, selectEntryPage } from "./entry-repository";

type Query = z.output<typeof journalListQuery>;

/** Newest session first. */
const sortKey: SortKey<EntryWithLinks> = [
  { field: "sessionDate", direction: "desc", kind: "date", value: (e) => e.sessionDate },
  { field: "id", direction: "desc", kind: "string", value: (e) => e.id },
];

/** A page of an athlete's entries with the linked records' names and their series (a hot path). */
export function listEntries(athleteId: string, query: Query) {
  return page(sortKey, query, ({ after, take }) => {
    const [sessionDate, id] = after ?? [];
    if (after && !(sessionDate instanceof Date && typeof id === "string")) throw badCursor();
    return selectEntryPage(athleteId, query, sessionDate instanceof Date && typeof id === "string" ? { sessionDate, id } : null, take);
  });
}
