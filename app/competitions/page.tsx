import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CompetitionsList } from "@/components/competitions/competitions-list";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("competitions");
  return { title: t("title") };
}

export default async function Page() {
  const t = await getTranslations("competitions");
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">{t("title")}</h1>
      <CompetitionsList />
    </main>
  );
}
