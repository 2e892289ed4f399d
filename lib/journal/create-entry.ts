import "server-only";
import type { JournalEntryInput } from "@/lib/schemas/journal";
import { type EntryWithLinks, insertEntry } from "./entry-repository";
import { linksOf } from "./entry-links";
import { derivedColumns } from "./totals";

/** Operation 1 (a hot path): one INSERT … RETURNING. Series come by the series PUT. */
export async function createEntry(athleteId: string, input: JournalEntryInput): Promise<EntryWithLinks> {
  const links = await linksOf(athleteId, input);
  const entry = await insertEntry({ ...input, ...derivedColumns(input, []), athleteId });
  return { ...entry, ...links, scoreSeries: [] };
}
