import type { Metadata } from "next";
import { EntryDetail } from "@/components/journal/entry-detail";

export const metadata: Metadata = { title: "Session" };

export default async function Page({ params }: { params: Promise<{ athleteId: string; entryId: string }> }) {
  const { athleteId, entryId } = await params;
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <EntryDetail athleteId={athleteId} entryId={entryId} />
    </main>
  );
}
