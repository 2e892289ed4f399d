"use client";
import { useTranslations } from "next-intl";
import { keys } from "@/lib/client/query-keys";
import { useFormat } from "@/lib/client/reader-format";
import type { CalendarEvent } from "@/components/journal/api/pickers";
import { CalendarSync } from "./calendar-sync";
import { EnteredCompetitions } from "./entered-competitions";
import { RecordsPage } from "./records-page";

export function CalendarPage({ athleteId }: { athleteId: string }) {
  const t = useTranslations("planning.calendar");
  const { dateTime } = useFormat();
  const format = (iso: string) => dateTime(iso, { dateStyle: "medium", timeStyle: "short" });
  const when = (start: string, end: string | null) => (end ? `${format(start)} – ${format(end)}` : format(start));
  return (
    <>
      <RecordsPage<CalendarEvent>
        title={t("title")}
        words={{ add: t("add"), new: t("new"), save: t("save"), deleteQuestion: t("deleteQuestion"), deleteText: t("deleteText") }}
        path={`/api/athletes/${athleteId}/calendar-events`}
        queryKey={keys.planning.calendarEvents(athleteId)}
        empty={t("empty")}
        fields={[
          {
            name: "title",
            label: t("eventTitle"),
            kind: "text",
            required: true,
            hint: t("eventTitleHint"),
            missing: t("eventTitleMissing"),
          },
          {
            name: "startUtc",
            label: t("starts"),
            kind: "datetime",
            required: true,
            called: t("startsCalled"),
            missing: t("startsMissing"),
          },
          { name: "endUtc", label: t("ends"), kind: "datetime", called: t("endsCalled") },
          { name: "notes", label: t("notes"), kind: "area" },
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
