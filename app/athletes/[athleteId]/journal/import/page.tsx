import type { Metadata } from "next";
import { ImportPage } from "@/components/journal/import-page";

export const metadata: Metadata = { title: "Import sessions" };

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <ImportPage athleteId={athleteId} />
    </main>
  );
}
