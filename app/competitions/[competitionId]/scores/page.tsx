import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ScoresGrid } from "@/components/match/scores/scores-grid";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchScores");
  return { title: t("title") };
}

/** The officials' score grid of a competition; it reads the sheet itself and keeps what is typed. */
export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <ScoresGrid competitionId={competitionId} />
    </main>
  );
}
