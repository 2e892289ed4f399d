"use client";
import { useEntries } from "./api/journal";
import { EntryForm } from "./entry-form";

/** The form, with the previous session at hand for its action items and coach feedback. */
export function NewEntryPage({ athleteId }: { athleteId: string }) {
  const latest = useEntries(athleteId, {});
  if (latest.isPending) return <p className="text-slate-600">Loading…</p>;
  return <EntryForm athleteId={athleteId} previous={latest.data?.pages[0]?.items[0] ?? null} />;
}
