import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CoachesPage } from "@/components/people/coaches-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("people");
  return { title: t("coaches.title") };
}

export default async function AthleteCoaches({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <CoachesPage athleteId={athleteId} />
    </main>
  );
}
