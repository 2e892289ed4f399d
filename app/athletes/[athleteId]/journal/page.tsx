import type { Metadata } from "next";
import { JournalPage } from "@/components/journal/journal-page";

export const metadata: Metadata = { title: "Training journal" };

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <JournalPage athleteId={athleteId} />
    </main>
  );
}
