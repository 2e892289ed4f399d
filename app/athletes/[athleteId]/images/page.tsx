import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Gallery } from "@/components/images/gallery";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("images");
  return { title: t("title") };
}

export default async function ImagesPage({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  const t = await getTranslations("images");
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <Gallery athleteId={athleteId} />
    </main>
  );
}
