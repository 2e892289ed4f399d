"use client";
// A coach's home: one row per athlete they coach, with what to open first: the latest session, the
// sessions waiting for a word from a coach, and how the last four weeks went on one course of fire.
import Link from "next/link";
import { type CoachedAthlete, useCoachedAthletes } from "@/components/people/api/people";
import { Alert } from "@/components/ui/alert";
import { Placeholder } from "@/components/ui/placeholder";

const link = "font-medium text-sky-800 underline underline-offset-4";
const dateText = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", timeZone: "UTC" });
const scoreText = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(1));

/** Four weekly averages as a small line; a week without a session is a gap, and the words say the same. */
function Sparkline({ trend }: { trend: NonNullable<CoachedAthlete["trend"]> }) {
  const values = trend.weeks.map((w) => w.averageScore);
  const known = values.filter((v): v is number => v !== null);
  const [low, high] = [Math.min(...known), Math.max(...known)];
  const y = (v: number) => (high === low ? 14 : 24 - ((v - low) / (high - low)) * 20);
  const points = values.map((v, i) => (v === null ? null : { x: 6 + i * 28, y: y(v) }));
  const segments = points.slice(1).flatMap((p, i) => {
    const before = points[i];
    return p && before ? [{ from: before, to: p }] : [];
  });
  return (
    <svg viewBox="0 0 96 28" className="h-7 w-24 shrink-0" aria-hidden="true">
      {segments.map(({ from, to }) => (
        <line key={from.x} x1={from.x} y1={from.y} x2={to.x} y2={to.y} className="stroke-sky-700" strokeWidth="2" />
      ))}
      {points.map((p, i) =>
        p ? (
          <circle key={i} cx={p.x} cy={p.y} r="2.5" className="fill-sky-800" />
        ) : (
          <circle key={i} cx={6 + i * 28} cy={24} r="1.5" className="fill-slate-300" />
        ),
      )}
    </svg>
  );
}

function Trend({ athlete }: { athlete: CoachedAthlete }) {
  const trend = athlete.trend;
  if (!trend) return <p className="text-sm text-slate-600">No scored sessions on a course of fire in the last four weeks.</p>;
  const words = trend.weeks.map((w) => (w.averageScore === null ? "none" : scoreText(w.averageScore))).join(", ");
  return (
    <div className="flex items-center gap-3">
      <Sparkline trend={trend} />
      <p className="min-w-0 text-sm text-slate-700">
        <span className="sr-only">Weekly averages, oldest first: </span>
        <span className="font-medium text-slate-900">{words.replaceAll(", ", " · ").replaceAll("none", "–")}</span>
        <span className="block text-xs text-slate-600">{trend.courseOfFireName}</span>
      </p>
    </div>
  );
}

function AthleteRow({ athlete }: { athlete: CoachedAthlete }) {
  const latest = athlete.latest[0];
  const journal = `/athletes/${athlete.athleteId}/journal`;
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)] sm:items-center sm:gap-4">
      <div className="min-w-0">
        <h3 className="font-semibold">
          <Link href={journal} className={link}>
            {athlete.name}
          </Link>
        </h3>
        <p className="truncate text-sm text-slate-600">{athlete.organizationName}</p>
      </div>
      <div className="text-sm">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 sm:hidden">Latest session</p>
        {latest && athlete.lastSessionDate ? (
          <Link href={`${journal}/${latest.id}`} className={link}>
            {dateText(athlete.lastSessionDate)}
            {athlete.lastSessionScore !== null ? `: ${scoreText(athlete.lastSessionScore)}` : ""}
          </Link>
        ) : (
          <span className="text-slate-600">No sessions yet</span>
        )}
        {latest && latest.flags.some((flag) => flag !== "No feedback yet") ? (
          <span className="mt-1 flex flex-wrap gap-1">
            {latest.flags
              .filter((flag) => flag !== "No feedback yet")
              .map((flag) => (
                <span key={flag} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-950">
                  {flag}
                </span>
              ))}
          </span>
        ) : null}
        <p className="mt-1 text-xs text-slate-600">
          {athlete.sessionsLast7Days} {athlete.sessionsLast7Days === 1 ? "session" : "sessions"}, {athlete.shotsLast7Days} shots in 7 days
        </p>
      </div>
      <div className="text-sm">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 sm:hidden">Waiting for feedback</p>
        {athlete.awaitingFeedback > 0 && athlete.firstAwaitingFeedbackId ? (
          <Link
            href={`${journal}/${athlete.firstAwaitingFeedbackId}#feedback-heading`}
            className="inline-flex min-h-9 items-center rounded-full bg-amber-100 px-3 font-medium text-amber-950 underline-offset-4 hover:underline"
          >
            {athlete.awaitingFeedback} waiting for feedback
          </Link>
        ) : (
          <span className="text-slate-600">Nothing waiting</span>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 sm:hidden">Weekly average, last four weeks</p>
        <Trend athlete={athlete} />
      </div>
    </li>
  );
}

export function CoachedAthletes() {
  const athletes = useCoachedAthletes(true);
  return (
    <section aria-labelledby="coach-home" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="coach-home" className="text-xl font-semibold">
        Your athletes
      </h2>
      {athletes.isPending ? <Placeholder className="mt-3 h-16 rounded" /> : null}
      {athletes.isError ? <Alert>Your athletes could not be loaded: {athletes.error.message}</Alert> : null}
      {athletes.data?.length === 0 ? <p className="mt-2 text-slate-700">Nobody has asked you to coach them yet.</p> : null}
      {athletes.data && athletes.data.length > 0 ? (
        <>
          <div
            aria-hidden="true"
            className="mt-3 hidden grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)] gap-4 border-b border-slate-200 pb-2 text-xs font-medium uppercase tracking-wide text-slate-500 sm:grid"
          >
            <span>Athlete</span>
            <span>Latest session</span>
            <span>Waiting for feedback</span>
            <span>Weekly average, last four weeks</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {athletes.data.map((athlete) => (
              <AthleteRow key={athlete.athleteId} athlete={athlete} />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
