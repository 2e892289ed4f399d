import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ImportPage } from "@/components/journal/import-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("imports");
  return { title: t("page.title") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <ImportPage athleteId={athleteId} />
    </main>
  );
}
