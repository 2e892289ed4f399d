"use client";
import { useCompetitionEntries } from "@/components/journal/api/pickers";
import { Alert } from "@/components/ui/alert";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";

/**
 * The competitions the athlete entered, as the calendar feed carries them: a phone that subscribed
 * shows them, so the page does too.
 */
export function EnteredCompetitions({ athleteId }: { athleteId: string }) {
  const entries = useCompetitionEntries(athleteId);
  const { dateTime } = useFormat();
  const today = new Date().toISOString().slice(0, 10);
  const items = [...(entries.data?.items ?? [])].sort((a, b) => a.competitionStartDate.localeCompare(b.competitionStartDate));
  return (
    <section aria-labelledby="competitions-heading" className="mt-10">
      <h2 id="competitions-heading" className="text-xl font-semibold">
        Competitions you entered
      </h2>
      <p className="mt-1 text-sm text-slate-600">They are in your calendar feed too, as whole days.</p>
      {entries.isPending ? <Placeholder className="mt-3 h-20 rounded-lg" label="Loading your competitions" /> : null}
      {entries.isError ? <Alert>{entries.error.message}</Alert> : null}
      {entries.data && items.length === 0 ? <p className="mt-3 text-slate-600">No competitions entered yet.</p> : null}
      <ul className="mt-3 space-y-3">
        {items.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="text-lg font-semibold">{entry.competitionName}</h3>
            <p className="text-sm text-slate-700">
              {dateTime(entry.competitionStartDate, { timeZone: "UTC", weekday: "short", year: "numeric", month: "short", day: "numeric" })}
              {entry.competitionStartDate.slice(0, 10) < today ? " · past" : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
