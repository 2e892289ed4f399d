"use client";
// The athlete's competition scores in their journal: read-only (the officials write them), each with
// its series and shots a tap away. The journal's own sessions stay the athlete's; a competition's
// score is the competition's, so it is shown beside them rather than copied into them.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCompetitionEntries } from "@/components/journal/api/pickers";
import { Alert } from "@/components/ui/alert";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";
import { type EntryScore, useEntryScore } from "./api";

export function CompetitionResults({ athleteId }: { athleteId: string }) {
  const t = useTranslations("matchScores");
  const entries = useCompetitionEntries(athleteId);
  const { dateTime, number } = useFormat();
  const scored = [...(entries.data?.items ?? [])]
    .filter((e) => e.score !== null)
    .sort((a, b) => b.competitionStartDate.localeCompare(a.competitionStartDate));
  if (entries.isError || (entries.data && scored.length === 0)) return null;
  return (
    <section aria-labelledby="competition-results-heading" className="mx-auto mt-10 max-w-4xl px-4 pb-10">
      <h2 id="competition-results-heading" className="text-xl font-semibold">
        {t("resultsTitle")}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("resultsIntro")}</p>
      {entries.isPending ? <Placeholder className="mt-3 h-20 rounded-lg" /> : null}
      <ul className="mt-3 space-y-3">
        {scored.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-lg font-semibold">{entry.competitionName}</h3>
              <span className="text-lg font-semibold tabular-nums">{number(entry.score, 1)}</span>
            </div>
            <p className="text-sm text-slate-700">
              {dateTime(entry.competitionStartDate, { timeZone: "UTC", year: "numeric", month: "short", day: "numeric" })}
            </p>
            <SeriesAndShots competitionId={entry.competitionId} entryId={entry.id} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SeriesAndShots({ competitionId, entryId }: { competitionId: string; entryId: string }) {
  const t = useTranslations("matchScores");
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-2" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-sky-800">{t("seriesAndShots")}</summary>
      {open ? <ScoreDetail competitionId={competitionId} entryId={entryId} /> : null}
    </details>
  );
}

function ScoreDetail({ competitionId, entryId }: { competitionId: string; entryId: string }) {
  const t = useTranslations("matchScores");
  const score = useEntryScore(competitionId, entryId);
  if (score.isPending) return <Placeholder className="mt-2 h-16 rounded-md" />;
  if (score.isError) return <Alert>{score.error.message}</Alert>;
  return <ScoreTable score={score.data} label={t(score.data.resultsStatus === "official" ? "officialResult" : "provisional")} />;
}

function ScoreTable({ score, label }: { score: EntryScore; label: string }) {
  const t = useTranslations("matchScores");
  const { number } = useFormat();
  const sighters = score.shots.filter((s) => s.isSighter);
  const shotText = (s: EntryScore["shots"][number]) => `${number(s.decimalScore ?? s.score, 1)}${s.isInnerTen ? "*" : ""}`;
  return (
    <div className="mt-2 text-sm">
      <p className="text-slate-600">
        {label}
        {score.scoreCorrected ? ` · ${t("corrected")}` : ""}
        {score.innerTens !== null ? ` · ${t("innerTensTotal", { count: score.innerTens })}` : ""}
      </p>
      <table className="mt-2 tabular-nums">
        <tbody>
          {score.series.map((s) => {
            const shots = score.shots.filter((shot) => !shot.isSighter && shot.seriesNumber === s.seriesNumber);
            return (
              <tr key={s.seriesNumber} className="border-b border-slate-100 align-top">
                <th scope="row" className="py-1 pr-3 text-left font-medium">
                  {t("seriesShort", { number: s.seriesNumber })}
                </th>
                <td className="py-1 pr-3 text-right font-semibold">{number(s.score, 1)}</td>
                <td className="py-1 text-slate-700" aria-label={t("shotsOfSeries", { number: s.seriesNumber })}>
                  {shots.map(shotText).join("  ")}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {score.shots.length === 0 ? <p className="mt-2 text-slate-600">{t("noShots")}</p> : null}
      {sighters.length > 0 ? (
        <p className="mt-2 text-slate-600">
          {t("sighters")}: {sighters.map(shotText).join("  ")}
        </p>
      ) : null}
    </div>
  );
}
