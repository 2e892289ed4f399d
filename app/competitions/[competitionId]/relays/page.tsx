import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RelaysView } from "@/components/match/relays/relays-view";
import { ReaderFormatProvider } from "@/lib/client/reader-format";
import { pageReader } from "@/lib/server/page-data";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("matchRelays");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  const page = (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <RelaysView competitionId={competitionId} />
    </main>
  );
  const reader = await pageReader();
  return reader ? <ReaderFormatProvider value={reader.format}>{page}</ReaderFormatProvider> : page;
}
