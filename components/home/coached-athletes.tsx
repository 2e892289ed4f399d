"use client";
// A coach's home: one row per athlete they coach, with what to open first: the latest session, the
// sessions waiting for a word from a coach, and how the last four weeks went on one course of fire.
import { Link } from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { type CoachedAthlete, useCoachedAthletes } from "@/components/people/api/people";
import { Alert } from "@/components/ui/alert";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";
import { formatNumber } from "@/lib/i18n/intl-cache";
import type { CoachTagCode } from "@/lib/schemas/people";
import { useCourseName } from "@/components/choices/choice-labels";

const link = "font-medium text-sky-800 underline underline-offset-4";
type Translate = ReturnType<typeof useTranslations<"home">>;

/** A score as the language writes it, without grouping (1180, not 1,180), a tenth where it has one. */
const scoreIn = (locale: string) => (score: number) => {
  const digits = Number.isInteger(score) ? 0 : 1;
  return formatNumber(score, locale, { useGrouping: false, minimumFractionDigits: digits, maximumFractionDigits: digits });
};

/**
 * Each tag's words in the page's language, by its code: a record over every code, so a new tag does
 * not compile before it has its words. The "no feedback yet" tag is the waiting column's, not a chip.
 */
const TAG_TEXT: Record<CoachTagCode, ((t: Translate, value: number | null) => string) | null> = {
  shortSleep: (t, hours) => t("coach.flags.slept", { hours: hours ?? "" }),
  highStress: (t, level) => t("coach.flags.stress", { level: level ?? "" }),
  openActionItem: (t) => t("coach.flags.openActionItem"),
  noFeedback: null,
};

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
  const t = useTranslations("home");
  const courseName = useCourseName();
  const scoreText = scoreIn(useLocale());
  const trend = athlete.trend;
  if (!trend) return <p className="text-sm text-slate-600">{t("coach.noTrend")}</p>;
  const words = trend.weeks.map((w) => (w.averageScore === null ? "–" : scoreText(w.averageScore))).join(" · ");
  return (
    <div className="flex items-center gap-3">
      <Sparkline trend={trend} />
      <p className="min-w-0 text-sm text-slate-700">
        <span className="sr-only">{t("coach.weeklyAverages")} </span>
        <span className="font-medium text-slate-900">{words}</span>
        <span className="block text-xs text-slate-600">{courseName(trend.courseOfFireName)}</span>
      </p>
    </div>
  );
}

function AthleteRow({ athlete }: { athlete: CoachedAthlete }) {
  const t = useTranslations("home");
  const plan = useTranslations("planning");
  const { dateTime } = useFormat();
  const dateText = (iso: string) => dateTime(iso, { day: "numeric", month: "short", timeZone: "UTC" });
  const scoreText = scoreIn(useLocale());
  const latest = athlete.latest[0];
  const chips = (latest?.tags ?? []).flatMap((tag) => {
    const text = TAG_TEXT[tag.code]?.(t, tag.value);
    return text ? [[tag.code, text] as const] : [];
  });
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
        <Link href={`/athletes/${athlete.athleteId}/plan`} className="text-sm text-sky-800 underline underline-offset-4">
          {plan("title")}
        </Link>
      </div>
      <div className="text-sm">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 sm:hidden">{t("coach.latest")}</p>
        {latest && athlete.lastSessionDate ? (
          <Link href={`${journal}/${latest.id}`} className={link}>
            {dateText(athlete.lastSessionDate)}
            {athlete.lastSessionScore !== null ? `: ${scoreText(athlete.lastSessionScore)}` : ""}
          </Link>
        ) : (
          <span className="text-slate-600">{t("coach.noSessions")}</span>
        )}
        {chips.length > 0 ? (
          <span className="mt-1 flex flex-wrap gap-1">
            {chips.map(([code, text]) => (
              <span key={code} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-950">
                {text}
              </span>
            ))}
          </span>
        ) : null}
        <p className="mt-1 text-xs text-slate-600">
          {t("coach.lastWeek", { sessions: athlete.sessionsLast7Days, shots: athlete.shotsLast7Days })}
        </p>
      </div>
      <div className="text-sm">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 sm:hidden">{t("coach.waiting")}</p>
        {athlete.awaitingFeedback > 0 && athlete.firstAwaitingFeedbackId ? (
          <Link
            href={`${journal}/${athlete.firstAwaitingFeedbackId}#feedback-heading`}
            className="inline-flex min-h-9 items-center rounded-full bg-amber-100 px-3 font-medium text-amber-950 underline-offset-4 hover:underline"
          >
            {t("coach.waitingCount", { count: athlete.awaitingFeedback })}
          </Link>
        ) : (
          <span className="text-slate-600">{t("coach.nothingWaiting")}</span>
        )}
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500 sm:hidden">{t("coach.weekly")}</p>
        <Trend athlete={athlete} />
      </div>
    </li>
  );
}

export function CoachedAthletes() {
  const t = useTranslations("home");
  const plan = useTranslations("planning");
  const athletes = useCoachedAthletes(true);
  return (
    <section aria-labelledby="coach-home" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id="coach-home" className="text-xl font-semibold">
        {t("coach.heading")}
      </h2>
      {athletes.isPending ? <Placeholder className="mt-3 h-16 rounded" /> : null}
      {athletes.isError ? <Alert>{t("coach.notLoaded", { message: athletes.error.message })}</Alert> : null}
      {athletes.data?.length === 0 ? <p className="mt-2 text-slate-700">{t("coach.nobody")}</p> : null}
      {athletes.data && athletes.data.length > 0 ? (
        <>
          <div
            aria-hidden="true"
            className="mt-3 hidden grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.4fr)] gap-4 border-b border-slate-200 pb-2 text-xs font-medium uppercase tracking-wide text-slate-500 sm:grid"
          >
            <span>{t("coach.athlete")}</span>
            <span>{t("coach.latest")}</span>
            <span>{t("coach.waiting")}</span>
            <span>{t("coach.weekly")}</span>
          </div>
          <ul className="divide-y divide-slate-100">
            {athletes.data.map((athlete) => (
              <AthleteRow key={athlete.athleteId} athlete={athlete} />
            ))}
          </ul>
          <p className="mt-3">
            <Link href="/coach" className={link}>
              {plan("coach.open")}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
