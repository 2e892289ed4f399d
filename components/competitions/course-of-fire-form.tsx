"use client";
// A new course of fire: what it is called, its code, and the layout the journal and the scores read.
// The schema that checks the API checks the form; a code already in use comes back beside the code.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { errorsInWords, problemInWords } from "@/lib/client/in-words";
import { numberOrNull } from "@/lib/client/numbers";
import { courseOfFireInput } from "@/lib/schemas/competitions";
import { TARGET_FACE_CODES, targetFace } from "@/lib/shots/target-faces";
import { useCreateCourseOfFire } from "./api/create-course-of-fire";
import type { CourseOfFire } from "./api/get-courses-of-fire";
import { useTargetFaceName } from "@/components/choices/choice-labels";

type Input = z.input<typeof courseOfFireInput>;
type Output = z.output<typeof courseOfFireInput>;

const FIELDS = [
  "name",
  "code",
  "discipline",
  "shotCount",
  "maxScore",
  "positions",
  "seriesCount",
  "shotsPerSeries",
  "scoring",
  "innerTens",
  "sightersAllowed",
  "timeLimitMinutes",
  "targetFace",
];
/** The schema's field names as the form labels them (messages course.words.<name>). */
const WORDED_FIELDS = ["shotCount", "maxScore", "seriesCount", "shotsPerSeries", "timeLimitMinutes", "targetFace"] as const;
const schemaResolver = zodResolver(courseOfFireInput);
const orNull = (value: unknown) => (value === "" ? null : value);
const list = (value: unknown) =>
  typeof value === "string"
    ? value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
    : value;

export function CourseOfFireForm({ onDone }: { onDone: (saved: CourseOfFire) => void }) {
  const t = useTranslations("competitions");
  const faceName = useTargetFaceName();
  const WORDS = Object.fromEntries(WORDED_FIELDS.map((name) => [name, t(`course.words.${name}`)]));
  const create = useCreateCourseOfFire();
  const form = useForm<Input, unknown, Output>({
    resolver: async (values, context, options) => errorsInWords(await schemaResolver(values, context, options), WORDS),
    defaultValues: { name: "", code: "", discipline: null, scoring: null, targetFace: null, innerTens: false, sightersAllowed: true },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await create.mutateAsync(values);
      form.reset();
      onDone(saved);
    } catch (problem) {
      showProblem(problemInWords(problem, WORDS), form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t("course.new")} className="grid gap-4 sm:grid-cols-2">
      <TextField label={t("course.name")} hint={t("course.nameHint")} {...field("name")} />
      <TextField label={t("course.code")} hint={t("course.codeHint")} {...field("code")} />
      <TextField label={t("form.discipline")} hint={t("form.disciplineHint")} {...field("discipline", { setValueAs: orNull })} />
      <TextField label={t("course.positions")} hint={t("course.positionsHint")} {...field("positions", { setValueAs: list })} />
      <TextField label={t("course.seriesCount")} inputMode="numeric" {...field("seriesCount", { setValueAs: numberOrNull })} />
      <TextField label={t("course.shotsPerSeries")} inputMode="numeric" {...field("shotsPerSeries", { setValueAs: numberOrNull })} />
      <TextField
        label={t("course.shotCount")}
        inputMode="numeric"
        hint={t("course.shotCountHint")}
        {...field("shotCount", { setValueAs: numberOrNull })}
      />
      <TextField
        label={t("course.maxScore")}
        inputMode="decimal"
        hint={t("course.maxScoreHint")}
        {...field("maxScore", { setValueAs: numberOrNull })}
      />
      <SelectField
        label={t("course.scoring")}
        placeholder={t("course.notSet")}
        options={[
          { value: "integer", label: t("course.integer") },
          { value: "decimal", label: t("course.decimal") },
        ]}
        {...field("scoring", { setValueAs: orNull })}
      />
      <SelectField
        label={t("course.targetFace")}
        placeholder={t("course.notSet")}
        options={TARGET_FACE_CODES.map((code) => ({ value: code, label: faceName(code, targetFace(code)?.label ?? code) }))}
        {...field("targetFace", { setValueAs: orNull })}
      />
      <TextField
        label={t("course.timeLimit")}
        inputMode="numeric"
        hint={t("course.timeLimitHint")}
        {...field("timeLimitMinutes", { setValueAs: numberOrNull })}
      />
      <div className="space-y-3 sm:pt-7">
        <CheckboxField label={t("course.innerTens")} hint={t("course.innerTensHint")} {...form.register("innerTens")} />
        <CheckboxField label={t("course.sighters")} {...form.register("sightersAllowed")} />
      </div>
      <FormProblem control={form.control} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : t("course.create")}
        </Button>
      </div>
    </form>
  );
}
