import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resultKeys } from "@/components/match/results/keys";
import { ResultsView } from "@/components/match/results/results-view";
import { readPublication } from "@/lib/match/publish-results";
import { readResults, resultsInScope } from "@/lib/match/read-results";
import { drawnWithData } from "@/lib/server/drawn-with-data";

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
  // The read the route answers (lib/match/read-results.ts), so the first paint has the list.
  return drawnWithData(page, ({ principal }) => [
    [resultKeys.list(competitionId, {}, "officials"), () => readResults(principal, competitionId, {})],
    [resultKeys.publication(competitionId), async () => (await resultsInScope(principal, competitionId), readPublication(competitionId))],
  ]);
}
