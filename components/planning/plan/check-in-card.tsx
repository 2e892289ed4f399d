"use client";
// The day's check-in in under ten seconds: five rows of five taps. It saves by itself once every row
// has a value, and waits on the phone when there is no signal.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { announceSaved } from "@/components/ui/saved-notice";
import { useFormat } from "@/lib/client/reader-format";
import { type CheckIn, useCheckIn, useWrite } from "../api/plan";

const MEASURES = ["sleep", "fatigue", "stress", "mood", "soreness"] as const;
type Measure = (typeof MEASURES)[number];
type Values = Partial<Record<Measure, number>>;

export function CheckInCard({ athleteId, day }: { athleteId: string; day: string }) {
  const t = useTranslations("planning.checkIn");
  const format = useFormat();
  const saved = useCheckIn(athleteId, day);
  const write = useWrite(["check-in", { athleteId }]);
  const client = useQueryClient();
  const [typed, setValues] = useState<Values | null>(null);
  const values: Values = typed ?? (saved.data ? pick(saved.data) : {});
  const [state, setState] = useState<"idle" | "saving" | "saved" | "kept" | "failed">("idle");

  const choose = async (measure: Measure, value: number) => {
    const next = { ...values, [measure]: value };
    setValues(next);
    if (MEASURES.some((m) => next[m] === undefined)) return;
    setState("saving");
    try {
      const outcome = await write.mutateAsync({
        kind: "check-in",
        title: t("outboxTitle", { date: day }),
        method: "PUT",
        path: `/api/athletes/${athleteId}/check-ins/${day}`,
        body: next,
      });
      setState(outcome === "kept" ? "kept" : "saved");
      announceSaved(outcome === "kept" ? t("kept") : t("saved"));
      void client.invalidateQueries({ queryKey: ["check-in", { athleteId }] });
    } catch {
      setState("failed");
    }
  };
  const complete = MEASURES.every((m) => values[m] !== undefined);
  const readiness = complete ? MEASURES.reduce((sum, m) => sum + (values[m] ?? 0), 0) / MEASURES.length : null;

  return (
    <section aria-labelledby="check-in" className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="check-in" className="text-lg font-semibold">
          {t("title")}
        </h2>
        <p className="text-sm text-slate-700" aria-live="polite">
          {state === "saving"
            ? t("saving")
            : state === "failed"
              ? t("failed")
              : readiness !== null
                ? t("readiness", { value: format.number(readiness, 1) })
                : t("hint")}
        </p>
      </div>
      <div className="mt-3 space-y-2">
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
                    name={`check-in-${measure}`}
                    value={value}
                    checked={values[measure] === value}
                    onChange={() => void choose(measure, value)}
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
      <p className="mt-2 text-xs text-slate-600">{t("scale")}</p>
    </section>
  );
}

function pick(c: CheckIn): Values {
  return { sleep: c.sleep, fatigue: c.fatigue, stress: c.stress, mood: c.mood, soreness: c.soreness };
}
