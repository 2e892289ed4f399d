"use client";
// A coach's week at a glance: one row per athlete with the last session, shots against plan,
// four-week compliance, readiness (flagged when low two days running), what waits for feedback, the
// next competition and the bests of the year; sortable by any column, each row opening the plan.
import { Link } from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { type ReactNode, useState } from "react";
import { type CoachedAthlete, useCoachedAthletes } from "@/components/people/api/people";
import { Alert } from "@/components/ui/alert";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";
import { compareIn } from "@/lib/i18n/intl-cache";

type Column = "name" | "lastSession" | "shots" | "compliance" | "readiness" | "waiting" | "nextCompetition";
const COLUMNS: Column[] = ["name", "lastSession", "shots", "compliance", "readiness", "waiting", "nextCompetition"];

/** Each column's sort value; nothing known sorts last either way. */
function valueOf(a: CoachedAthlete, column: Column): string | number | null {
  switch (column) {
    case "name":
      return a.name;
    case "lastSession":
      return a.lastSessionDate;
    case "shots":
      return a.shotsLast7Days;
    case "compliance":
      return a.complianceLast28Days;
    case "readiness":
      return a.latestReadiness;
    case "waiting":
      return a.awaitingFeedback;
    case "nextCompetition":
      return a.nextCompetition?.startDate ?? null;
  }
}

export function CoachPage() {
  const t = useTranslations("planning.coach");
  const locale = useLocale();
  const athletes = useCoachedAthletes(true);
  const [sort, setSort] = useState<{ column: Column; descending: boolean }>({ column: "name", descending: false });
  const compareText = compareIn(locale);
  const rows = [...(athletes.data ?? [])].sort((a, b) => {
    const [x, y] = [valueOf(a, sort.column), valueOf(b, sort.column)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === "number" && typeof y === "number" ? x - y : compareText(String(x), String(y));
    return sort.descending ? -order : order;
  });
  const sortBy = (column: Column) =>
    setSort((s) => ({ column, descending: s.column === column ? !s.descending : column !== "name" && column !== "nextCompetition" }));

  return (
    <div className="space-y-4">
      <h1 className="text-3xl font-semibold tracking-tight">{t("title")}</h1>
      {athletes.isPending ? <Placeholder className="h-40 rounded-lg" /> : null}
      {athletes.isError ? <Alert>{t("notLoaded")}</Alert> : null}
      {athletes.data && rows.length === 0 ? <p className="text-slate-700">{t("nobody")}</p> : null}
      {rows.length > 0 ? (
        <>
          {/* On a phone, one card per athlete, sorted with a choice; at a desk, the sortable table. */}
          <div className="lg:hidden">
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
              {t("sortBy")}
              <select
                value={sort.column}
                onChange={(event) => sortBy(event.target.value as Column)}
                className="rounded-md border border-slate-400 bg-white px-2 py-1.5"
              >
                {COLUMNS.map((column) => (
                  <option key={column} value={column}>
                    {t(`columns.${column}`)}
                  </option>
                ))}
              </select>
            </label>
            <ul aria-label={t("title")} className="mt-3 space-y-3">
              {rows.map((a) => (
                <Card key={a.athleteId} athlete={a} />
              ))}
            </ul>
          </div>
          <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white lg:block">
            <table className="w-full min-w-[56rem] text-left text-sm">
              <thead className="bg-slate-50">
                <tr>
                  {COLUMNS.map((column) => (
                    <th
                      key={column}
                      scope="col"
                      aria-sort={sort.column === column ? (sort.descending ? "descending" : "ascending") : "none"}
                      className="px-3 py-2 font-semibold"
                    >
                      <button
                        type="button"
                        onClick={() => sortBy(column)}
                        className="rounded underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-sky-700"
                      >
                        {t(`columns.${column}`)}
                        <span aria-hidden="true">{sort.column === column ? (sort.descending ? " ↓" : " ↑") : ""}</span>
                      </button>
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 font-semibold">
                    {t("columns.bests")}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((a) => (
                  <Row key={a.athleteId} athlete={a} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}

const LINK = "font-medium text-sky-800 underline underline-offset-4";

/** What each column shows for one athlete, the same in the table and on the cards. */
function useCells(a: CoachedAthlete): Record<Exclude<Column, "name"> | "bests", ReactNode> {
  const t = useTranslations("planning.coach");
  const format = useFormat();
  const day = (iso: string) => format.dateTime(iso, { day: "numeric", month: "short", timeZone: "UTC" });
  return {
    lastSession: a.lastSessionDate ? day(a.lastSessionDate) : t("none"),
    shots:
      a.plannedShotsLast7Days === null
        ? t("shotsUnplanned", { shots: a.shotsLast7Days })
        : t("shotsOfPlanned", { shots: a.shotsLast7Days, planned: a.plannedShotsLast7Days }),
    compliance: a.complianceLast28Days === null ? t("none") : `${format.number(a.complianceLast28Days * 100, 0)} %`,
    readiness: (
      <>
        {a.latestReadiness === null ? t("none") : t("readiness", { value: format.number(a.latestReadiness, 1) })}
        {a.readinessLowTwoDays ? (
          <span className="mt-1 block w-fit rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">{t("lowTwoDays")}</span>
        ) : null}
      </>
    ),
    waiting:
      a.awaitingFeedback > 0 && a.firstAwaitingFeedbackId ? (
        <Link href={`/athletes/${a.athleteId}/journal/${a.firstAwaitingFeedbackId}#feedback-heading`} className={LINK}>
          {t("waiting", { count: a.awaitingFeedback })}
        </Link>
      ) : (
        t("nothingWaiting")
      ),
    nextCompetition: a.nextCompetition ? (
      <>
        {a.nextCompetition.name}
        <span className="block text-xs text-slate-600">
          {day(a.nextCompetition.startDate)}
          {a.nextCompetition.priority ? ` · ${t("priority", { priority: a.nextCompetition.priority })}` : ""}
        </span>
      </>
    ) : (
      t("none")
    ),
    bests:
      a.seasonBest.length === 0 ? (
        t("none")
      ) : (
        <ul>
          {a.seasonBest.map((b) => (
            <li key={b.courseOfFireId}>
              {b.courseOfFireName}: <span className="font-semibold tabular-nums">{format.number(b.score, 1)}</span>
            </li>
          ))}
        </ul>
      ),
  };
}

function Name({ athlete: a }: { athlete: CoachedAthlete }) {
  return (
    <>
      <Link href={`/athletes/${a.athleteId}/plan`} className={LINK}>
        {a.name}
      </Link>
      <span className="block text-xs font-normal text-slate-600">{a.organizationName}</span>
    </>
  );
}

const FIGURES = ["lastSession", "shots", "compliance", "readiness", "waiting", "nextCompetition", "bests"] as const;

function Card({ athlete }: { athlete: CoachedAthlete }) {
  const t = useTranslations("planning.coach");
  const cells = useCells(athlete);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="font-semibold">
        <Name athlete={athlete} />
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        {FIGURES.map((figure) => (
          <div key={figure} className={figure === "bests" || figure === "nextCompetition" ? "col-span-2" : undefined}>
            <dt className="text-xs font-medium text-slate-600">{t(`columns.${figure}`)}</dt>
            <dd className="tabular-nums">{cells[figure]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

function Row({ athlete }: { athlete: CoachedAthlete }) {
  const cells = useCells(athlete);
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 font-semibold">
        <Name athlete={athlete} />
      </th>
      {FIGURES.map((figure) => (
        <td key={figure} className="px-3 py-2 tabular-nums">
          {cells[figure]}
        </td>
      ))}
    </tr>
  );
}
