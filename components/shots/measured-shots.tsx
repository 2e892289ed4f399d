"use client";
// What a target such as ShotMarker measures of each shot beside where it hit: its speed, and its
// yaw and pitch as it reached the target. Shown only where the shots have them.
import { useTranslations } from "next-intl";
import { useFormat } from "@/lib/client/reader-format";
import type { Shot } from "./api/shots";

export function MeasuredShots({ shots, labels }: { shots: Shot[]; labels: Map<string, string> }) {
  const t = useTranslations("shots");
  const { number } = useFormat();
  const measured = shots.filter((s) => s.velocity !== null || s.yaw !== null || s.pitch !== null);
  if (measured.length === 0) return null;
  const degrees = (v: number) => `${v < 0 ? "−" : ""}${number(Math.abs(v))}°`;
  return (
    <details className="rounded-md border border-slate-200 bg-white p-2 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">{t("measuredTitle", { count: measured.length })}</summary>
      <ul className="mt-2 space-y-1 text-slate-800">
        {measured.map((s) => (
          <li key={s.id}>
            <span className="font-medium">
              {t(s.isSighter ? "measuredSighter" : "measuredShot", { series: s.seriesNumber, label: labels.get(s.id) ?? "" })}
            </span>{" "}
            {[
              s.velocity !== null ? t("velocity", { value: number(s.velocity, 0) }) : null,
              s.yaw !== null ? t("yaw", { value: degrees(s.yaw) }) : null,
              s.pitch !== null ? t("pitch", { value: degrees(s.pitch) }) : null,
            ]
              .filter(Boolean)
              .join(" · ")}
          </li>
        ))}
      </ul>
    </details>
  );
}
