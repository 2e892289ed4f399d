import type { Metadata } from "next";
import { CoachesPage } from "@/components/people/coaches-page";

export const metadata: Metadata = { title: "Coaches" };

export default async function AthleteCoaches({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-2xl px-4 py-6 sm:py-8">
      <CoachesPage athleteId={athleteId} />
    </main>
  );
}
