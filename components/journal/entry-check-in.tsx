"use client";
// The session form's readiness starts with the day's check-in: the same five rows the plan's card
// shows, filled with the check-in of the session's day. A change is saved with the session, as that
// day's check-in, so the athlete keeps one set of readiness values a day (issue 38).
import { useTranslations } from "next-intl";
import { CheckInRows } from "@/components/planning/check-in-rows";
import { type CheckInValues, type Measure, completeCheckIn, readinessOf } from "@/components/planning/check-in-values";
import { dayDate } from "@/components/planning/plan/days";
import { useFormat } from "@/lib/client/reader-format";

export function EntryCheckIn({
  day,
  values,
  changed,
  onChoose,
}: {
  /** The session's day, "YYYY-MM-DD". */
  day: string;
  values: CheckInValues;
  /** Whether the athlete changed them here: then the save writes them. */
  changed: boolean;
  onChoose: (measure: Measure, value: number) => void;
}) {
  const t = useTranslations("planning.checkIn");
  const format = useFormat();
  const readiness = readinessOf(values);
  const date = format.dateTime(dayDate(day).toISOString(), { weekday: "long", day: "numeric", month: "long" });
  return (
    <div role="group" aria-labelledby="entry-check-in" className="space-y-2 sm:col-span-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p id="entry-check-in" className="font-medium">
          {t("ofDay", { date })}
        </p>
        {readiness !== null ? <p className="text-sm text-slate-700">{t("readiness", { value: format.number(readiness, 1) })}</p> : null}
      </div>
      <CheckInRows name="entry-check-in" values={values} onChoose={onChoose} />
      <p className="text-xs text-slate-600" aria-live="polite">
        {changed && completeCheckIn(values) === null ? t("tapEveryRow") : changed ? t("savedWithSession") : t("sameAsPlan")}
      </p>
    </div>
  );
}
