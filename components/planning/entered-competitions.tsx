"use client";
import { useTranslations } from "next-intl";
import { useCompetitionEntries } from "@/components/journal/api/pickers";
import { Alert } from "@/components/ui/alert";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";

/**
 * The competitions the athlete entered, as the calendar feed carries them: a phone that subscribed
 * shows them, so the page does too.
 */
export function EnteredCompetitions({ athleteId }: { athleteId: string }) {
  const t = useTranslations("planning.calendar");
  const entries = useCompetitionEntries(athleteId);
  const { dateTime } = useFormat();
  const today = new Date().toISOString().slice(0, 10);
  const items = [...(entries.data?.items ?? [])].sort((a, b) => a.competitionStartDate.localeCompare(b.competitionStartDate));
  return (
    <section aria-labelledby="competitions-heading" className="mt-10">
      <h2 id="competitions-heading" className="text-xl font-semibold">
        {t("entered")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("enteredIntro")}</p>
      {entries.isPending ? <Placeholder className="mt-3 h-20 rounded-lg" label={t("enteredLoading")} /> : null}
      {entries.isError ? <Alert>{entries.error.message}</Alert> : null}
      {entries.data && items.length === 0 ? <p className="mt-3 text-slate-600">{t("enteredNone")}</p> : null}
      <ul className="mt-3 space-y-3">
        {items.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <h3 className="text-lg font-semibold">{entry.competitionName}</h3>
            <p className="text-sm text-slate-700">
              {dateTime(entry.competitionStartDate, { timeZone: "UTC", weekday: "short", year: "numeric", month: "short", day: "numeric" })}
              {entry.competitionStartDate.slice(0, 10) < today ? ` · ${t("past")}` : ""}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
