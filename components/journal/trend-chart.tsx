import type { JournalStats } from "./api/journal";

/** Average score percentage per week as a line; the same numbers follow as a table for screen readers. */
export function TrendChart({ weeks }: { weeks: JournalStats["weeklyTrend"] }) {
  const points = weeks.filter((w) => w.averageScorePercent !== null) as Array<
    JournalStats["weeklyTrend"][number] & { averageScorePercent: number }
  >;
  if (points.length < 2) return <p className="text-sm text-slate-600">The trend appears once two weeks have scores.</p>;
  const values = points.map((p) => p.averageScorePercent);
  const low = Math.floor(Math.min(...values) - 1);
  const high = Math.ceil(Math.max(...values) + 1);
  const width = 600;
  const height = 180;
  const x = (i: number) => 40 + (i * (width - 60)) / (points.length - 1);
  const y = (v: number) => 10 + ((high - v) * (height - 40)) / (high - low || 1);
  const path = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.averageScorePercent).toFixed(1)}`).join(" ");
  const week = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-labelledby="trend-title">
        <title id="trend-title">{`Weekly average score, ${values[0]?.toFixed(1)}% to ${values.at(-1)?.toFixed(1)}% over ${points.length} weeks`}</title>
        <line x1="40" x2={width - 20} y1={y(high)} y2={y(high)} className="stroke-slate-200" />
        <line x1="40" x2={width - 20} y1={y(low)} y2={y(low)} className="stroke-slate-300" />
        <text x="4" y={y(high) + 4} className="fill-slate-600 text-[11px]">
          {high}%
        </text>
        <text x="4" y={y(low) + 4} className="fill-slate-600 text-[11px]">
          {low}%
        </text>
        <path d={path} fill="none" className="stroke-sky-700" strokeWidth="2.5" strokeLinejoin="round" />
        {points.map((p, i) => (
          <circle key={p.weekStart} cx={x(i)} cy={y(p.averageScorePercent)} r="3.5" className="fill-sky-800" />
        ))}
        <text x="40" y={height - 6} className="fill-slate-600 text-[11px]">
          {week(points[0]?.weekStart ?? "")}
        </text>
        <text x={width - 20} y={height - 6} textAnchor="end" className="fill-slate-600 text-[11px]">
          {week(points.at(-1)?.weekStart ?? "")}
        </text>
      </svg>
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
