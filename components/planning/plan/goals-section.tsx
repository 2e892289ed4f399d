"use client";
// Goals on a course of fire: the target by a day, with how far the best since the start and the
// current form (the last five) have come.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useCoursesOfFire } from "@/components/journal/api/pickers";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Placeholder } from "@/components/ui/placeholder";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem } from "@/lib/client/api-fetch";
import { parseNumber } from "@/lib/client/numbers";
import { useFormat } from "@/lib/client/reader-format";
import { GOAL_MEASURES, type GoalMeasure } from "@/lib/schemas/planning";
import { type Goal, useGoals, useWrite } from "../api/plan";
import { dayDate } from "./days";

type Values = { courseOfFireId: string; measure: GoalMeasure; targetScore: string; deadline: string };

export function GoalsSection({ athleteId }: { athleteId: string }) {
  const t = useTranslations("planning.goals");
  const goals = useGoals(athleteId);
  const courses = useCoursesOfFire();
  const [adding, setAdding] = useState(false);
  const courseName = (id: string) => courses.data?.items.find((c) => c.id === id)?.name ?? "";
  return (
    <section aria-labelledby="goals" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="goals" className="text-xl font-semibold">
          {t("title")}
        </h2>
        {!adding ? <Button onClick={() => setAdding(true)}>{t("add")}</Button> : null}
      </div>
      {adding ? <GoalForm athleteId={athleteId} onDone={() => setAdding(false)} /> : null}
      {goals.isPending ? <Placeholder className="h-16 rounded-lg" /> : null}
      {goals.isError ? <Alert>{t("notLoaded")}</Alert> : null}
      {goals.data && goals.data.items.length === 0 && !adding ? <p className="text-slate-600">{t("none")}</p> : null}
      <ul className="space-y-3">
        {goals.data?.items.map((goal) => (
          <GoalRow key={goal.id} goal={goal} courseName={courseName(goal.courseOfFireId)} athleteId={athleteId} />
        ))}
      </ul>
    </section>
  );
}

function GoalRow({ goal, courseName, athleteId }: { goal: Goal; courseName: string; athleteId: string }) {
  const t = useTranslations("planning.goals");
  const format = useFormat();
  const remove = useWrite(["goals", { athleteId }]);
  const percent = goal.measure === "inner-ten-share";
  const value = (v: number | null) => (v === null ? "–" : percent ? `${format.number(v, 1)} %` : format.number(v, 1));
  const share = goal.best === null ? 0 : Math.min(100, (goal.best / goal.targetScore) * 100);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold">
          {courseName} · {t(`measures.${goal.measure}`)} {value(goal.targetScore)}
        </h3>
        <p className="text-sm text-slate-700">
          {t("by", { date: format.dateTime(dayDate(goal.deadline).toISOString(), { dateStyle: "medium" }) })}
        </p>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        role="img"
        aria-label={t("progress", { best: value(goal.best), target: value(goal.targetScore) })}
      >
        <div className="h-full rounded-full bg-sky-700" style={{ width: `${share}%` }} />
      </div>
      <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="inline text-slate-600">{t("best")} </dt>
          <dd className="inline font-semibold tabular-nums">{value(goal.best)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">{t("recent")} </dt>
          <dd className="inline font-semibold tabular-nums">{value(goal.recentAverage)}</dd>
        </div>
      </dl>
      <Button
        variant="secondary"
        className="mt-3"
        onClick={() =>
          void remove
            .mutateAsync({ kind: "plan", title: t("outboxDelete"), method: "DELETE", path: `/api/athletes/${athleteId}/goals/${goal.id}` })
            .catch(() => undefined)
        }
      >
        {t("delete")}
      </Button>
    </li>
  );
}

function GoalForm({ athleteId, onDone }: { athleteId: string; onDone: () => void }) {
  const t = useTranslations("planning.goals");
  const courses = useCoursesOfFire();
  const write = useWrite(["goals", { athleteId }]);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { courseOfFireId: "", measure: "score", targetScore: "", deadline: "" } });
  const errors = form.formState.errors;
  const save = form.handleSubmit(async (values) => {
    const target = parseNumber(values.targetScore);
    if (!Number.isFinite(target)) return form.setError("targetScore", { message: t("targetUnreadable") });
    try {
      await write.mutateAsync({
        kind: "plan",
        title: t("outboxTitle"),
        method: "POST",
        path: `/api/athletes/${athleteId}/goals`,
        body: { courseOfFireId: values.courseOfFireId, measure: values.measure, targetScore: target, deadline: values.deadline },
      });
      onDone();
    } catch (error) {
      if (error instanceof ApiProblem) {
        for (const pointer of Object.keys(error.fields)) {
          const name = pointer.slice(1) as keyof Values;
          if (name in values) form.setError(name, { message: error.fields[pointer] });
        }
      }
      setProblem(error instanceof Error ? error.message : t("notSaved"));
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-3 rounded-lg border border-sky-200 bg-white p-4" aria-label={t("newTitle")}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t("course")}
          placeholder={t("chooseCourse")}
          options={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
          error={errors.courseOfFireId?.message}
          {...form.register("courseOfFireId", { required: t("courseNeeded") })}
        />
        <SelectField
          label={t("measure")}
          options={GOAL_MEASURES.map((m) => ({ value: m, label: t(`measures.${m}`) }))}
          {...form.register("measure")}
        />
        <TextField
          label={t("target")}
          inputMode="decimal"
          error={errors.targetScore?.message}
          {...form.register("targetScore", { required: t("targetNeeded") })}
        />
        <TextField
          label={t("deadline")}
          type="date"
          error={errors.deadline?.message}
          {...form.register("deadline", { required: t("deadlineNeeded") })}
        />
      </div>
      {problem ? <Alert>{problem}</Alert> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t("save")}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
