import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CalendarPage } from "@/components/planning/calendar-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("planning.calendar");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <CalendarPage athleteId={athleteId} />
    </main>
  );
}
