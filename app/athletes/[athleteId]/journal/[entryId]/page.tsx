import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ServerData } from "@/components/ui/server-data";
import { EntryDetail } from "@/components/journal/entry-detail";
import { keys } from "@/lib/client/query-keys";
import { ReaderFormatProvider } from "@/lib/client/reader-format";
import { etagOf } from "@/lib/http/respond";
import { readEntry, readShots } from "@/lib/journal/read-journal";
import { whoAmI } from "@/lib/people/who-am-i";
import { pageReaderOnFirstVisit, prefetch } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entryDetail");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string; entryId: string }> }) {
  const { athleteId, entryId } = await params;
  // A session is opened from a link at the range, often on a device's first visit: it is drawn with
  // its data even before the browser has said its zone (its date follows a moment later).
  const reader = await pageReaderOnFirstVisit();
  if (!reader) return <Layout athleteId={athleteId} entryId={entryId} />;
  const { principal, format } = reader;
  const state = await prefetch([
    [keys.session(), () => whoAmI(principal)],
    [
      keys.journal.entry(athleteId, entryId),
      async () => {
        const body = await readEntry(principal, athleteId, entryId);
        return { body, etag: etagOf(body) };
      },
    ],
    [keys.journal.shots(athleteId, entryId), () => readShots(principal, athleteId, entryId)],
  ]);
  return (
    <ReaderFormatProvider value={format}>
      <ServerData state={state}>
        <Layout athleteId={athleteId} entryId={entryId} />
      </ServerData>
    </ReaderFormatProvider>
  );
}

function Layout({ athleteId, entryId }: { athleteId: string; entryId: string }) {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <EntryDetail athleteId={athleteId} entryId={entryId} />
    </main>
  );
}
