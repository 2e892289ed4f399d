"use client";
// What a target such as ShotMarker measures of each shot beside where it hit: its speed, and its
// yaw and pitch as it reached the target. Shown only where the shots have them.
import { useFormat } from "@/lib/client/reader-format";
import type { Shot } from "./api/shots";

export function MeasuredShots({ shots, labels }: { shots: Shot[]; labels: Map<string, string> }) {
  const { number } = useFormat();
  const measured = shots.filter((s) => s.velocity !== null || s.yaw !== null || s.pitch !== null);
  if (measured.length === 0) return null;
  const degrees = (v: number) => `${v < 0 ? "−" : ""}${number(Math.abs(v))}°`;
  return (
    <details className="rounded-md border border-slate-200 bg-white p-2 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">
        Speed and angle of {measured.length === 1 ? "1 shot" : `${measured.length} shots`}
      </summary>
      <ul className="mt-2 space-y-1 text-slate-800">
        {measured.map((s) => (
          <li key={s.id}>
            <span className="font-medium">
              Series {s.seriesNumber}, {s.isSighter ? "sighter" : "shot"} {labels.get(s.id)}:
            </span>{" "}
            {[
              s.velocity !== null ? `velocity ${number(s.velocity, 0)} m/s` : null,
              s.yaw !== null ? `yaw ${degrees(s.yaw)}` : null,
              s.pitch !== null ? `pitch ${degrees(s.pitch)}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </li>
        ))}
      </ul>
    </details>
  );
}
