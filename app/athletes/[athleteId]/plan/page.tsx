import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PlanPage } from "@/components/planning/plan/plan-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("planning"))("title") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <PlanPage athleteId={athleteId} />
    </main>
  );
}
