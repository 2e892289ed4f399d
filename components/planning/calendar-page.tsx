"use client";
import { keys } from "@/lib/client/query-keys";
import type { CalendarEvent } from "@/components/journal/api/pickers";
import { CalendarSync } from "./calendar-sync";
import { EnteredCompetitions } from "./entered-competitions";
import { RecordsPage } from "./records-page";

const when = (start: string, end: string | null) => {
  const format = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return end ? `${format(start)} – ${format(end)}` : format(start);
};

export function CalendarPage({ athleteId }: { athleteId: string }) {
  return (
    <>
      <RecordsPage<CalendarEvent>
        title="Calendar"
        noun="event"
        path={`/api/athletes/${athleteId}/calendar-events`}
        queryKey={keys.planning.calendarEvents(athleteId)}
        empty="No events yet. Add a training block, a camp or a match; a session can then be linked to it."
        fields={[
          { name: "title", label: "Title", kind: "text", required: true, hint: "e.g. Winter Open block" },
          { name: "startUtc", label: "Starts", kind: "datetime", required: true, called: "the start" },
          { name: "endUtc", label: "Ends", kind: "datetime", called: "the end" },
          { name: "notes", label: "Notes", kind: "area" },
        ]}
        summary={(e) => (
          <>
            <h2 className="text-lg font-semibold">{e.title}</h2>
            <p className="text-sm text-slate-700">{when(e.startUtc, e.endUtc)}</p>
            {e.notes ? <p className="mt-1 whitespace-pre-line text-sm text-slate-700">{e.notes}</p> : null}
          </>
        )}
      />
      <EnteredCompetitions athleteId={athleteId} />
      <CalendarSync athleteId={athleteId} />
    </>
  );
}
