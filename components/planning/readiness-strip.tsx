"use client";
// Readiness beside the scores: the daily check-ins of the last four weeks as a strip of bars, low
// days in red, with the same figures in words for screen readers.
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useFormat } from "@/lib/client/reader-format";
import type { CheckIn } from "./api/plan";
import { keys } from "@/lib/client/query-keys";
import { dayDate, daysFrom, readinessWindow } from "./plan/days";

export function ReadinessStrip({ athleteId }: { athleteId: string }) {
  const t = useTranslations("planning.readinessStrip");
  const format = useFormat();
  // The reader's four weeks, as the server read them for the page; a first visit asks once the zone is known.
  const { from, to, limit } = readinessWindow(format.today());
  const checkIns = useQuery({
    queryKey: keys.planning.checkInDays(athleteId, from, to),
    queryFn: () => apiFetch<{ items: CheckIn[] }>(`/api/athletes/${athleteId}/check-ins?from=${from}&to=${to}&limit=${limit}`),
    enabled: !format.zonePending,
  });
  const items = checkIns.data?.items ?? [];
  if (checkIns.isPending || checkIns.isError) return null;
  if (items.length === 0) return <p className="text-sm text-slate-600">{t("none")}</p>;
  const byDay = new Map(items.map((c) => [c.date, c.readiness]));
  const average = items.reduce((sum, c) => sum + c.readiness, 0) / items.length;
  return (
    <figure>
      <div className="flex h-16 items-end gap-0.5" aria-hidden="true">
        {daysFrom(from, to).map((day) => {
          const value = byDay.get(day);
          return (
            <div
              key={day}
              title={`${format.dateTime(dayDate(day).toISOString(), { day: "numeric", month: "short" })}: ${value ?? "–"}`}
              className={`flex-1 rounded-t ${value === undefined ? "bg-slate-100" : value <= 2.5 ? "bg-red-400" : "bg-emerald-500"}`}
              style={{ height: value === undefined ? "4px" : `${(value / 5) * 100}%` }}
            />
          );
        })}
      </div>
      <figcaption className="mt-1 text-xs text-slate-600">
        {t("caption", { days: items.length, average: format.number(average, 1) })}
      </figcaption>
    </figure>
  );
}
