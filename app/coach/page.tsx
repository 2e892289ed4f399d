import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CoachPage } from "@/components/planning/coach/coach-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("planning.coach"))("title") };
}

export default function Page() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <CoachPage />
    </main>
  );
}
