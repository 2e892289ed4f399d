"use client";
// The day's check-in in under ten seconds: five rows of five taps. It saves by itself once every row
// has a value, and waits on the phone when there is no signal.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { announceSaved } from "@/components/ui/saved-notice";
import { useFormat } from "@/lib/client/reader-format";
import { useCheckIn, useWrite } from "../api/plan";
import { CheckInRows } from "../check-in-rows";
import { type CheckInValues as Values, checkInValues, completeCheckIn, type Measure, readinessOf } from "../check-in-values";

export function CheckInCard({ athleteId, day }: { athleteId: string; day: string }) {
  const t = useTranslations("planning.checkIn");
  const format = useFormat();
  const saved = useCheckIn(athleteId, day);
  const write = useWrite(["check-in", { athleteId }]);
  const client = useQueryClient();
  const [typed, setValues] = useState<Values | null>(null);
  const values: Values = typed ?? (saved.data ? checkInValues(saved.data) : {});
  const [state, setState] = useState<"idle" | "saving" | "saved" | "kept" | "failed">("idle");

  const choose = async (measure: Measure, value: number) => {
    const next = { ...values, [measure]: value };
    setValues(next);
    const body = completeCheckIn(next);
    if (!body) return;
    setState("saving");
    try {
      const outcome = await write.mutateAsync({
        kind: "check-in",
        title: t("outboxTitle", { date: day }),
        method: "PUT",
        path: `/api/athletes/${athleteId}/check-ins/${day}`,
        body,
      });
      setState(outcome === "kept" ? "kept" : "saved");
      announceSaved(outcome === "kept" ? t("kept") : t("saved"));
      void client.invalidateQueries({ queryKey: ["check-in", { athleteId }] });
    } catch {
      setState("failed");
    }
  };
  const readiness = readinessOf(values);

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
      <div className="mt-3">
        <CheckInRows values={values} onChoose={(measure, value) => void choose(measure, value)} />
      </div>
      <p className="mt-2 text-xs text-slate-600">{t("scale")}</p>
    </section>
  );
}
