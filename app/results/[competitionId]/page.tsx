import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PublicResults } from "@/components/match/results/public-results";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchResults");
  return { title: t("title") };
}

/** Anyone's page: no sign-in (proxy.ts lets /results/… through). ?screen=large opens the hall's mode. */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ competitionId: string }>;
  searchParams: Promise<{ screen?: string }>;
}) {
  const { competitionId } = await params;
  const { screen } = await searchParams;
  return (
    <main className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-8">
      <PublicResults competitionId={competitionId} bigScreen={screen === "large"} />
    </main>
  );
}
