"use client";
// Planning a session in a few taps: the type (one tap), shots or minutes, and Save. The course of
// fire, a target score, a priority for a competition and notes are there for those who want them.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { type UseFormRegisterReturn, useForm, useWatch } from "react-hook-form";
import { useCoursesOfFire } from "@/components/journal/api/pickers";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { useProblemText } from "@/components/ui/use-problem-text";
import { ApiProblem, apiFetch } from "@/lib/client/api-fetch";
import { useFormat } from "@/lib/client/reader-format";
import { parseNumber } from "@/lib/client/numbers";
import { PLANNED_SESSION_TYPES, PRIORITIES, type PlannedSessionType } from "@/lib/schemas/planning";
import { type PlannedInPlan, useWrite } from "../api/plan";

type Values = {
  /** "auto" leaves the link to the day's rules; "none" unlinks by hand; else the journal session's id. */
  link: string;
  date: string;
  type: PlannedSessionType;
  courseOfFireId: string;
  plannedShots: string;
  plannedMinutes: string;
  targetScore: string;
  priority: string;
  notes: string;
};

export const TYPE_STYLES: Record<PlannedSessionType, string> = {
  "live-fire": "border-sky-300 bg-sky-50 text-sky-950",
  "dry-fire": "border-indigo-300 bg-indigo-50 text-indigo-950",
  trainer: "border-teal-300 bg-teal-50 text-teal-950",
  physical: "border-amber-300 bg-amber-50 text-amber-950",
  mental: "border-violet-300 bg-violet-50 text-violet-950",
  "match-simulation": "border-rose-300 bg-rose-50 text-rose-950",
  competition: "border-orange-400 bg-orange-50 text-orange-950",
};

const whole = (text: string) => (text.trim() === "" ? null : Math.round(Number(text)));

/** The fields of a planned session as the API takes them, the link left as it is. */
export function plannedBody(
  p: Pick<PlannedInPlan, "date" | "type" | "courseOfFireId" | "plannedShots" | "plannedMinutes" | "targetScore" | "priority" | "notes">,
) {
  return {
    date: p.date,
    type: p.type,
    courseOfFireId: p.courseOfFireId,
    plannedShots: p.plannedShots,
    plannedMinutes: p.plannedMinutes,
    targetScore: p.targetScore,
    priority: p.priority,
    notes: p.notes,
  };
}

export function PlannedForm({
  athleteId,
  date,
  planned,
  onDone,
}: {
  athleteId: string;
  date: string;
  planned?: PlannedInPlan;
  onDone: (outcome: "sent" | "kept" | "cancelled") => void;
}) {
  const t = useTranslations("planning");
  const problemText = useProblemText();
  const courses = useCoursesOfFire();
  const write = useWrite(["plan", { athleteId }]);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    defaultValues: {
      link: planned?.linkedByHand ? (planned.journalEntryId ?? "none") : "auto",
      date: planned?.date ?? date,
      type: planned?.type ?? "live-fire",
      courseOfFireId: planned?.courseOfFireId ?? "",
      plannedShots: planned?.plannedShots?.toString() ?? "",
      plannedMinutes: planned?.plannedMinutes?.toString() ?? "",
      targetScore: planned?.targetScore?.toString() ?? "",
      priority: planned?.priority ?? "",
      notes: planned?.notes ?? "",
    },
  });
  const type = useWatch({ control: form.control, name: "type" });
  const errors = form.formState.errors;

  const save = form.handleSubmit(async (values) => {
    setProblem(null);
    const target = values.targetScore.trim() === "" ? null : parseNumber(values.targetScore);
    if (target !== null && !Number.isFinite(target)) {
      form.setError("targetScore", { message: t("form.targetUnreadable") });
      return;
    }
    const body = plannedBody({
      date: values.date,
      type: values.type,
      courseOfFireId: values.courseOfFireId || null,
      plannedShots: whole(values.plannedShots),
      plannedMinutes: whole(values.plannedMinutes),
      targetScore: target,
      priority: values.type === "competition" && values.priority ? (values.priority as PlannedInPlan["priority"]) : null,
      notes: values.notes.trim() || null,
    });
    const base = `/api/athletes/${athleteId}/planned-sessions`;
    const keepsLink = !planned || (values.link === "auto" && !planned.linkedByHand);
    // "auto" after a link by hand hands the link back to the day's rules.
    const link = keepsLink
      ? {}
      : values.link === "auto"
        ? { linkedByHand: false as const }
        : { journalEntryId: values.link === "none" ? null : values.link };
    try {
      const outcome = await write.mutateAsync({
        kind: "plan",
        title: t("form.outboxTitle", { type: t(`types.${values.type}`), date: values.date }),
        ...(planned ? { method: "PUT" as const, path: `${base}/${planned.id}` } : { method: "POST" as const, path: base }),
        body: { ...body, ...link },
      });
      onDone(outcome);
    } catch (error) {
      if (error instanceof ApiProblem) {
        for (const [pointer, message] of Object.entries(error.fields)) {
          const name = pointer.slice(1) as keyof Values;
          if (name in values) form.setError(name, { message: problemText(message) });
        }
      }
      setProblem(error instanceof Error ? problemText(error.message) : t("form.notSaved"));
    }
  });

  const remove = async () => {
    if (!planned) return;
    try {
      onDone(
        await write.mutateAsync({
          kind: "plan",
          title: t("form.outboxDelete", { type: t(`types.${planned.type}`), date: planned.date }),
          method: "DELETE",
          path: `/api/athletes/${athleteId}/planned-sessions/${planned.id}`,
        }),
      );
    } catch (error) {
      setProblem(error instanceof Error ? problemText(error.message) : t("form.notSaved"));
    }
  };

  return (
    <form onSubmit={save} noValidate className="space-y-4" aria-label={planned ? t("form.editTitle") : t("form.newTitle")}>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">{t("form.type")}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PLANNED_SESSION_TYPES.map((value) => (
            <label
              key={value}
              className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:checked]:ring-2 has-[:checked]:ring-sky-700 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 ${TYPE_STYLES[value]}`}
            >
              <input type="radio" value={value} className="sr-only" {...form.register("type")} />
              {t(`types.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t("form.date")}
          type="date"
          required
          error={errors.date?.message}
          {...form.register("date", { required: t("form.dateNeeded") })}
        />
        <TextField
          label={t("form.shots")}
          inputMode="numeric"
          error={errors.plannedShots?.message}
          {...form.register("plannedShots", { pattern: { value: /^\d*$/, message: t("form.wholeNumber") } })}
        />
        <TextField
          label={t("form.minutes")}
          inputMode="numeric"
          error={errors.plannedMinutes?.message}
          {...form.register("plannedMinutes", { pattern: { value: /^\d*$/, message: t("form.wholeNumber") } })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("form.course")}
          placeholder={t("form.noCourse")}
          options={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          error={errors.courseOfFireId?.message}
          {...form.register("courseOfFireId")}
        />
        <TextField
          label={t("form.target")}
          inputMode="decimal"
          hint={t("form.targetHint")}
          error={errors.targetScore?.message}
          {...form.register("targetScore")}
        />
      </div>
      {type === "competition" ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-900">{t("form.priority")}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {["", ...PRIORITIES].map((value) => (
              <label
                key={value || "none"}
                className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm has-[:checked]:border-sky-800 has-[:checked]:bg-sky-50"
              >
                <input type="radio" value={value} className="sr-only" {...form.register("priority")} />
                {value ? t(`priorities.${value as "A" | "B" | "C"}`) : t("form.noPriority")}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <TextArea label={t("form.notes")} rows={2} {...form.register("notes")} />
      {planned ? (
        <LinkField athleteId={athleteId} day={planned.date} byHand={planned.linkedByHand} register={form.register("link")} />
      ) : null}
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("form.saving") : t("form.save")}
        </Button>
        <Button variant="secondary" onClick={() => onDone("cancelled")}>
          {t("form.cancel")}
        </Button>
        {planned ? (
          <Button variant="secondary" className="ml-auto" onClick={remove}>
            {t("form.delete")}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Which journal session carried it out: the day's rules, none, or one of the day's sessions chosen by hand. */
function LinkField({
  athleteId,
  day,
  byHand,
  register,
}: {
  athleteId: string;
  day: string;
  byHand: boolean;
  register: UseFormRegisterReturn<"link">;
}) {
  const t = useTranslations("planning.form");
  const format = useFormat();
  const from = new Date(`${day}T00:00:00`);
  const to = new Date(from.getTime() + 86_400_000 - 1);
  const sessions = useQuery({
    queryKey: ["journal", { athleteId }, "day", day],
    queryFn: () =>
      apiFetch<{ items: Array<{ id: string; sessionDate: string; sessionType: string | null; score: number | null }> }>(
        `/api/athletes/${athleteId}/journal?from=${from.toISOString()}&to=${to.toISOString()}&limit=20`,
      ),
  });
  return (
    <SelectField
      label={t("doneAs")}
      hint={byHand ? t("doneAsByHand") : t("doneAsHint")}
      options={[
        { value: "auto", label: t("doneAsAuto") },
        { value: "none", label: t("doneAsNone") },
        ...(sessions.data?.items ?? []).map((e) => ({
          value: e.id,
          label: [
            format.dateTime(e.sessionDate, { hour: "2-digit", minute: "2-digit" }),
            e.sessionType,
            e.score === null ? null : format.number(e.score, 1),
          ]
            .filter(Boolean)
            .join(" · "),
        })),
      ]}
      {...register}
    />
  );
}
