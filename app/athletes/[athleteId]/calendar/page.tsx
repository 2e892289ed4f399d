import type { Metadata } from "next";
import { CalendarPage } from "@/components/planning/calendar-page";

export const metadata: Metadata = { title: "Calendar" };

export default async function Page({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <CalendarPage athleteId={athleteId} />
    </main>
  );
}
