import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { resultKeys } from "@/components/match/results/keys";
import { PublicResults } from "@/components/match/results/public-results";
import { ServerData } from "@/components/ui/server-data";
import { readPublicResults } from "@/lib/match/read-results";
import { prefetch } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchResults");
  return { title: t("title") };
}

/**
 * Anyone's page: no sign-in (proxy.ts lets /results/… through). The list is read on the server as
 * the public route reads it (nothing before publishing, no held relay); ?screen=large opens the
 * hall's mode.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ competitionId: string }>;
  searchParams: Promise<{ screen?: string }>;
}) {
  const { competitionId } = await params;
  const { screen } = await searchParams;
  const state = await prefetch([[resultKeys.list(competitionId, {}, "public"), () => readPublicResults(competitionId, {})]]);
  return (
    <ServerData state={state}>
      <main className="mx-auto max-w-6xl px-3 py-6 sm:px-4 sm:py-8">
        <PublicResults competitionId={competitionId} bigScreen={screen === "large"} />
      </main>
    </ServerData>
  );
}
