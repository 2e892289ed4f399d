"use client";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { type FormEvent, useDeferredValue, useEffect } from "react";
import { useAthleteName } from "@/components/people/api/athlete-name";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useFormat } from "@/lib/client/reader-format";
import { entryIsDecimal, isDecimalScoring } from "@/lib/journal/scoring";
import { choicesWith, DISCIPLINES, SESSION_TYPES } from "@/lib/journal/vocabulary";
import { useChoiceLabel, useChoices, useCourseName } from "@/components/choices/choice-labels";
import { type JournalEntry, type JournalFilters, type JournalStats, useEntries, useStats } from "./api/journal";
import { useCoursesOfFire } from "./api/pickers";
import { usePendingDelete } from "@/components/ui/undo-delete";
import { useGoals } from "@/components/planning/api/plan";
import { ReadinessStrip } from "@/components/planning/readiness-strip";
import { scoringLabel, TrendChart } from "./trend-chart";

const FILTERS = ["from", "to", "discipline", "sessionType", "courseOfFireId"] as const;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}

function EntryRow({ athleteId, entry, withTime }: { athleteId: string; entry: JournalEntry; withTime: boolean }) {
  const t = useTranslations("journal");
  const choice = useChoiceLabel();
  const { number, score, dateTime, zonePending } = useFormat();
  const decimal = entryIsDecimal(entry);
  // No percentage: 585 / 600 and 617.5 / 654 are different events' scores, and side by side a
  // percentage would rank the worse session first.
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Link href={`/athletes/${athleteId}/journal/${entry.id}`} className="font-medium text-sky-800 underline underline-offset-4">
          {/* Written in UTC until the browser says its zone (a first visit): kept in place, unseen. */}
          <span className={zonePending ? "invisible" : undefined}>
            {dateTime(entry.sessionDate, {
              weekday: "short",
              year: "numeric",
              month: "short",
              day: "numeric",
              ...(withTime ? { hour: "2-digit", minute: "2-digit" } : {}),
            })}
          </span>
        </Link>
        <p className="text-lg font-semibold tabular-nums">
          {entry.score === null ? t("noScore") : `${score(entry.score, decimal)}${entry.maxScore ? ` / ${number(entry.maxScore)}` : ""}`}
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {[
          choice("sessionTypes", entry.sessionType),
          choice("disciplines", entry.discipline),
          choice("positions", entry.position),
          entry.courseOfFireCode,
        ]
          .filter(Boolean)
          .join(" · ") || t("session")}
      </p>
      {entry.scoreSeries.length > 0 ? (
        <p className="text-sm text-slate-600">
          {t("seriesLine", { series: entry.scoreSeries.length, tens: entry.numberOfTens ?? "–", xs: entry.numberOfXs ?? "–" })}
        </p>
      ) : null}
    </li>
  );
}

/**
 * Bests and averages per course of fire, in the event's own scores: integer and decimal scoring of
 * one course are separate rows, never compared as percentages.
 */
function CourseBests({ stats }: { stats: JournalStats }) {
  const t = useTranslations("journal");
  const rows = stats.byCourseOfFire;
  const { number, score, dateTime, zonePending } = useFormat();
  const day = (iso: string) => (zonePending ? "\u00a0" : dateTime(iso, { dateStyle: "medium" }));
  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="font-medium">{t("byCourse")}</h3>
      {stats.sessionsWithoutCourseOfFire > 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t("withoutCourse", { count: stats.sessionsWithoutCourseOfFire })}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t("noBests")}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {rows.map((row) => {
            const decimal = isDecimalScoring([], row.scoring);
            return (
              <li key={`${row.courseOfFireId}-${row.maxScore ?? ""}`} className="py-2">
                <p className="font-medium">
                  {row.courseOfFireCode}
                  <span className="font-normal text-slate-600">
                    {" "}
                    · {scoringLabel(row, number, t)} · {t("sessionCount", { count: row.sessions })}
                  </span>
                </p>
                <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
                  <div>
                    <dt className="break-words text-slate-600">{t("personalBest")}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{score(row.personalBest.score, decimal)}</dd>
                    <dd className="text-xs text-slate-600">{day(row.personalBest.sessionDate)}</dd>
                  </div>
                  <div>
                    <dt className="break-words text-slate-600">{t("seasonBest")}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{row.seasonBest ? score(row.seasonBest.score, decimal) : "–"}</dd>
                    {row.seasonBest ? <dd className="text-xs text-slate-600">{day(row.seasonBest.sessionDate)}</dd> : null}
                  </div>
                  <div>
                    <dt className="break-words text-slate-600">{t("average")}</dt>
                    <dd className="text-lg font-semibold tabular-nums">{score(row.averageScore, decimal)}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** Opened as "#statistics" (the menu's Statistics), the page scrolls there once the figures are drawn. */
function useScrollToStatistics(drawn: boolean) {
  useEffect(() => {
    if (drawn && window.location.hash === "#statistics") document.getElementById("statistics")?.scrollIntoView();
  }, [drawn]);
}

export function JournalList({ athleteId, mayWrite, filters }: { athleteId: string; mayWrite: boolean; filters: JournalFilters }) {
  // The filters live in the address, so they survive a reload, Back and a shared link.
  const t = useTranslations("journal");
  const worded = useChoices();
  const courseName = useCourseName();
  const tf = useTranslations("journalFields");
  const router = useRouter();
  const pathname = usePathname();
  const entries = useEntries(athleteId, filters);
  const stats = useStats(athleteId, filters);
  const courses = useCoursesOfFire();
  const deleting = usePendingDelete();
  const { number, dateTime } = useFormat();
  const { reader, name } = useAthleteName(athleteId);
  const goals = useGoals(athleteId, reader === "athlete" || reader === "coach");
  const planning = useTranslations("planning");

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const name of FILTERS) {
      const value = String(data.get(name) ?? "").trim();
      if (value) params.set(name, value);
    }
    router.push(params.size > 0 ? `${pathname}?${params}` : pathname, { scroll: false });
  };
  // The sessions and figures arriving are drawn as a transition, in slices the page can answer taps
  // between, instead of one long task (a query's update is otherwise drawn at once, whole).
  const entriesData = useDeferredValue(entries.data);
  const statsData = useDeferredValue(stats.data);
  const filtered = FILTERS.some((name) => filters[name]);
  const shown = (entriesData?.pages ?? []).flatMap((page) => page.items).filter((entry) => entry.id !== deleting?.id);
  // Two sessions on one day are told apart by their time.
  const dayOf = (iso: string) => dateTime(iso, { year: "numeric", month: "numeric", day: "numeric" });
  const sessionsOn = new Map<string, number>();
  for (const entry of shown) sessionsOn.set(dayOf(entry.sessionDate), (sessionsOn.get(dayOf(entry.sessionDate)) ?? 0) + 1);
  // The statistics come after the sessions once they are listed: drawn before, the list would push
  // them down as it arrives (a first visit, with nothing from the server, shifted by 0.76).
  const listed = entriesData !== undefined || entries.isError;
  useScrollToStatistics(listed && Boolean(statsData));

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-semibold tracking-tight">
          {reader === "athlete" || !name ? t("title") : t("whoseJournal", { name })}
        </h1>
        <div className="flex flex-wrap gap-2">
          <a
            href="#statistics"
            className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            {t("statistics")}
          </a>
          {mayWrite ? (
            <>
              <Link
                href={`/athletes/${athleteId}/journal/import`}
                className="rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100"
              >
                {t("import")}
              </Link>
              <Link
                href={`/athletes/${athleteId}/journal/new`}
                className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900"
              >
                {t("newEntry")}
              </Link>
            </>
          ) : null}
        </div>
      </div>

      <form
        key={JSON.stringify(filters)}
        onSubmit={apply}
        className="mt-6 grid grid-cols-2 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-3 sm:items-end"
        aria-label={t("filterLabel")}
      >
        <TextField label={t("from")} name="from" type="date" defaultValue={filters.from ?? ""} />
        <TextField label={t("to")} name="to" type="date" defaultValue={filters.to ?? ""} />
        <SelectField
          label={tf("fields.discipline.label")}
          name="discipline"
          placeholder={t("any")}
          options={choicesWith(worded("disciplines", DISCIPLINES), filters.discipline)}
          defaultValue={filters.discipline ?? ""}
        />
        <SelectField
          label={tf("fields.sessionType.label")}
          name="sessionType"
          placeholder={t("any")}
          options={choicesWith(worded("sessionTypes", SESSION_TYPES), filters.sessionType)}
          defaultValue={filters.sessionType ?? ""}
        />
        <SelectField
          label={tf("fields.courseOfFireId.label")}
          name="courseOfFireId"
          placeholder={t("any")}
          className="col-span-2 sm:col-span-1"
          options={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code}: ${courseName(c)}` }))}
          defaultValue={filters.courseOfFireId ?? ""}
        />
        <div className="col-span-2 flex gap-3 sm:col-span-1">
          <Button type="submit">{t("applyFilters")}</Button>
          {filtered ? (
            <Button variant="secondary" onClick={() => router.push(pathname, { scroll: false })}>
              {t("clear")}
            </Button>
          ) : null}
        </div>
      </form>

      <section aria-labelledby="entries-heading" className="mt-8">
        <h2 id="entries-heading" className="text-xl font-semibold">
          {t("sessions")}
        </h2>
        {!listed ? <p className="mt-3 text-slate-600">{t("loadingSessions")}</p> : null}
        {entries.isError ? (
          <div className="mt-3">
            <Alert>{entries.error.message}</Alert>
          </div>
        ) : null}
        {entriesData && entriesData.pages[0]?.items.length === 0 ? (
          <p className="mt-3 text-slate-600">{mayWrite ? t("noneMatchOwn") : name ? t("noneMatchIn", { name }) : t("noneMatch")}</p>
        ) : null}
        <ul className="mt-3 space-y-3">
          {shown.map((entry) => (
            <EntryRow key={entry.id} athleteId={athleteId} entry={entry} withTime={(sessionsOn.get(dayOf(entry.sessionDate)) ?? 0) > 1} />
          ))}
        </ul>
        {entriesData && entriesData.pages[0]?.items.length ? (
          <p className="mt-4 text-sm text-slate-700">
            {t("download")}{" "}
            {[
              ["zip", t("downloadZip")],
              ["csv", t("downloadCsv")],
              ["json", t("downloadJson")],
            ].map(([format, label], i) => (
              <span key={format}>
                {i > 0 ? " · " : ""}
                <a
                  href={`/api/athletes/${athleteId}/journal/export?format=${format}`}
                  download
                  className="text-sky-800 underline underline-offset-4"
                >
                  {label}
                </a>
              </span>
            ))}
          </p>
        ) : null}
        {entries.hasNextPage ? (
          <Button variant="secondary" className="mt-4" onClick={() => void entries.fetchNextPage()} disabled={entries.isFetchingNextPage}>
            {entries.isFetchingNextPage ? t("loading") : t("showMore")}
          </Button>
        ) : null}
      </section>
      {listed ? (
        <section id="statistics" aria-labelledby="summary-heading" className="mt-10 scroll-mt-4">
          <h2 id="summary-heading" className="mb-3 text-xl font-semibold">
            {reader === "athlete" || !name ? t("statistics") : t("whoseStatistics", { name })}
          </h2>
          {stats.isError ? <Alert>{stats.error.message}</Alert> : null}
          {statsData ? (
            <>
              <dl className="grid grid-cols-3 gap-3">
                <Figure label={t("sessions")} value={number(statsData.sessionCount, 0)} />
                <Figure label={t("shots")} value={number(statsData.shotsFired, 0)} />
                <Figure label={t("tensPer60")} value={number(statsData.tensPer60)} />
              </dl>
              <CourseBests stats={statsData} />
              <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
                <h3 className="mb-2 font-medium">{t("scoreTrend")}</h3>
                <TrendChart courses={statsData.byCourseOfFire} goals={goals.data?.items} />
              </div>
              {reader === "athlete" || reader === "coach" ? (
                <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
                  <h3 className="mb-2 font-medium">{planning("readinessStrip.title")}</h3>
                  <ReadinessStrip athleteId={athleteId} />
                </div>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
