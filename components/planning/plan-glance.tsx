"use client";
// The plan at a glance on the athlete's home: how well the last four weeks kept to plan, and what is
// planned next.
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useFormat } from "@/lib/client/reader-format";
import { usePlan } from "./api/plan";
import { addDays, dayDate, today } from "./plan/days";

export function PlanGlance({ athleteId }: { athleteId: string }) {
  const t = useTranslations("planning.glance");
  const types = useTranslations("planning.types");
  const format = useFormat();
  const now = today();
  const past = usePlan(athleteId, addDays(now, -27), now);
  const ahead = usePlan(athleteId, now, addDays(now, 13));
  const next = ahead.data?.sessions.find((s) => s.status === "planned");
  const compliance = past.data?.compliance ?? null;
  return (
    <div className="mt-3 rounded-md bg-slate-50 p-3 text-sm">
      <p>
        <span className="text-slate-600">{t("fourWeeks")} </span>
        <span className="font-semibold tabular-nums">
          {compliance === null ? t("nothingDue") : `${format.number(compliance * 100, 0)} %`}
        </span>
      </p>
      <p className="mt-1">
        <span className="text-slate-600">{t("next")} </span>
        {next ? (
          <span className="font-semibold">
            {types(next.type)}, {format.dateTime(dayDate(next.date).toISOString(), { weekday: "short", day: "numeric", month: "short" })}
          </span>
        ) : (
          <span>{t("nothingPlanned")}</span>
        )}
      </p>
      <Link href={`/athletes/${athleteId}/plan`} className="mt-1 inline-block font-medium text-sky-800 underline underline-offset-4">
        {t("open")}
      </Link>
    </div>
  );
}
