"use client";
// The series of a session as tabs: each names how many shots it holds. The list scrolls sideways when
// a course has many series; "Add a series" stays in view beside it, as on a 390 px phone six series
// with their counts fill the row.
import { useTranslations } from "next-intl";

export function SeriesTabs({
  count,
  current,
  onChoose,
  shotsIn,
  mayAdd,
}: {
  count: number;
  current: number;
  onChoose: (series: number) => void;
  shotsIn: (series: number) => number;
  mayAdd: boolean;
}) {
  const t = useTranslations("shots");
  return (
    <div className="flex h-12 items-center gap-1.5">
      <div role="group" aria-label={t("seriesGroup")} className="-ml-1 flex min-w-0 flex-1 items-center gap-1.5 overflow-x-auto py-1 pl-1">
        {Array.from({ length: count }, (_, i) => i + 1).map((n) => {
          const shots = shotsIn(n);
          return (
            <button
              key={n}
              type="button"
              aria-pressed={current === n}
              onClick={() => onChoose(n)}
              className={`min-h-10 min-w-10 shrink-0 rounded-full border px-3 text-sm font-semibold ${current === n ? "border-sky-800 bg-sky-800 text-white" : "border-slate-300 bg-white text-slate-800"}`}
            >
              {t("seriesTab", { number: n })}
              {shots > 0 ? <span className="ml-1 text-xs font-normal">({shots})</span> : null}
            </button>
          );
        })}
      </div>
      {mayAdd ? (
        <button
          type="button"
          onClick={() => onChoose(count + 1)}
          className="min-h-10 min-w-10 shrink-0 rounded-full border border-dashed border-slate-400 px-3 text-sm text-slate-700"
          aria-label={t("addSeries")}
        >
          +
        </button>
      ) : null}
    </div>
  );
}
