import type { Metadata } from "next";
import { CompetitionsList } from "@/components/competitions/competitions-list";

export const metadata: Metadata = { title: "Competitions" };

export default function Page() {
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">Competitions</h1>
      <CompetitionsList />
    </main>
  );
}
