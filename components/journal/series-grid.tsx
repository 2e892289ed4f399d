"use client";
import { useTranslations } from "next-intl";
import { parseNumber } from "@/lib/client/numbers";
import { useFormat } from "@/lib/client/reader-format";
import { isDecimalScoring } from "@/lib/journal/scoring";
import { exampleScore } from "./score-hints";

/** A series as the form holds it: the score as typed, the rest as stored. */
export type SeriesRow = {
  id?: string;
  seriesNumber: number;
  seriesName: string | null;
  score: string;
  maxScore: number | null;
  innerTens: number | null;
  shotCount: number | null;
  notes: string | null;
  /** The sum of its shots: changed on the shots page, not typed over. */
  fromShots?: boolean;
};

/** The rows a course of fire lays out: one per series, each with its shots and maximum. */
export function rowsForCourse(course: { seriesCount: number | null; shotsPerSeries: number | null; scoring: string | null }): SeriesRow[] {
  const count = course.seriesCount ?? 0;
  const shots = course.shotsPerSeries;
  const perShot = course.scoring === "decimal" ? 10.9 : 10;
  return Array.from({ length: count }, (_, i) => ({
    seriesNumber: i + 1,
    seriesName: null,
    score: "",
    maxScore: shots === null ? null : Math.round(shots * perShot * 10) / 10,
    innerTens: null,
    shotCount: shots,
    notes: null,
  }));
}

/** The rows with a score typed, as the series PUT takes them (a series from shots goes back as it is). */
export function typedSeries(rows: SeriesRow[]) {
  return rows
    .filter((row) => row.score.trim() !== "")
    .map(({ score, fromShots: _fromShots, ...row }) => ({ ...row, score: parseNumber(score) }));
}

function seriesSums(rows: SeriesRow[]) {
  const typed = typedSeries(rows).filter((row) => Number.isFinite(row.score));
  const sum = (pick: (row: (typeof typed)[number]) => number | null) =>
    typed.every((row) => pick(row) !== null) ? typed.reduce((total, row) => total + (pick(row) ?? 0), 0) : null;
  return {
    count: typed.length,
    score: Math.round(typed.reduce((total, row) => total + row.score, 0) * 10) / 10,
    maxScore: sum((row) => row.maxScore),
    shotCount: sum((row) => row.shotCount),
  };
}

/**
 * The series of a session as a grid of totals with a running sum: a course of fire lays out its
 * series, and any session can add one more.
 */
export function SeriesGrid({
  rows,
  onChange,
  decimal,
  errors,
  shotsHref,
  onEnterShots,
}: {
  rows: SeriesRow[];
  onChange: (rows: SeriesRow[]) => void;
  decimal: boolean;
  errors: Record<string, string>;
  /** Where the shots of this session are entered, once it is saved. */
  shotsHref: string | null;
  /** Saves the session and opens the shots of this series; the button submits the form. */
  onEnterShots: (seriesNumber: number) => void;
}) {
  const t = useTranslations("entryForm");
  const sums = seriesSums(rows);
  const { score, number } = useFormat();
  const decimalScores = isDecimalScoring(
    typedSeries(rows).map((row) => ({
      score: Number.isFinite(row.score) ? row.score : null,
      maxScore: row.maxScore,
      shots: row.shotCount,
    })),
    decimal ? "decimal" : null,
  );
  const update = (index: number, score: string) => onChange(rows.map((row, i) => (i === index ? { ...row, score } : row)));
  const add = () => {
    const last = rows.at(-1);
    onChange([
      ...rows,
      {
        seriesNumber: (last?.seriesNumber ?? 0) + 1,
        seriesName: null,
        score: "",
        maxScore: last?.maxScore ?? null,
        innerTens: null,
        shotCount: last?.shotCount ?? null,
        notes: null,
      },
    ]);
  };
  const remove = (index: number) => onChange(rows.filter((_, i) => i !== index));
  const last = rows.at(-1);
  return (
    <div>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-6">
        {rows.map((row, index) => {
          const id = `series-${index}`;
          const error = errors[`scoreSeries.${index}.score`];
          return (
            <div key={`${row.seriesNumber}-${index}`} className="min-w-0">
              <label htmlFor={id} className="block text-sm font-medium text-slate-900">
                {row.seriesName ?? t("series", { number: row.seriesNumber })}
              </label>
              <input
                id={id}
                readOnly={row.fromShots}
                title={row.fromShots ? t("seriesFromShotsTitle") : undefined}
                inputMode="decimal"
                enterKeyHint="next"
                autoComplete="off"
                value={row.score}
                placeholder={row.maxScore === null ? "–" : t("of", { max: number(row.maxScore) })}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                onChange={(e) => update(index, e.target.value)}
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white read-only:bg-slate-100 px-2 py-2 text-lg font-semibold tabular-nums text-slate-900 placeholder:text-sm placeholder:font-normal placeholder:text-slate-500 focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-700 aria-invalid:border-red-700"
              />
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
                  {error}
                </p>
              ) : null}
              {row.fromShots ? <p className="mt-1 text-xs text-slate-600">{t("fromItsShots", { count: row.shotCount ?? "" })}</p> : null}
              <button
                type="submit"
                onClick={() => onEnterShots(row.seriesNumber)}
                aria-label={
                  row.seriesName === null
                    ? t("enterShotsOfSeries", { number: row.seriesNumber })
                    : t("enterShotsOfNamed", { name: row.seriesName })
                }
                className="mt-1 min-h-8 text-sm text-sky-800 underline underline-offset-4"
              >
                {t("shots")}
              </button>
            </div>
          );
        })}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <p className="text-base" aria-live="polite">
          <span className="text-slate-600">{t("total")} </span>
          <span className="text-xl font-bold tabular-nums" data-testid="running-total">
            {sums.count === 0 ? "–" : score(sums.score, decimalScores)}
          </span>
          {sums.count > 0 && sums.maxScore !== null ? (
            <span className="text-slate-600"> {t("of", { max: number(sums.maxScore) })}</span>
          ) : null}
          {sums.count > 0 ? (
            <span className="text-slate-600">
              {" "}
              ·{" "}
              {sums.shotCount !== null
                ? t("seriesAndShots", { series: sums.count, shots: sums.shotCount })
                : t("seriesCount", { series: sums.count })}
            </span>
          ) : null}
        </p>
        <button type="button" onClick={add} className="text-sm text-sky-800 underline underline-offset-4">
          {t("addSeries")}
        </button>
        {last && last.score === "" && !last.fromShots ? (
          <button type="button" onClick={() => remove(rows.length - 1)} className="text-sm text-sky-800 underline underline-offset-4">
            {t("removeLastSeries")}
          </button>
        ) : null}
        {shotsHref ? (
          <a href={shotsHref} className="text-sm text-sky-800 underline underline-offset-4">
            {t("enterShotsInstead")}
          </a>
        ) : null}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {decimal ? t("inTenths") : t("wholeRings")}
        {rows[0]?.maxScore
          ? t("example", {
              example: number(exampleScore(rows[0].maxScore, decimal ? "decimal" : "integer")),
              max: number(rows[0].maxScore),
            })
          : ""}
        {t("summedFromSeries")}
      </p>
    </div>
  );
}
