"use client";
// The day's check-in as five rows of five taps: the plan's check-in card and the session form's
// readiness show these same rows, so the athlete gives one set of readiness values a day.
import { useTranslations } from "next-intl";
import { type CheckInValues, MEASURES, type Measure } from "./check-in-values";

export { type CheckInValues, type Measure } from "./check-in-values";

export function CheckInRows({
  values,
  onChoose,
  name = "check-in",
}: {
  values: CheckInValues;
  onChoose: (measure: Measure, value: number) => void;
  /** The radios' group name, unique on the page. */
  name?: string;
}) {
  const t = useTranslations("planning.checkIn");
  return (
    <div className="space-y-2">
      {MEASURES.map((measure) => (
        <fieldset key={measure} className="grid grid-cols-[6.5rem_1fr] items-center gap-2">
          <legend className="sr-only">{t(`${measure}.label`)}</legend>
          <span aria-hidden="true" className="text-sm font-medium">
            {t(`${measure}.label`)}
          </span>
          <div className="grid grid-cols-5 gap-1">
            {[1, 2, 3, 4, 5].map((value) => (
              <label
                key={value}
                className="cursor-pointer rounded-md border border-slate-300 py-2 text-center text-sm font-semibold tabular-nums has-[:checked]:border-sky-800 has-[:checked]:bg-sky-800 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-sky-700"
              >
                <input
                  type="radio"
                  name={`${name}-${measure}`}
                  value={value}
                  checked={values[measure] === value}
                  onChange={() => onChoose(measure, value)}
                  className="sr-only"
                  aria-label={t("valueLabel", {
                    measure: t(`${measure}.label`),
                    value,
                    meaning: value === 1 ? t(`${measure}.low`) : value === 5 ? t(`${measure}.high`) : "",
                  })}
                />
                {value}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
