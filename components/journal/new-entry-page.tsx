"use client";
import { useTranslations } from "next-intl";
import { startTransition, useDeferredValue, useEffect, useState } from "react";
import { useEntries, type JournalEntry } from "./api/journal";
import { EntryForm } from "./entry-form";

/** The form, with the previous session's action items and coach feedback above it. */
export function NewEntryPage({ athleteId }: { athleteId: string }) {
  const t = useTranslations("entryForm");
  const latest = useEntries(athleteId, {});
  // The form starts from this device's draft and clock. The server draws it without them, disabled
  // (a preview); once the page has woken, the same form takes them and opens, as a transition.
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => startTransition(() => setInBrowser(true)), []);
  // The last session arriving from the browser's own read draws the form as a transition too,
  // rather than in one long task.
  const loaded = useDeferredValue(!latest.isPending);
  if (!loaded) return <p className="text-slate-600">{t("loading")}</p>;
  return (
    <div className="space-y-4">
      <FromLastSession previous={latest.data?.pages[0]?.items[0] ?? null} />
      <EntryForm athleteId={athleteId} preview={!inBrowser} />
    </div>
  );
}

function FromLastSession({ previous }: { previous: JournalEntry | null }) {
  const t = useTranslations("entryForm");
  const tf = useTranslations("journalFields");
  if (!previous || (!previous.nextSessionActionItems && !previous.coachFeedback)) return null;
  return (
    <aside aria-label={t("fromLastSession")} className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
      <p className="font-semibold">{t("fromLastSession")}</p>
      {previous.nextSessionActionItems ? (
        <p className="mt-1">
          <span className="font-medium">{tf("fields.nextSessionActionItems.short")}:</span> {previous.nextSessionActionItems}
        </p>
      ) : null}
      {previous.coachFeedback ? (
        <p className="mt-1">
          <span className="font-medium">{tf("fields.coachFeedback.label")}:</span> {previous.coachFeedback}
        </p>
      ) : null}
    </aside>
  );
}
