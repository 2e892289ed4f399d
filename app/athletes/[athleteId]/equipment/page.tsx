import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EquipmentPage } from "@/components/planning/equipment-page";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("planning.equipment");
  return { title: t("title") };
}

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <EquipmentPage athleteId={athleteId} />
    </main>
  );
}
