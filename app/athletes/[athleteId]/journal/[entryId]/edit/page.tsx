import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EditEntryPage } from "@/components/journal/edit-entry-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("entryForm");
  return { title: t("editTitle") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string; entryId: string }> }) {
  const { athleteId, entryId } = await params;
  const t = await getTranslations("entryForm");
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-semibold tracking-tight">{t("editTitle")}</h1>
      <EditEntryPage athleteId={athleteId} entryId={entryId} />
    </main>
  );
}
