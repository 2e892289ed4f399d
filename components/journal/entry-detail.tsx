"use client";
import dynamic from "next/dynamic";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useDeferredValue, useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDelete } from "@/components/ui/confirm-delete";
import { apiFetchWithEtag } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import { useFormat } from "@/lib/client/reader-format";
import { entryIsDecimal } from "@/lib/journal/scoring";
import { useCourseOfFire } from "@/components/shots/api/shots";
import { JOURNAL_FIELD_NAMES } from "@/lib/schemas/journal-fields";
import { useEntry } from "./api/entry";
import type { JournalEntry } from "./api/journal";
import { deleteLater } from "@/components/ui/undo-delete";
import { useAthleteName } from "@/components/people/api/athlete-name";
import { CoachFeedbackForm } from "./coach-feedback-form";
import { ShotsSection } from "@/components/shots/shots-section";
import { CommentsThread } from "./comments-thread";
import { Logged, Reflection } from "./entry-logged";
import { SeriesView } from "./series-view";
import { useChoiceLabel, useCourseName } from "@/components/choices/choice-labels";

// The editor (react-hook-form and the shared zod schemas) loads when someone starts editing, so
// reading a session downloads none of it.
const SeriesEditor = dynamic(() => import("./series-editor").then((m) => m.SeriesEditor), {
  loading: () => <LoadingEditor />,
});

function LoadingEditor() {
  const t = useTranslations("entryDetail");
  return <p className="text-slate-600">{t("loadingEditor")}</p>;
}

export function EntryDetail({ athleteId, entryId }: { athleteId: string; entryId: string }) {
  const t = useTranslations("entryDetail");
  const choice = useChoiceLabel();
  const courseName = useCourseName();
  const entry = useEntry(athleteId, entryId);
  const { reader, name } = useAthleteName(athleteId);
  const { number: fmt, score, dateTime, zonePending } = useFormat();
  const course = useCourseOfFire(entry.data?.body.courseOfFireId ?? null);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const router = useRouter();
  // The session arriving from the browser's own read is drawn as a transition, in slices the page
  // can answer taps between, instead of one long task.
  const data = useDeferredValue(entry.data);
  if (entry.isError) return <Alert>{entry.error.message}</Alert>;
  if (!data) return <p className="text-slate-600">{t("loading")}</p>;
  const e = data.body;
  const who = session.data;
  const isAthlete = who?.grants.some((g) => g.role === "athlete" && g.athleteId === athleteId) ?? false;
  const isCoach = who?.grants.some((g) => g.role === "coach" && g.athleteId === athleteId) ?? false;
  const mayWrite = (who?.admin ?? false) || isAthlete;
  const when = dateTime(e.sessionDate, { dateStyle: "full", timeStyle: "short" });
  const decimal = entryIsDecimal(e, course.data?.scoring);
  return (
    <>
      <p>
        <Link href={`/athletes/${athleteId}/journal`} className="text-sm text-sky-800 underline underline-offset-4">
          {reader !== "athlete" && name ? t("backToWhose", { name }) : t("backToJournal")}
        </Link>
      </p>
      {reader !== "athlete" && name ? <p className="mt-3 text-lg font-medium text-slate-800">{t("whoseSession", { name })}</p> : null}
      <h1 className={`${reader !== "athlete" && name ? "mt-0.5" : "mt-2"} text-3xl font-semibold tracking-tight`}>
        {/* Written in UTC until the browser says its zone (a first visit): kept in place, unseen. */}
        <span className={zonePending ? "invisible" : undefined}>{when}</span>
      </h1>
      <p className="mt-1 text-slate-700">
        {[
          choice("sessionTypes", e.sessionType),
          choice("disciplines", e.discipline),
          choice("positions", e.position),
          courseName(e.courseOfFireName),
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {e.linkedCompetitionName ? <p className="mt-1 text-slate-700">{t("competition", { name: e.linkedCompetitionName })}</p> : null}
      <p className="mt-3 flex flex-wrap items-center gap-3">
        {mayWrite ? (
          <>
            <Link
              href={`/athletes/${athleteId}/journal/${entryId}/edit`}
              className="inline-flex rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
            >
              {t("editSession")}
            </Link>
            <Button variant="secondary" onClick={() => setConfirming(true)} aria-expanded={confirming}>
              {t("deleteSession")}
            </Button>
          </>
        ) : null}
        <a
          href={`/api/athletes/${athleteId}/journal/${entryId}/scorecard`}
          download
          className="text-sm text-sky-800 underline underline-offset-4"
        >
          {t("scorecard")}
        </a>
      </p>
      {confirming ? (
        <ConfirmDelete
          label={t("deleteQuestion")}
          onConfirm={() => {
            deleteLater({
              path: `/api/athletes/${athleteId}/journal/${entryId}`,
              id: entryId,
              label: t("sessionOf", { date: dateTime(e.sessionDate, { dateStyle: "medium" }) }),
              queryKey: keys.journal.of(athleteId),
            });
            router.push(`/athletes/${athleteId}/journal`);
          }}
          onKeep={() => setConfirming(false)}
        >
          <p className="font-medium">{t("deleteWhat")}</p>
          <p className="mt-1">{t("undoFor")}</p>
        </ConfirmDelete>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          [t("score"), `${score(e.score, decimal)}${e.maxScore ? ` / ${fmt(e.maxScore)}` : ""}`],
          [t("shots"), fmt(e.shotsFired)],
          [t("tens"), fmt(e.numberOfTens)],
          [t("xs"), fmt(e.numberOfXs)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {e.totalsFromShots ? (
        <p className="mt-2 text-sm text-slate-600">{shotTotalsNote(e.scoreSeries, t)}</p>
      ) : e.totalsFromSeries.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t("summedFromSeries", { fields: e.totalsFromSeries.map((field) => t(`totals.${field}`)).join(", ") }).replace(/^./, (c) =>
            c.toUpperCase(),
          )}
        </p>
      ) : null}
      {mayWrite ? <TotalsDisagree athleteId={athleteId} entry={e} etag={data.etag} decimal={decimal} /> : null}
      <ShotsSection athleteId={athleteId} entryId={entryId} mayWrite={mayWrite} expected={e.totalsFromShots} />
      <section aria-labelledby="series-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="series-heading" className="text-xl font-semibold">
            {t("scoreSeries")}
          </h2>
          {mayWrite && !editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t("editSeries")}
            </Button>
          ) : null}
        </div>
        <div className="mt-3">
          {editing ? (
            <SeriesEditor athleteId={athleteId} entry={e} etag={data.etag} onDone={() => setEditing(false)} />
          ) : (
            <SeriesView
              series={e.scoreSeries}
              decimal={decimal}
              shotsHref={mayWrite ? (n) => `/athletes/${athleteId}/journal/${entryId}/shots${n > 1 ? `?series=${n}` : ""}` : undefined}
            />
          )}
        </div>
      </section>
      <Reflection entry={e} isCoach={isCoach} />
      {isCoach ? (
        <section aria-labelledby="feedback-heading" className="mt-8">
          <h2 id="feedback-heading" className="text-xl font-semibold">
            {t("coachFeedback")}
          </h2>
          <CoachFeedbackForm athleteId={athleteId} entryId={entryId} current={e.coachFeedback} etag={data.etag} />
        </section>
      ) : null}
      <Logged entry={e} athleteId={athleteId} />
      <CommentsThread athleteId={athleteId} entryId={entryId} personId={who?.person?.id ?? null} isAthlete={isAthlete} />
    </>
  );
}

/** "Totals are the sums of all series; series 3 comes from its shots." */
function shotTotalsNote(series: JournalEntry["scoreSeries"], t: ReturnType<typeof useTranslations<"entryDetail">>): string {
  const plotted = series.filter((s) => s.fromShots).map((s) => s.seriesNumber);
  if (plotted.length === series.length) return t("sumsOfShots");
  return t(plotted.length === 1 ? "sumsOfSeriesOne" : "sumsOfSeriesMany", { series: plotted.join(", ") });
}

/**
 * Where the entry's own totals and its series disagree (587/600 over 60 shots above series of
 * 181/200 over 20), the page says so and offers to take the series' sums instead.
 */
function TotalsDisagree({
  athleteId,
  entry,
  etag,
  decimal,
}: {
  athleteId: string;
  entry: JournalEntry;
  etag: string | null;
  decimal: boolean;
}) {
  const t = useTranslations("entryDetail");
  const client = useQueryClient();
  const { number: fmt, score: scoreText } = useFormat();
  const [error, setError] = useState<string | null>(null);
  const series = entry.scoreSeries;
  if (series.length === 0 || entry.totalsFromShots) return null;
  const own = new Set(["score", "maxScore", "shotsFired"].filter((f) => !(entry.totalsFromSeries as string[]).includes(f)));
  const sum = (pick: (s: (typeof series)[number]) => number | null) =>
    series.every((s) => pick(s) !== null) ? Math.round(series.reduce((t, s) => t + (pick(s) ?? 0), 0) * 10) / 10 : null;
  const sums = { score: sum((s) => s.score), maxScore: sum((s) => s.maxScore), shotsFired: sum((s) => s.shotCount) };
  const differs = (["score", "maxScore", "shotsFired"] as const).filter(
    (f) => own.has(f) && entry[f] !== null && sums[f] !== null && entry[f] !== sums[f],
  );
  if (differs.length === 0) return null;
  const describe = (score: number | null, max: number | null, shots: number | null) =>
    `${scoreText(score, decimal)}${max !== null ? ` / ${fmt(max)}` : ""}${shots !== null ? ` ${t("overShots", { shots: fmt(shots) })}` : ""}`;
  const takeSums = async () => {
    const values = Object.fromEntries(JOURNAL_FIELD_NAMES.map((f) => [f, (entry as unknown as Record<string, unknown>)[f]]));
    for (const f of differs) values[f] = null;
    try {
      const saved = await apiFetchWithEtag<JournalEntry>(`/api/athletes/${athleteId}/journal/${entry.id}`, {
        method: "PUT",
        json: values,
        headers: etag ? { "if-match": etag } : {},
      });
      client.setQueryData(keys.journal.entry(athleteId, entry.id), saved);
      await client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
    } catch (problem) {
      setError(problem instanceof Error ? problem.message : t("unreachable"));
    }
  };
  return (
    <div role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p>
        {t("disagree", {
          own: describe(entry.score, entry.maxScore, entry.shotsFired),
          sums: describe(sums.score, sums.maxScore, sums.shotsFired),
        })}
      </p>
      <Button variant="secondary" className="mt-2" onClick={() => void takeSums()}>
        {t("useSums")}
      </Button>
      {error ? <p className="mt-2 text-red-800">{error}</p> : null}
    </div>
  );
}
