"use client";
// A competition's name, days and discipline, for a new one or an edit. The same schema checks the
// form and the API; what the API still refuses (422) lands beside the field it names, in words.
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { errorsInWords, problemInWords } from "@/lib/client/in-words";
import { competitionInput } from "@/lib/schemas/competitions";
import { useCreateCompetition } from "./api/create-competition";
import type { Competition } from "./api/get-competitions";
import { useCoursesOfFire } from "./api/get-courses-of-fire";
import { useReplaceCompetition } from "./api/replace-competition";

type Input = z.input<typeof competitionInput>;
type Output = z.output<typeof competitionInput>;

const FIELDS = ["organizationId", "name", "startDate", "endDate", "discipline", "courseOfFireIds"];
/** The schema's and the API's field names, as the form labels them. */
/** The schema's field names as the form labels them (messages form.words.<name>). */
const WORDED_FIELDS = ["organizationId", "startDate", "endDate", "discipline"] as const;
const schemaResolver = zodResolver(competitionInput);

/** "2027-03-01T00:00:00.000Z" as a date field holds it. */
const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : "");
const emptyAs =
  <T,>(empty: T) =>
  (value: unknown) =>
    value === "" ? empty : value;

export function CompetitionForm({
  competition,
  etag,
  hosts,
  onDone,
  onCancel,
}: {
  /** Null for a new competition. */
  competition: Competition | null;
  etag: string | null;
  /** The organizations this person may host a competition for. */
  hosts: Array<{ value: string; label: string }>;
  onDone: (saved: Competition) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("competitions");
  const m = useTranslations("matchSetup");
  const courses = useCoursesOfFire();
  const WORDS = Object.fromEntries(WORDED_FIELDS.map((name) => [name, t(`form.words.${name}`)]));
  const create = useCreateCompetition();
  const replace = useReplaceCompetition();
  const form = useForm<Input, unknown, Output>({
    resolver: async (values, context, options) => errorsInWords(await schemaResolver(values, context, options), WORDS),
    defaultValues: {
      organizationId: competition?.organizationId ?? hosts[0]?.value ?? "",
      name: competition?.name ?? "",
      startDate: dayOf(competition?.startDate ?? null),
      endDate: dayOf(competition?.endDate ?? null) || null,
      discipline: competition?.discipline ?? "",
      courseOfFireIds: competition?.courseOfFireIds ?? [],
      openToOtherClubs: competition?.openToOtherClubs ?? false,
      registrationOpen: competition?.registrationOpen ?? true,
    },
  });
  const chosen = useWatch({ control: form.control, name: "courseOfFireIds" }) ?? [];
  const toggleCourse = (id: string, on: boolean) =>
    form.setValue("courseOfFireIds", on ? [...chosen.filter((c) => c !== id), id] : chosen.filter((c) => c !== id), { shouldDirty: true });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const label = competition ? t("editName", { name: competition.name }) : t("new");

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = competition
        ? await replace.mutateAsync({ competitionId: competition.id, etag, values })
        : await create.mutateAsync(values);
      onDone(saved);
    } catch (problem) {
      showProblem(problemInWords(problem, WORDS), form.setError, FIELDS);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="grid gap-4 sm:grid-cols-2">
      {hosts.length > 1 || !competition ? <SelectField label={t("form.host")} options={hosts} {...field("organizationId")} /> : null}
      <TextField label={t("form.name")} className="sm:col-span-2" {...field("name")} />
      <TextField
        label={t("form.firstDay")}
        type="date"
        hint={t("form.firstDayHint")}
        {...field("startDate", { setValueAs: emptyAs(undefined) })}
      />
      <TextField label={t("form.lastDay")} type="date" hint={t("form.lastDayHint")} {...field("endDate", { setValueAs: emptyAs(null) })} />
      <TextField
        label={t("form.discipline")}
        hint={t("form.disciplineHint")}
        className="sm:col-span-2"
        {...field("discipline", { setValueAs: emptyAs(null) })}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-slate-900">{m("courses")}</legend>
        <p className="mb-2 text-sm text-slate-600">{m("coursesHint")}</p>
        {courses.isPending ? <p className="text-sm text-slate-600">{m("loading")}</p> : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {(courses.data?.items ?? []).map((c) => (
            <CheckboxField
              key={c.id}
              label={`${c.name} (${c.code})`}
              checked={chosen.includes(c.id)}
              onChange={(event) => toggleCourse(c.id, event.target.checked)}
            />
          ))}
        </div>
        {form.formState.errors.courseOfFireIds?.message ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {form.formState.errors.courseOfFireIds.message}
          </p>
        ) : null}
      </fieldset>
      <CheckboxField label={m("openToOtherClubs")} hint={m("openToOtherClubsHint")} {...form.register("openToOtherClubs")} />
      <CheckboxField label={m("registrationOpen")} hint={m("registrationOpenHint")} {...form.register("registrationOpen")} />
      <FormProblem control={form.control} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t("saving") : competition ? t("form.saveChanges") : t("form.create")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
