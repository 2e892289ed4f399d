"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useState } from "react";
import { useSession } from "@/components/session/api/get-session";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useEntry } from "./api/entry";
import { CoachFeedbackForm } from "./coach-feedback-form";
import { ShotsSection } from "@/components/shots/shots-section";
import { CommentsThread } from "./comments-thread";
import { SeriesView } from "./series-view";

// The editor (react-hook-form and the shared zod schemas) loads when someone starts editing, so
// reading a session downloads none of it.
const SeriesEditor = dynamic(() => import("./series-editor").then((m) => m.SeriesEditor), {
  loading: () => <p className="text-slate-600">Loading the editor…</p>,
});

const totalLabels = { score: "score", maxScore: "maximum", shotsFired: "shots", numberOfXs: "Xs" } as const;

const fmt = (v: number | null) => (v === null ? "–" : v.toLocaleString(undefined, { maximumFractionDigits: 1 }));

export function EntryDetail({ athleteId, entryId }: { athleteId: string; entryId: string }) {
  const entry = useEntry(athleteId, entryId);
  const session = useSession();
  const [editing, setEditing] = useState(false);
  if (entry.isPending) return <p className="text-slate-600">Loading…</p>;
  if (entry.isError) return <Alert>{entry.error.message}</Alert>;
  const e = entry.data.body;
  const who = session.data;
  const isAthlete = who?.grants.some((g) => g.role === "athlete" && g.athleteId === athleteId) ?? false;
  const isCoach = who?.grants.some((g) => g.role === "coach" && g.athleteId === athleteId) ?? false;
  const mayWrite = (who?.admin ?? false) || isAthlete;
  const when = new Date(e.sessionDate).toLocaleString(undefined, { dateStyle: "full", timeStyle: "short" });
  return (
    <>
      <p>
        <Link href={`/athletes/${athleteId}/journal`} className="text-sm text-sky-800 underline underline-offset-4">
          Back to the journal
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">{when}</h1>
      <p className="mt-1 text-slate-700">{[e.sessionType, e.discipline, e.position, e.courseOfFireName].filter(Boolean).join(" · ")}</p>
      {e.linkedCompetitionName ? <p className="mt-1 text-slate-700">Competition: {e.linkedCompetitionName}</p> : null}
      {mayWrite ? (
        <p className="mt-3">
          <Link
            href={`/athletes/${athleteId}/journal/${entryId}/edit`}
            className="inline-flex rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700"
          >
            Edit session
          </Link>
        </p>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Score", `${fmt(e.score)}${e.maxScore ? ` / ${fmt(e.maxScore)}` : ""}`],
          ["Shots", fmt(e.shotsFired)],
          ["Tens", fmt(e.numberOfTens)],
          ["Xs", fmt(e.numberOfXs)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {e.totalsFromShots ? (
        <p className="mt-2 text-sm text-slate-600">Score, shots, tens and Xs are the sums of the shots below.</p>
      ) : e.totalsFromSeries.length > 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {`${e.totalsFromSeries.map((field) => totalLabels[field]).join(", ")}: summed from the series.`.replace(/^./, (c) =>
            c.toUpperCase(),
          )}
        </p>
      ) : null}
      <ShotsSection athleteId={athleteId} entryId={entryId} mayWrite={mayWrite} />
      <section aria-labelledby="series-heading" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="series-heading" className="text-xl font-semibold">
            Score series
          </h2>
          {mayWrite && !editing ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit series
            </Button>
          ) : null}
        </div>
        <div className="mt-3">
          {editing ? (
            <SeriesEditor athleteId={athleteId} entry={e} etag={entry.data.etag} onDone={() => setEditing(false)} />
          ) : (
            <SeriesView series={e.scoreSeries} />
          )}
        </div>
      </section>
      {isCoach ? (
        <section aria-labelledby="feedback-heading" className="mt-8">
          <h2 id="feedback-heading" className="text-xl font-semibold">
            Coach feedback
          </h2>
          <CoachFeedbackForm athleteId={athleteId} entryId={entryId} current={e.coachFeedback} etag={entry.data.etag} />
        </section>
      ) : null}
      {(e.coachFeedback && !isCoach) || e.whatWentWell || e.nextSessionActionItems ? (
        <section aria-labelledby="reflection-heading" className="mt-8 space-y-2">
          <h2 id="reflection-heading" className="text-xl font-semibold">
            Reflection
          </h2>
          {e.whatWentWell ? (
            <p>
              <span className="font-medium">What went well:</span> {e.whatWentWell}
            </p>
          ) : null}
          {e.coachFeedback && !isCoach ? (
            <p>
              <span className="font-medium">Coach feedback:</span> {e.coachFeedback}
            </p>
          ) : null}
          {e.nextSessionActionItems ? (
            <p>
              <span className="font-medium">Next time:</span> {e.nextSessionActionItems}
            </p>
          ) : null}
        </section>
      ) : null}
      <CommentsThread athleteId={athleteId} entryId={entryId} personId={who?.person?.id ?? null} isAthlete={isAthlete} />
    </>
  );
}
