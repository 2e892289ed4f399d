import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServerData } from "@/components/ui/server-data";
import { NewEntryPage } from "@/components/journal/new-entry-page";
import { keys } from "@/lib/client/query-keys";
import { journalReader } from "@/lib/journal/read-journal";
import { journalListQuery } from "@/lib/schemas/journal";
import { pagePrincipal, prefetch } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entryForm");
  return { title: t("newTitle") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  const t = await getTranslations("entryForm");
  const principal = await pagePrincipal();
  // The last session's action items and coach feedback show at once, also on a first visit without
  // the reader cookie (they are text: nothing in them is formatted); the form follows in the browser.
  const state = principal
    ? await prefetch([
        [
          keys.journal.entries(athleteId, {}),
          async () => {
            const journal = await journalReader(principal, athleteId);
            const first = await journal.entries(journalListQuery.parse({ limit: "20" }));
            return { pages: [JSON.parse(first) as unknown], pageParams: [""] };
          },
        ],
      ])
    : undefined;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">{t("newTitle")}</h1>
      <ServerData state={state}>
        <NewEntryPage athleteId={athleteId} />
      </ServerData>
    </main>
  );
}
