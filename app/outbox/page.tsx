import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OutboxPage } from "@/components/outbox/outbox-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("pages");
  return { title: t("outboxTitle") };
}

export default async function Page() {
  const t = await getTranslations("pages");
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-semibold tracking-tight">{t("outboxTitle")}</h1>
      <OutboxPage />
    </main>
  );
}
