import type { Metadata } from "next";
import { NewEntryPage } from "@/components/journal/new-entry-page";

export const metadata: Metadata = { title: "New session" };

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">New session</h1>
      <NewEntryPage athleteId={athleteId} />
    </main>
  );
}
