"use client";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { scoreAxis } from "@/lib/client/axis";
import { useFormat } from "@/lib/client/reader-format";
import { isDecimalScoring } from "@/lib/journal/scoring";
import type { JournalStats } from "./api/journal";

type Course = JournalStats["byCourseOfFire"][number];

type Words = ReturnType<typeof useTranslations<"journal">>;

/** How a course group scores: "decimal, of 654". */
export function scoringLabel(course: Course, number: (value: number) => string, t: Words): string {
  const scoring = course.scoring === "decimal" ? t("decimal") : course.scoring === "integer" ? t("wholeRings") : t("scoringUnknown");
  return course.maxScore !== null ? t("scoringOf", { scoring, max: number(course.maxScore) }) : scoring;
}

const courseGroupName = (course: Course, number: (value: number) => string, t: Words) =>
  `${course.courseOfFireCode} · ${scoringLabel(course, number, t)}`;

/**
 * The weekly average score of one course of fire, in its own points: integer and decimal scoring
 * are separate groups, so a line never mixes them. With several groups a list picks one (the most
 * shot first). The same numbers follow as a table for screen readers.
 */
export function TrendChart({
  courses,
  goals = [],
}: {
  courses: Course[];
  goals?: ReadonlyArray<{ courseOfFireId: string; measure: string; targetScore: number }>;
}) {
  const { number } = useFormat();
  const t = useTranslations("journal");
  const shown = [...courses].filter((c) => c.weeklyTrend.length >= 2).sort((a, b) => b.sessions - a.sessions);
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const keyOf = (c: Course) => `${c.courseOfFireId}|${c.maxScore ?? ""}`;
  const course = shown.find((c) => keyOf(c) === chosenKey) ?? shown[0];
  if (!course) return <p className="text-sm text-slate-600">{t("trendEmpty")}</p>;
  return (
    <div>
      {shown.length > 1 ? (
        <label className="mb-2 block text-sm text-slate-700">
          <span className="mr-2">{t("trendOf")}</span>
          <select
            value={keyOf(course)}
            onChange={(e) => setChosenKey(e.target.value)}
            className="rounded-md border border-slate-400 bg-white px-2 py-1.5 text-slate-900 focus:border-sky-700 focus:outline-none focus:ring-2 focus:ring-sky-700"
          >
            {shown.map((c) => (
              <option key={keyOf(c)} value={keyOf(c)}>
                {courseGroupName(c, number, t)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="mb-1 text-sm font-medium text-slate-700">{courseGroupName(course, number, t)}</p>
      )}
      <CourseLine
        key={keyOf(course)}
        course={course}
        goal={goals.find((g) => g.courseOfFireId === course.courseOfFireId && g.measure === "score")?.targetScore ?? null}
      />
    </div>
  );
}

/** The weekly line, and the athlete's score goal on the course as a dashed line across it. */
function CourseLine({ course, goal }: { course: Course; goal: number | null }) {
  const t = useTranslations("journal");
  const planning = useTranslations("planning");
  const [selected, setSelected] = useState<number | null>(null);
  const title = useId();
  const { dateTime, score: scoreText } = useFormat();
  const decimal = isDecimalScoring([], course.scoring);
  const points = course.weeklyTrend;
  const values = points.map((p) => p.averageScore);
  const { low, high, ticks } = scoreAxis(goal === null ? values : [...values, goal], course.maxScore);
  const width = 600;
  const height = 220;
  const left = 72;
  // Weeks sit where they fall in time: a month without sessions shows as a gap.
  const days = points.map((p) => Date.parse(`${p.weekStart}T00:00:00Z`) / 86_400_000);
  const first = days[0] ?? 0;
  const span = (days.at(-1) ?? first) - first || 1;
  const x = (i: number) => left + (((days[i] ?? first) - first) * (width - left - 16)) / span;
  const y = (v: number) => 12 + ((high - v) * (height - 52)) / (high - low || 1);
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.averageScore).toFixed(1)}`).join(" ");
  const week = (iso: string) => dateTime(`${iso}T00:00:00Z`, { month: "short", day: "numeric", timeZone: "UTC" });
  // A week's average of whole rings may have a tenth (561.5); a decimal course's always shows it.
  const score = (v: number) => scoreText(v, decimal);
  const labelled = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter((v, i, all) => all.indexOf(v) === i);
  const chosen = selected === null ? null : points[selected];
  return (
    <figure>
      <p className="mb-1 min-h-5 text-sm text-slate-700" aria-live="polite">
        {chosen
          ? t("weekPoint", { week: week(chosen.weekStart), average: score(chosen.averageScore), count: chosen.sessions })
          : t("tapPoint")}
      </p>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full max-w-2xl touch-manipulation" role="img" aria-labelledby={title}>
        <title id={title}>
          {t("trendTitle", {
            course: course.courseOfFireCode,
            first: score(values[0] ?? 0),
            last: score(values.at(-1) ?? 0),
            weeks: points.length,
          })}
        </title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={width - 16} y1={y(t)} y2={y(t)} className={t === low ? "stroke-slate-300" : "stroke-slate-100"} />
            <text x={left - 6} y={y(t) + 4} textAnchor="end" className="fill-slate-600 text-[20px]">
              {score(t)}
            </text>
          </g>
        ))}
        {goal !== null ? (
          <g>
            <line x1={left} x2={width - 16} y1={y(goal)} y2={y(goal)} className="stroke-amber-600" strokeWidth="2" strokeDasharray="8 6" />
            <text x={width - 18} y={y(goal) - 6} textAnchor="end" className="fill-amber-800 text-[18px] font-semibold">
              {planning("goalLine", { score: score(goal) })}
            </text>
          </g>
        ) : null}
        <path d={path} fill="none" className="stroke-sky-700" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <g key={p.weekStart} onClick={() => setSelected(i)} onPointerEnter={() => setSelected(i)} className="cursor-pointer">
            <circle cx={x(i)} cy={y(p.averageScore)} r={selected === i ? 6 : 3.5} className="fill-sky-800" />
            {/* A finger-sized target around each point. */}
            <rect x={x(i) - 14} y={0} width={28} height={height - 34} fill="transparent" />
          </g>
        ))}
        {labelled.map((i) => (
          <text
            key={i}
            x={x(i)}
            y={height - 6}
            textAnchor={i === 0 ? "start" : i === points.length - 1 ? "end" : "middle"}
            className="fill-slate-600 text-[20px]"
          >
            {week(points[i]?.weekStart ?? "")}
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">{t("trendCaption", { low: score(low), high: score(high) })}</figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">{t("weeklyFigures")}</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-medium">
                {t("weekOf")}
              </th>
              <th scope="col" className="pr-4 font-medium">
                {t("sessions")}
              </th>
              <th scope="col" className="font-medium">
                {t("average")}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((w) => (
              <tr key={w.weekStart}>
                <td className="pr-4">{week(w.weekStart)}</td>
                <td className="pr-4">{w.sessions}</td>
                <td>{score(w.averageScore)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
