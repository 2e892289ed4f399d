import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ShotEntry } from "@/components/shots/shot-entry";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shots");
  return { title: t("title") };
}

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ athleteId: string; entryId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { athleteId, entryId } = await params;
  // ?series=3 opens the third series, as the session form's "Shots" button under it asks.
  const series = Number((await searchParams).series);
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <ShotEntry
        athleteId={athleteId}
        entryId={entryId}
        startSeries={Number.isInteger(series) && series >= 1 && series <= 100 ? series : 1}
      />
    </main>
  );
}
