import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CompetitionOverview } from "@/components/competitions/competition-overview";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchSetup");
  return { title: t("overviewTitle") };
}

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <CompetitionOverview competitionId={competitionId} />
    </main>
  );
}
