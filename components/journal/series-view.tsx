import { useTranslations } from "next-intl";
import { useId } from "react";
import { useFormat } from "@/lib/client/reader-format";
import type { JournalEntry } from "./api/journal";

type Series = JournalEntry["scoreSeries"][number];

/** The series as a table with totals, a chart against each maximum, and their consistency. */
export function SeriesView({
  series,
  decimal,
  shotsHref,
}: {
  series: Series[];
  /** Scored in tenths: every score keeps its tenth (lib/journal/scoring.ts). */
  decimal: boolean;
  shotsHref?: (seriesNumber: number) => string;
}) {
  const t = useTranslations("entryDetail");
  const { number: fmt, score } = useFormat();
  const titleId = useId();
  if (series.length === 0) return <p className="text-slate-600">{t("noSeries")}</p>;
  const percents = series.flatMap((s) => (s.maxScore ? [(100 * s.score) / s.maxScore] : []));
  const mean = percents.reduce((a, b) => a + b, 0) / (percents.length || 1);
  const spread = percents.length > 1 ? Math.sqrt(percents.reduce((a, p) => a + (p - mean) ** 2, 0) / (percents.length - 1)) : null;
  const total = Math.round(series.reduce((a, s) => a + s.score, 0) * 10) / 10;
  const totalMax = series.every((s) => s.maxScore !== null) ? series.reduce((a, s) => a + (s.maxScore ?? 0), 0) : null;
  const innerTens = series.reduce((a, s) => a + (s.innerTens ?? 0), 0);
  const top = Math.max(...series.map((s) => s.maxScore ?? s.score));
  // Series sit near their maximum, so the bars start just below the lowest score to show the differences.
  const floor = Math.max(0, Math.floor(Math.min(...series.map((s) => s.score)) * 0.95));
  const height = (value: number) => (100 * (value - floor)) / (top - floor || 1);
  return (
    <div className="space-y-4">
      <figure className="rounded-lg border border-slate-200 bg-white p-4">
        {/* Bars drawn as boxes rather than a stretched SVG, so each value sits on its bar at any width. */}
        <div role="img" aria-labelledby={titleId} className="flex h-44 items-end gap-1.5 sm:gap-3">
          <span id={titleId} className="sr-only">
            {t("barsTitle", {
              bars: series
                .map((s) => t("barOf", { number: s.seriesNumber, score: score(s.score, decimal), max: fmt(s.maxScore) }))
                .join("; "),
            })}
          </span>
          {series.map((s) => {
            const reach = height(s.maxScore ?? s.score);
            const bar = height(s.score);
            return (
              <div key={s.id} className="relative h-full min-w-0 flex-1" aria-hidden="true">
                <div className="absolute inset-x-0 bottom-0 rounded-t bg-slate-200" style={{ height: `${reach}%` }} />
                <div className="absolute inset-x-0 bottom-0 rounded-t bg-sky-700" style={{ height: `${bar}%` }} />
                {/* The value on the bar, or just above it when the bar is too short to hold it. */}
                <span
                  data-testid="series-bar-value"
                  className={`absolute inset-x-0 text-center text-xs font-semibold tabular-nums sm:text-sm ${bar >= 18 ? "text-white" : "text-slate-900"}`}
                  style={bar >= 18 ? { bottom: `calc(${bar}% - 1.25rem)` } : { bottom: `calc(${bar}% + 0.125rem)` }}
                >
                  {score(s.score, decimal)}
                </span>
              </div>
            );
          })}
        </div>
        <div className="mt-1 flex gap-1.5 text-center text-xs text-slate-600 sm:gap-3" aria-hidden="true">
          {series.map((s) => (
            <div key={s.id} className="min-w-0 flex-1">
              {series.length > 8 ? s.seriesNumber : t("seriesN", { number: s.seriesNumber })}
            </div>
          ))}
        </div>
        <figcaption className="mt-2 text-sm text-slate-600">{t("barsCaption", { floor: fmt(floor) })}</figcaption>
      </figure>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={t("seriesTable")}>
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300 text-slate-600">
              {[t("series"), t("name"), t("score"), t("maximum"), t("percentOfMax"), t("innerTens"), t("shots")].map((h) => (
                <th key={h} scope="col" className="py-1 pr-3 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.map((s) => (
              <tr key={s.id} className="border-b border-slate-100">
                <td className="py-1 pr-3">
                  {s.seriesNumber}
                  {shotsHref ? (
                    <a
                      href={shotsHref(s.seriesNumber)}
                      aria-label={t("shotsOfSeries", { number: s.seriesNumber })}
                      className="ml-2 inline-block py-1 text-sky-800 underline underline-offset-4"
                    >
                      {t("shots")}
                    </a>
                  ) : null}
                </td>
                <td className="py-1 pr-3">{s.seriesName ?? "–"}</td>
                <td className="py-1 pr-3 font-medium">{score(s.score, decimal)}</td>
                <td className="py-1 pr-3">{fmt(s.maxScore)}</td>
                <td className="py-1 pr-3">{s.maxScore ? `${fmt((100 * s.score) / s.maxScore)}%` : "–"}</td>
                <td className="py-1 pr-3">{s.innerTens ?? "–"}</td>
                <td className="py-1 pr-3">
                  {s.shotCount ?? "–"}
                  {s.fromShots ? <span className="ml-1 text-slate-600">{t("plotted")}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-semibold">
              <th scope="row" className="py-1 pr-3" colSpan={2}>
                {t("total")}
              </th>
              <td className="py-1 pr-3">{score(total, decimal)}</td>
              <td className="py-1 pr-3">{fmt(totalMax)}</td>
              <td className="py-1 pr-3">{totalMax ? `${fmt((100 * total) / totalMax)}%` : "–"}</td>
              <td className="py-1 pr-3">{innerTens}</td>
              <td className="py-1 pr-3" />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="text-sm text-slate-700">
        {t("consistency", {
          average: percents.length ? `${fmt(mean)}%` : "–",
          spread: spread === null ? "–" : t("points", { value: fmt(spread, 2) }),
        })}
      </p>
    </div>
  );
}
