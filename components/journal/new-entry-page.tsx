"use client";
import { startTransition, useEffect, useState } from "react";
import { JOURNAL_FIELDS } from "@/lib/schemas/journal-fields";
import { useEntries, type JournalEntry } from "./api/journal";
import { EntryForm } from "./entry-form";

/** The form, with the previous session's action items and coach feedback above it. */
export function NewEntryPage({ athleteId }: { athleteId: string }) {
  const latest = useEntries(athleteId, {});
  // The form starts from this device's draft and clock, so it is drawn in the browser only, and as a
  // transition: React draws it in slices, so the page answers taps while it does.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  if (latest.isPending) return <p className="text-slate-600">Loading…</p>;
  return (
    <div className="space-y-4">
      <FromLastSession previous={latest.data?.pages[0]?.items[0] ?? null} />
      {inBrowser ? <EntryForm athleteId={athleteId} /> : <p className="text-slate-600">Loading the form…</p>}
    </div>
  );
}

function FromLastSession({ previous }: { previous: JournalEntry | null }) {
  if (!previous || (!previous.nextSessionActionItems && !previous.coachFeedback)) return null;
  return (
    <aside aria-label="From your last session" className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="font-semibold">From your last session</p>
      {previous.nextSessionActionItems ? (
        <p className="mt-1">
          <span className="font-medium">{JOURNAL_FIELDS.nextSessionActionItems.short}:</span> {previous.nextSessionActionItems}
        </p>
      ) : null}
      {previous.coachFeedback ? (
        <p className="mt-1">
          <span className="font-medium">{JOURNAL_FIELDS.coachFeedback.label}:</span> {previous.coachFeedback}
        </p>
      ) : null}
    </aside>
  );
}
