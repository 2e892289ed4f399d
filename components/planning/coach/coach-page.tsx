"use client";
// A coach's week at a glance: one row per athlete with the last session, shots against plan,
// four-week compliance, readiness (flagged when low two days running), what waits for feedback, the
// next competition and the bests of the year; sortable by any column, each row opening the plan.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { type CoachedAthlete, useCoachedAthletes } from "@/components/people/api/people";
import { Alert } from "@/components/ui/alert";
import { Placeholder } from "@/components/ui/placeholder";
import { useFormat } from "@/lib/client/reader-format";

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
  const rows = [...(athletes.data ?? [])].sort((a, b) => {
    const [x, y] = [valueOf(a, sort.column), valueOf(b, sort.column)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y), locale);
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
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
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
      ) : null}
    </div>
  );
}

function Row({ athlete: a }: { athlete: CoachedAthlete }) {
  const t = useTranslations("planning.coach");
  const format = useFormat();
  const day = (iso: string) => format.dateTime(iso, { day: "numeric", month: "short", timeZone: "UTC" });
  const link = "font-medium text-sky-800 underline underline-offset-4";
  return (
    <tr className="align-top">
      <th scope="row" className="px-3 py-2 font-semibold">
        <Link href={`/athletes/${a.athleteId}/plan`} className={link}>
          {a.name}
        </Link>
        <span className="block text-xs font-normal text-slate-600">{a.organizationName}</span>
      </th>
      <td className="px-3 py-2">{a.lastSessionDate ? day(a.lastSessionDate) : t("none")}</td>
      <td className="px-3 py-2 tabular-nums">
        {a.plannedShotsLast7Days === null
          ? t("shotsUnplanned", { shots: a.shotsLast7Days })
          : t("shotsOfPlanned", { shots: a.shotsLast7Days, planned: a.plannedShotsLast7Days })}
      </td>
      <td className="px-3 py-2 tabular-nums">
        {a.complianceLast28Days === null ? t("none") : `${format.number(a.complianceLast28Days * 100, 0)} %`}
      </td>
      <td className="px-3 py-2 tabular-nums">
        {a.latestReadiness === null ? t("none") : t("readiness", { value: format.number(a.latestReadiness, 1) })}
        {a.readinessLowTwoDays ? (
          <span className="mt-1 block w-fit rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900">{t("lowTwoDays")}</span>
        ) : null}
      </td>
      <td className="px-3 py-2">
        {a.awaitingFeedback > 0 && a.firstAwaitingFeedbackId ? (
          <Link href={`/athletes/${a.athleteId}/journal/${a.firstAwaitingFeedbackId}#feedback-heading`} className={link}>
            {t("waiting", { count: a.awaitingFeedback })}
          </Link>
        ) : (
          t("nothingWaiting")
        )}
      </td>
      <td className="px-3 py-2">
        {a.nextCompetition ? (
          <>
            {a.nextCompetition.name}
            <span className="block text-xs text-slate-600">
              {day(a.nextCompetition.startDate)}
              {a.nextCompetition.priority ? ` · ${t("priority", { priority: a.nextCompetition.priority })}` : ""}
            </span>
          </>
        ) : (
          t("none")
        )}
      </td>
      <td className="px-3 py-2">
        {a.seasonBest.length === 0 ? (
          t("none")
        ) : (
          <ul>
            {a.seasonBest.map((b) => (
              <li key={b.courseOfFireId}>
                {b.courseOfFireName}: <span className="font-semibold tabular-nums">{format.number(b.score, 1)}</span>
              </li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
