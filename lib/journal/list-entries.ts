import "server-only";
import { z } from "zod";
import { badCursor, page, type SortKey } from "@/lib/http/pagination";
import type { journalListQuery } from "@/lib/schemas/journal";
import { selectEntries } from "./entry-rows";
import type { EntryWithLinks } from "./serialize-entry";

/** Newest session first. */
const sortKey: SortKey<EntryWithLinks> = [
  { field: "sessionDate", direction: "desc", kind: "date", value: (e) => e.sessionDate },
  { field: "id", direction: "desc", kind: "string", value: (e) => e.id },
];

export function listEntries(athleteId: string, query: z.output<typeof journalListQuery>) {
  return page(sortKey, query, ({ after, take }) => {
    const [sessionDate, id] = after ?? [];
    if (after && !(sessionDate instanceof Date && typeof id === "string")) throw badCursor();
    return selectEntries(athleteId, query, after ? { sessionDate: sessionDate as Date, id: id as string } : null, take);
  });
}
