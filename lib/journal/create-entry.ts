import "server-only";
import { qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import type { JournalEntryInput } from "@/lib/schemas/journal";
import { linksOf } from "./entry-links";
import type { EntryWithLinks } from "./serialize-entry";
import { derivedColumns } from "./totals";

/** Operation 1 (a hot path): one INSERT … RETURNING. Series come by the series PUT. */
export async function createEntry(athleteId: string, input: JournalEntryInput): Promise<EntryWithLinks> {
  const links = await linksOf(athleteId, input);
  const now = new Date();
  const entry = await qb
    .insertInto("JournalEntry")
    .values({ ...input, ...derivedColumns(input, []), id: newId(), athleteId, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { ...entry, ...links, scoreSeries: [] };
}
