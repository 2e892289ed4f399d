"use client";
// A new course of fire: what it is called, its code, and the layout the journal and the scores read.
// The schema that checks the API checks the form; a code already in use comes back beside the code.
import { zodResolver } from "@hookform/resolvers/zod";
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
const WORDS = {
  shotCount: "the number of shots",
  maxScore: "the highest score",
  seriesCount: "the number of series",
  shotsPerSeries: "the shots per series",
  timeLimitMinutes: "the time limit",
  targetFace: "the target face",
};
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
    <form onSubmit={submit} noValidate aria-label="New course of fire" className="grid gap-4 sm:grid-cols-2">
      <TextField label="Name" hint="For example 10m Air Rifle, 60 shots" {...field("name")} />
      <TextField label="Code" hint="Short and unique, e.g. AR60" {...field("code")} />
      <TextField label="Discipline" hint="For example Air Rifle" {...field("discipline", { setValueAs: orNull })} />
      <TextField label="Positions" hint="In the order shot, separated by commas" {...field("positions", { setValueAs: list })} />
      <TextField label="Number of series" inputMode="numeric" {...field("seriesCount", { setValueAs: numberOrNull })} />
      <TextField label="Shots per series" inputMode="numeric" {...field("shotsPerSeries", { setValueAs: numberOrNull })} />
      <TextField
        label="Number of shots"
        inputMode="numeric"
        hint="Record shots, sighters not counted"
        {...field("shotCount", { setValueAs: numberOrNull })}
      />
      <TextField
        label="Highest score"
        inputMode="decimal"
        hint="654 for 60 shots scored in tenths"
        {...field("maxScore", { setValueAs: numberOrNull })}
      />
      <SelectField
        label="Scoring"
        placeholder="Not set"
        options={[
          { value: "integer", label: "Whole rings" },
          { value: "decimal", label: "Tenths (up to 10.9)" },
        ]}
        {...field("scoring", { setValueAs: orNull })}
      />
      <SelectField
        label="Target face"
        placeholder="Not set"
        options={TARGET_FACE_CODES.map((code) => ({ value: code, label: targetFace(code)?.label ?? code }))}
        {...field("targetFace", { setValueAs: orNull })}
      />
      <TextField
        label="Time limit in minutes"
        inputMode="numeric"
        hint="Sighters included; empty when there is none"
        {...field("timeLimitMinutes", { setValueAs: numberOrNull })}
      />
      <div className="space-y-3 sm:pt-7">
        <CheckboxField label="Inner tens are counted" hint="For ties" {...form.register("innerTens")} />
        <CheckboxField label="Sighting shots allowed" {...form.register("sightersAllowed")} />
      </div>
      <FormProblem control={form.control} className="sm:col-span-2" />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : "Create course of fire"}
        </Button>
      </div>
    </form>
  );
}
