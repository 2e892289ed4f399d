import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EntriesView } from "@/components/competitions/entries-view";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchSetup");
  return { title: t("entriesTitle") };
}

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <EntriesView competitionId={competitionId} />
    </main>
  );
}
