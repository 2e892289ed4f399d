"use client";
// One result list as a table: rank, athlete (with classes), club, series, total, inner tens, and what
// decided a tie in plain words. Large mode is for the hall's screen: big type, fewer columns.
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import { decidedWords, listCounts, scoreText, statusWords } from "@/lib/match/results-words";
import type { ResultList } from "./api";

export function ResultTable({ list, large = false }: { list: ResultList; large?: boolean }) {
  const t = useTranslations("matchResults");
  const locale = useLocale();
  const say = (key: string, values?: Record<string, string | number>) => t(key as Parameters<typeof t>[0], values);
  const counts = listCounts(list.rows);
  const decimal = list.rankingRule === "issf-decimal";
  const tensLabel = t(list.rankingRule === "x-count" ? "xs" : "innerTens");
  const showTens = list.rows.some((r) => r.innerTens !== null);
  if (list.rows.length === 0) return <p className="py-6 text-slate-600">{t("empty")}</p>;
  const cell = large ? "px-3 py-2" : "px-2 py-1.5";
  // On a phone the series give way to the total; from 640 px they show.
  const seriesCell = large ? "hidden xl:table-cell" : "hidden sm:table-cell";
  return (
    <div className="overflow-x-auto">
      <table className={`w-full border-collapse ${large ? "text-3xl" : "text-sm"}`}>
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-600">
            <th scope="col" className={`${cell} text-right`}>
              {t("rank")}
            </th>
            <th scope="col" className={cell}>
              {t("athlete")}
            </th>
            <th scope="col" className={`${cell} ${large ? "" : "hidden md:table-cell"}`}>
              {t("club")}
            </th>
            {Array.from({ length: counts.series }, (_, i) => (
              <th key={i} scope="col" className={`${cell} ${seriesCell} text-right`}>
                <span className="sr-only">{t("series", { number: i + 1 })}</span>
                <span aria-hidden>{i + 1}</span>
              </th>
            ))}
            <th scope="col" className={`${cell} text-right`}>
              {t("total")}
            </th>
            {showTens && (
              <th scope="col" className={`${cell} text-right ${large ? "" : "hidden sm:table-cell"}`}>
                {tensLabel}
              </th>
            )}
            <th scope="col" className={`${cell} ${large ? "hidden" : ""}`}>
              {t("decidedBy")}
            </th>
          </tr>
        </thead>
        <tbody>
          {list.rows.map((row) => (
            <tr key={row.entryId} className="border-b border-slate-200 align-top" data-testid="result-row">
              <td className={`${cell} text-right font-semibold tabular-nums`}>{row.rank ?? ""}</td>
              <td className={cell}>
                <span className="font-medium">{row.athleteName}</span>
                {!large && row.classifications.length > 0 && (
                  <span className="block text-xs text-slate-500">{row.classifications.join(", ")}</span>
                )}
                {!large && row.organizationName && <span className="block text-xs text-slate-500 md:hidden">{row.organizationName}</span>}
              </td>
              <td className={`${cell} ${large ? "" : "hidden md:table-cell"}`}>{row.organizationName ?? ""}</td>
              {Array.from({ length: counts.series }, (_, i) => (
                <td key={i} className={`${cell} ${seriesCell} text-right tabular-nums text-slate-600`}>
                  {scoreText(row.series[i] ?? null, decimal, locale)}
                </td>
              ))}
              <td className={`${cell} text-right font-semibold tabular-nums`}>
                {row.rank === null ? (
                  <span className="font-normal text-slate-600">{statusWords(say, row)}</span>
                ) : (
                  <>
                    {scoreText(row.score, decimal, locale)}
                    {row.corrected && (
                      <abbr title={t("correctedMark")} className="ml-0.5 text-amber-700 no-underline">
                        *
                      </abbr>
                    )}
                  </>
                )}
              </td>
              {showTens && (
                <td className={`${cell} text-right tabular-nums ${large ? "" : "hidden sm:table-cell"}`}>{row.innerTens ?? ""}</td>
              )}
              <td className={`${cell} text-slate-600 ${large ? "hidden" : ""}`}>{decidedWords(say, row.decidedBy, counts)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {!large && list.rows.some((r) => r.corrected) && <p className="mt-2 text-xs text-slate-500">{t("correctedNote")}</p>}
    </div>
  );
}

/** "Provisional" or "Official", as a badge. */
export function StatusBadge({ status, large = false }: { status: ResultList["status"]; large?: boolean }) {
  const t = useTranslations("matchResults");
  const style =
    status === "official" ? "bg-emerald-100 text-emerald-900 border-emerald-300" : "bg-amber-100 text-amber-900 border-amber-300";
  return (
    <span
      data-testid="results-status"
      className={`inline-block rounded-full border px-3 py-0.5 font-semibold ${large ? "text-2xl" : "text-sm"} ${style}`}
    >
      {t(status)}
    </span>
  );
}

/** The course and class pickers. */
export function ListPickers({
  list,
  onChange,
}: {
  list: ResultList;
  onChange: (choice: { courseOfFireId?: string; classificationId?: string }) => void;
}) {
  const t = useTranslations("matchResults");
  const id = useId();
  const select = "mt-1 block w-full rounded-md border border-slate-400 bg-white px-2 py-2 text-sm sm:w-72";
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      {list.courses.length > 1 && (
        <div className="text-sm font-medium">
          <label htmlFor={`${id}-course`}>{t("course")}</label>
          <select
            id={`${id}-course`}
            className={select}
            value={list.course?.id ?? ""}
            onChange={(e) => onChange({ courseOfFireId: e.target.value, classificationId: list.classification?.id })}
          >
            {list.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {list.classifications.length > 0 && (
        <div className="text-sm font-medium">
          <label htmlFor={`${id}-class`}>{t("classification")}</label>
          <select
            id={`${id}-class`}
            className={select}
            value={list.classification?.id ?? ""}
            onChange={(e) => onChange({ courseOfFireId: list.course?.id, classificationId: e.target.value || undefined })}
          >
            <option value="">{t("allClasses")}</option>
            {list.classifications.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </div>
  );
}
