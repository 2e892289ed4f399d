import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resultKeys } from "@/components/match/results/keys";
import { ResultsView } from "@/components/match/results/results-view";
import { ServerData } from "@/components/ui/server-data";
import { keys } from "@/lib/client/query-keys";
import { ReaderFormatProvider } from "@/lib/client/reader-format";
import { readPublication } from "@/lib/match/publish-results";
import { readResults, resultsInScope } from "@/lib/match/read-results";
import { whoAmI } from "@/lib/people/who-am-i";
import { pageReader, prefetch } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchResults");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  const page = (
    <main className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-8">
      <ResultsView competitionId={competitionId} />
    </main>
  );
  const reader = await pageReader();
  if (!reader) return page;
  const { principal, format } = reader;
  // The read the route answers (lib/match/read-results.ts), so the first paint has the list.
  const state = await prefetch([
    [keys.session(), () => whoAmI(principal)],
    [resultKeys.list(competitionId, {}, "officials"), () => readResults(principal, competitionId, {})],
    [resultKeys.publication(competitionId), async () => (await resultsInScope(principal, competitionId), readPublication(competitionId))],
  ]);
  return (
    <ReaderFormatProvider value={format}>
      <ServerData state={state}>{page}</ServerData>
    </ReaderFormatProvider>
  );
}
