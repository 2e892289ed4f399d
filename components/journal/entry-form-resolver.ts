// The entry form's validator: the shared zod schema, in a chunk of its own. The form loads it when
// the person first touches a field (or, at the latest, on submit), so zod and the schema (about
// 40 kB gzipped) are not part of the page's first load.
import { zodResolver } from "@hookform/resolvers/zod";
import { journalEntryInput } from "@/lib/schemas/journal";

export const entryResolver = zodResolver(journalEntryInput);
