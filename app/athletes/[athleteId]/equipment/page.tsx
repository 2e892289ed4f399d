import type { Metadata } from "next";
import { EquipmentPage } from "@/components/planning/equipment-page";

export const metadata: Metadata = { title: "Equipment" };

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <EquipmentPage athleteId={athleteId} />
    </main>
  );
}
