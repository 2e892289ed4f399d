import type { Metadata } from "next";
import { ServerData } from "@/components/ui/server-data";
import { NewEntryPage } from "@/components/journal/new-entry-page";
import { athleteInScope } from "@/lib/auth/scope";
import { keys } from "@/lib/client/query-keys";
import { listEntries } from "@/lib/journal/list-entries";
import { serializeEntry } from "@/lib/journal/serialize-entry";
import { journalListQuery } from "@/lib/schemas/journal";
import { pageReader, prefetch } from "@/lib/server/page-data";

export const metadata: Metadata = { title: "New session" };

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  const reader = await pageReader();
  // The last session's action items and coach feedback show at once; the form follows in the browser.
  const state = reader
    ? await prefetch([
        [
          keys.journal.entries(athleteId, {}),
          async () => {
            const athlete = await athleteInScope(reader.principal, athleteId, "journal:read");
            const { items, nextCursor } = await listEntries(athlete.id, journalListQuery.parse({ limit: "20" }));
            return { pages: [{ items: items.map(serializeEntry), nextCursor }], pageParams: [""] };
          },
        ],
      ])
    : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">New session</h1>
      <ServerData state={state}>
        <NewEntryPage athleteId={athleteId} />
      </ServerData>
    </main>
  );
}
