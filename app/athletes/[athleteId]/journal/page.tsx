import type { Metadata } from "next";
import { JournalPage } from "@/components/journal/journal-page";

export const metadata: Metadata = { title: "Training journal" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ athleteId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { athleteId } = await params;
  // The filters live in the address; the server reads them, so the first paint already has them.
  const query = await searchParams;
  const filters = Object.fromEntries(
    ["from", "to", "discipline", "sessionType", "courseOfFireId"].flatMap((name) => {
      const value = query[name];
      return typeof value === "string" && value.trim() ? [[name, value.trim()]] : [];
    }),
  );
  return (
    <main className="mx-auto max-w-4xl px-4 py-8">
      <JournalPage athleteId={athleteId} filters={filters} />
    </main>
  );
}
