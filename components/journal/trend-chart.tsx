"use client";
import { useState } from "react";
import { useFormat } from "@/lib/client/reader-format";
import type { JournalStats } from "./api/journal";

/** Average score percentage per week as a line; the same numbers follow as a table for screen readers. */
export function TrendChart({ weeks }: { weeks: JournalStats["weeklyTrend"] }) {
  const [selected, setSelected] = useState<number | null>(null);
  const { dateTime } = useFormat();
  const points = weeks.filter((w) => w.averageScorePercent !== null) as Array<
    JournalStats["weeklyTrend"][number] & { averageScorePercent: number }
  >;
  if (points.length < 2) return <p className="text-sm text-slate-600">The trend appears once two weeks have scores.</p>;
  const values = points.map((p) => p.averageScorePercent);
  // The axis does not start at zero: it says so with its ticks, every whole step between low and high.
  const low = Math.floor(Math.min(...values) - 1);
  const high = Math.ceil(Math.max(...values) + 1);
  const step = Math.max(1, Math.ceil((high - low) / 4));
  const ticks = Array.from({ length: Math.floor((high - low) / step) + 1 }, (_, i) => low + i * step);
  const width = 600;
  const height = 220;
  const left = 64;
  const x = (i: number) => left + (i * (width - left - 16)) / (points.length - 1);
  const y = (v: number) => 12 + ((high - v) * (height - 52)) / (high - low || 1);
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.averageScorePercent).toFixed(1)}`).join(" ");
  const week = (iso: string) => dateTime(`${iso}T00:00:00Z`, { month: "short", day: "numeric", timeZone: "UTC" });
  const labelled = [0, Math.floor((points.length - 1) / 2), points.length - 1].filter((v, i, all) => all.indexOf(v) === i);
  const chosen = selected === null ? null : points[selected];
  return (
    <figure>
      <p className="mb-1 min-h-5 text-sm text-slate-700" aria-live="polite">
        {chosen
          ? `Week of ${week(chosen.weekStart)}: ${chosen.averageScorePercent.toFixed(1)}% over ${chosen.sessions} ${chosen.sessions === 1 ? "session" : "sessions"}`
          : "Tap a point for its week."}
      </p>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full touch-manipulation" role="img" aria-labelledby="trend-title">
        <title id="trend-title">{`Weekly average score, ${values[0]?.toFixed(1)}% to ${values.at(-1)?.toFixed(1)}% over ${points.length} weeks`}</title>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={left} x2={width - 16} y1={y(t)} y2={y(t)} className={t === low ? "stroke-slate-300" : "stroke-slate-100"} />
            <text x={left - 6} y={y(t) + 4} textAnchor="end" className="fill-slate-600 text-[20px]">
              {t}%
            </text>
          </g>
        ))}
        <path d={path} fill="none" className="stroke-sky-700" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <g key={p.weekStart} onClick={() => setSelected(i)} onPointerEnter={() => setSelected(i)} className="cursor-pointer">
            <circle cx={x(i)} cy={y(p.averageScorePercent)} r={selected === i ? 6 : 3.5} className="fill-sky-800" />
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
      <figcaption className="mt-1 text-xs text-slate-600">
        Average score of each week, as a percentage of the maximum. The axis runs from {low}% to {high}%, not from zero.
      </figcaption>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer text-slate-700">Weekly figures</summary>
        <table className="mt-2 text-left">
          <thead>
            <tr>
              <th scope="col" className="pr-4 font-medium">
                Week of
              </th>
              <th scope="col" className="pr-4 font-medium">
                Sessions
              </th>
              <th scope="col" className="font-medium">
                Average
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.weekStart}>
                <td className="pr-4">{week(w.weekStart)}</td>
                <td className="pr-4">{w.sessions}</td>
                <td>{w.averageScorePercent === null ? "–" : `${w.averageScorePercent.toFixed(1)}%`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
