import type { Metadata } from "next";
import { ClassificationsView } from "@/components/classifications/classifications-view";

export const metadata: Metadata = { title: "Classifications" };

export default async function Page({ params }: { params: Promise<{ competitionId: string }> }) {
  const { competitionId } = await params;
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <ClassificationsView competitionId={competitionId} />
    </main>
  );
}
