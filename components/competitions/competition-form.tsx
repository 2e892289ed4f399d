"use client";
// A competition's name, days and discipline, for a new one or an edit. The same schema checks the
// form and the API; what the API still refuses (422) lands beside the field it names, in words.
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormProblem, fieldsOf } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { errorsInWords, problemInWords } from "@/lib/client/in-words";
import { competitionInput } from "@/lib/schemas/competitions";
import { useCreateCompetition } from "./api/create-competition";
import type { Competition } from "./api/get-competitions";
import { useReplaceCompetition } from "./api/replace-competition";

type Input = z.input<typeof competitionInput>;
type Output = z.output<typeof competitionInput>;

const FIELDS = ["organizationId", "name", "startDate", "endDate", "discipline"];
/** The schema's and the API's field names, as the form labels them. */
const WORDS = { organizationId: "the host", startDate: "the first day", endDate: "the last day", discipline: "the discipline" };
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
    },
  });
  const { isSubmitting } = form.formState;
  const field = fieldsOf(form);
  const label = competition ? `Edit ${competition.name}` : "New competition";

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
      {hosts.length > 1 || !competition ? <SelectField label="Host" options={hosts} {...field("organizationId")} /> : null}
      <TextField label="Name" className="sm:col-span-2" {...field("name")} />
      <TextField
        label="First day"
        type="date"
        hint="Ages for the classifications are counted on this day"
        {...field("startDate", { setValueAs: emptyAs(undefined) })}
      />
      <TextField label="Last day" type="date" hint="Empty for a one-day competition" {...field("endDate", { setValueAs: emptyAs(null) })} />
      <TextField
        label="Discipline"
        hint="For example Air Rifle"
        className="sm:col-span-2"
        {...field("discipline", { setValueAs: emptyAs(null) })}
      />
      <FormProblem control={form.control} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? "Saving…" : competition ? "Save changes" : "Create competition"}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
