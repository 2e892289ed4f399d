import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ResultsView } from "@/components/match/results/results-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchResults");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  return (
    <main className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-8">
      <ResultsView competitionId={competitionId} />
    </main>
  );
}
