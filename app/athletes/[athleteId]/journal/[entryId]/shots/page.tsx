import type { Metadata } from "next";
import { ShotEntry } from "@/components/shots/shot-entry";

export const metadata: Metadata = { title: "Shots" };

export default async function Page({ params }: { params: Promise<{ athleteId: string; entryId: string }> }) {
  const { athleteId, entryId } = await params;
  return (
    <main className="mx-auto max-w-4xl px-4 py-6">
      <ShotEntry athleteId={athleteId} entryId={entryId} />
    </main>
  );
}
