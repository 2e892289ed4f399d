import type { Metadata } from "next";
import { EditEntryPage } from "@/components/journal/edit-entry-page";

export const metadata: Metadata = { title: "Edit session" };

export default async function Page({ params }: { params: Promise<{ athleteId: string; entryId: string }> }) {
  const { athleteId, entryId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-semibold tracking-tight">Edit session</h1>
      <EditEntryPage athleteId={athleteId} entryId={entryId} />
    </main>
  );
}
