"use client";
// The scoring of the session being typed: its maximum and shots as typed, else as its series add up,
// else as its course of fire says. The form's hints, its series' maxima and the words after a save
// all follow it, so a whole-ring AR60 (600) never shows "of 654" or "e.g. 104.6".
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { useFormat } from "@/lib/client/reader-format";
import type { JournalEntry } from "./api/journal";
import type { CourseOfFire } from "./api/pickers";
import { exampleScore, scoringOf, seriesMaximum } from "./score-hints";
import { type SeriesRow, typedSeries } from "./series-grid";

export const finite = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** What the rows' maxima and shots add up to, when every row has them. */
function seriesTotals(rows: SeriesRow[]) {
  const sum = (pick: (row: SeriesRow) => number | null) =>
    rows.length > 0 && rows.every((row) => pick(row) !== null) ? rows.reduce((total, row) => total + (pick(row) ?? 0), 0) : null;
  return { maxScore: sum((row) => row.maxScore), shotCount: sum((row) => row.shotCount) };
}

export function useSessionScoring({
  maxScore,
  shotsFired,
  series,
  course,
  onSeries,
}: {
  maxScore: unknown;
  shotsFired: unknown;
  series: SeriesRow[];
  course: CourseOfFire | null;
  /** Called with the series when their maxima follow a change of scoring. */
  onSeries: (rows: SeriesRow[]) => void;
}) {
  const format = useFormat();
  const t = useTranslations("entryForm");
  const sums = seriesTotals(series);
  const maximum = finite(maxScore) ?? sums.maxScore ?? course?.maxScore ?? null;
  const shots = finite(shotsFired) ?? sums.shotCount ?? course?.shotCount ?? null;
  const scoring = scoringOf(maximum, shots, course?.scoring ?? null);
  /** A score as the person writes numbers, its tenth always shown when the scoring is in tenths. */
  const score = (value: number) => format.fixed(value, scoring === "decimal" ? 1 : 0);
  const example = maximum !== null && scoring !== null ? exampleScore(maximum, scoring) : null;
  const typed = typedSeries(series).filter((row) => Number.isFinite(row.score));
  const seriesSum = typed.length === 0 ? null : Math.round(typed.reduce((total, row) => total + row.score, 0) * 10) / 10;

  // Series laid out in one scoring follow the person's change of maximum into the other: a
  // whole-ring AR60 (600) has series of 100, not 109.
  const scoredBefore = useRef(scoring);
  useEffect(() => {
    const before = scoredBefore.current;
    scoredBefore.current = scoring;
    if (before === null || scoring === null || before === scoring) return;
    const follows = (row: SeriesRow) => row.shotCount !== null && row.maxScore === seriesMaximum(row.shotCount, before);
    if (series.some(follows))
      onSeries(
        series.map((row) => (follows(row) && row.shotCount !== null ? { ...row, maxScore: seriesMaximum(row.shotCount, scoring) } : row)),
      );
  });

  return {
    scoring,
    score,
    /** What the series typed add up to, "617.5": the session's score unless another is typed. */
    seriesSum: seriesSum === null ? null : score(seriesSum),
    /** "of 600, e.g. 587", or with series typed, "of 600; left empty, the series' sum" */
    scoreHint:
      maximum === null
        ? undefined
        : seriesSum !== null
          ? t("scoreHintSum", { max: format.number(maximum) })
          : example === null
            ? t("of", { max: format.number(maximum) })
            : t("scoreHintExample", { max: format.number(maximum), example: score(example) }),
    /** "Saved: 617.5 / 654", the score and maximum the server kept, in the scoring they are in. */
    savedWords: (entry: JournalEntry) => {
      if (entry.score === null)
        return t("savedSession", { when: format.dateTime(entry.sessionDate, { dateStyle: "medium", timeStyle: "short" }) });
      const tenths = scoringOf(entry.maxScore, entry.shotsFired, course?.scoring ?? null) === "decimal";
      const saved = format.fixed(entry.score, tenths ? 1 : 0);
      return entry.maxScore === null ? t("saved", { score: saved }) : t("savedOf", { score: saved, max: format.number(entry.maxScore) });
    },
  };
}
