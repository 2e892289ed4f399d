"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, type Path, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem } from "@/lib/client/api-fetch";
import { showProblem } from "@/lib/client/form-errors";
import { fromFahrenheit, temperatureMessage, temperatureUnit, toFahrenheit } from "@/lib/client/temperature";
import type { journalEntryInput } from "@/lib/schemas/journal";
import { JOURNAL_ENTRY_FIELD_NAMES } from "@/lib/schemas/journal-field-names";
import { type JournalEntry, useSaveEntry } from "./api/journal";
import { useCalendarEvents, useCompetitionEntries, useCoursesOfFire, useEquipmentProfiles } from "./api/pickers";
import { numberOrNull } from "@/lib/client/numbers";

type Input = z.input<typeof journalEntryInput>;
type Output = z.output<typeof journalEntryInput>;

const loadResolver = () => import("./entry-form-resolver");
const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
  (await loadResolver()).entryResolver(values, context, options);
type Kind = "text" | "number" | "area";
type Spec = { name: Path<Input>; label: string; kind: Kind; hint?: string };

const orNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

const sections: Array<{ legend: string; fields: Spec[] }> = [
  {
    legend: "Session",
    fields: [
      { name: "sessionType", label: "Session type", kind: "text", hint: "Training, Match simulation, Competition…" },
      { name: "discipline", label: "Discipline", kind: "text", hint: "Air Rifle, Smallbore Rifle, Air Pistol…" },
      { name: "position", label: "Position", kind: "text", hint: "Standing, Kneeling, Prone" },
      { name: "durationMinutes", label: "Duration (minutes)", kind: "number" },
    ],
  },
  {
    legend: "Readiness",
    fields: [
      { name: "hoursOfSleep", label: "Hours of sleep", kind: "number" },
      { name: "energyLevel", label: "Energy level", kind: "number", hint: "1 to 10" },
      { name: "focusLevel", label: "Focus level", kind: "number", hint: "1 to 10" },
      { name: "confidenceLevel", label: "Confidence level", kind: "number", hint: "1 to 10" },
      { name: "stressLevel", label: "Stress level", kind: "number", hint: "1 to 10" },
      { name: "physicalHealthNotes", label: "Physical health notes", kind: "area" },
      { name: "injuriesOrIssues", label: "Injuries or issues", kind: "area" },
      { name: "mentalStateNotes", label: "Mental state notes", kind: "area" },
    ],
  },
  {
    legend: "Equipment",
    fields: [
      { name: "rifle", label: "Rifle or pistol", kind: "text" },
      { name: "ammunition", label: "Ammunition", kind: "text" },
      { name: "sights", label: "Sights", kind: "text" },
      { name: "clothing", label: "Clothing", kind: "text" },
      { name: "accessories", label: "Accessories", kind: "text" },
      { name: "equipmentChanges", label: "Equipment changes", kind: "area" },
    ],
  },
  {
    legend: "Conditions",
    fields: [
      { name: "venueType", label: "Venue type", kind: "text", hint: "Indoor range, Outdoor range" },
      { name: "location", label: "Location", kind: "text" },
      { name: "weather", label: "Weather", kind: "text" },
      { name: "wind", label: "Wind", kind: "text" },
      { name: "lighting", label: "Lighting", kind: "text" },
      { name: "humidity", label: "Humidity (%)", kind: "number" },
    ],
  },
  {
    legend: "Scoring",
    fields: [
      { name: "shotsFired", label: "Shots fired", kind: "number" },
      { name: "score", label: "Score", kind: "number" },
      { name: "maxScore", label: "Maximum score", kind: "number" },
      { name: "numberOfTens", label: "Number of tens", kind: "number" },
      { name: "numberOfXs", label: "Number of Xs", kind: "number" },
      { name: "stringPosition", label: "String position", kind: "text" },
    ],
  },
  {
    legend: "Reflection",
    fields: [
      { name: "sessionGoals", label: "Session goals", kind: "area" },
      { name: "techniquesFocused", label: "Techniques focused", kind: "area" },
      { name: "whatWentWell", label: "What went well", kind: "area" },
      { name: "areasForImprovement", label: "Areas for improvement", kind: "area" },
      { name: "notes", label: "Notes", kind: "area" },
      { name: "nextSessionActionItems", label: "Next session action items", kind: "area" },
    ],
  },
];

const pickerFields = [
  "sessionDate",
  "linkedCompetitionEntryId",
  "courseOfFireId",
  "linkedCalendarEventId",
  "equipmentProfileId",
  "temperatureFahrenheit",
];
const ALL_FIELDS = [...pickerFields, ...sections.flatMap((s) => s.fields.map((f) => f.name))];

/** "2026-11-21T07:30", the value a datetime-local input shows for an instant in the browser's zone. */
function localInput(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/**
 * The form's starting values. Editing starts from the entry as stored, except the totals the API
 * only showed summed from the series: saving those would freeze today's sums into the entry.
 */
function startingValues(entry: JournalEntry | undefined): Input {
  if (!entry) return { sessionDate: new Date().toISOString() };
  const derived = new Set<string>(entry.totalsFromSeries);
  const values = Object.fromEntries(
    JOURNAL_ENTRY_FIELD_NAMES.map((name) => [name, derived.has(name) ? null : (entry as Record<string, unknown>)[name]]),
  );
  return values as Input;
}

export type EntryFormProps = {
  athleteId: string;
  /** The session before this one, whose action items and coach feedback a new entry starts from. */
  previous: JournalEntry | null;
  /** The entry being edited, with the ETag read when editing started. */
  editing?: { entry: JournalEntry; etag: string | null; startAgain: () => void };
};

export function EntryForm({ athleteId, previous, editing }: EntryFormProps) {
  const router = useRouter();
  const save = useSaveEntry(athleteId);
  const courses = useCoursesOfFire();
  const events = useCalendarEvents(athleteId);
  const equipment = useEquipmentProfiles(athleteId);
  const competitionEntries = useCompetitionEntries(athleteId);
  const [unit] = useState(() => temperatureUnit(typeof navigator === "undefined" ? "en-US" : navigator.language));
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: startingValues(editing?.entry) });
  const { errors } = form.formState;
  /** A chosen course of fire fills what the athlete has left empty: discipline, position, shots, maximum. */
  function fillFromCourse(courseId: string) {
    const course = courses.data?.items.find((c) => c.id === courseId);
    if (!course) return;
    const fills: Array<[Path<Input>, string | number | null]> = [
      ["discipline", course.discipline],
      ["position", course.positions.length > 0 ? course.positions.join(", ") : null],
      ["shotsFired", course.shotCount],
      ["maxScore", course.maxScore],
    ];
    for (const [field, value] of fills) {
      const current = form.getValues(field);
      if (value !== null && (current === null || current === undefined || current === "")) {
        form.setValue(field, value as never, { shouldDirty: true });
      }
    }
  }
  const error = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const temperatureError = error("temperatureFahrenheit");
  const [conflict, setConflict] = useState(false);

  const prefillEquipment = (profileId: string) => {
    const profile = equipment.data?.items.find((p) => p.id === profileId);
    if (!profile) return;
    for (const field of ["rifle", "ammunition", "sights", "clothing", "accessories"] as const) form.setValue(field, profile[field]);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({
        entryId: editing?.entry.id ?? null,
        etag: editing?.etag ?? null,
        values: { ...values, sessionDate: values.sessionDate.toISOString() },
      });
      router.push(editing ? `/athletes/${athleteId}/journal/${saved.id}` : `/athletes/${athleteId}/journal`);
    } catch (problem) {
      setConflict(problem instanceof ApiProblem && problem.status === 412);
      showProblem(problem, form.setError, ALL_FIELDS);
    }
  });

  const field = ({ name, label, kind, hint }: Spec) =>
    kind === "area" ? (
      <TextArea
        key={name}
        label={label}
        hint={hint}
        error={error(name)}
        className="sm:col-span-2"
        {...form.register(name, { setValueAs: orNull })}
      />
    ) : (
      <TextField
        key={name}
        label={label}
        hint={hint}
        error={error(name)}
        inputMode={kind === "number" ? "decimal" : undefined}
        {...form.register(name, { setValueAs: kind === "number" ? numberOrNull : orNull })}
      />
    );

  return (
    <form onSubmit={submit} onFocusCapture={() => void loadResolver()} noValidate className="space-y-6">
      {!editing && previous && (previous.nextSessionActionItems || previous.coachFeedback) ? (
        <aside aria-label="From your last session" className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
          <p className="font-semibold">From your last session</p>
          {previous.nextSessionActionItems ? (
            <p className="mt-1">
              <span className="font-medium">Action items:</span> {previous.nextSessionActionItems}
            </p>
          ) : null}
          {previous.coachFeedback ? (
            <p className="mt-1">
              <span className="font-medium">Coach feedback:</span> {previous.coachFeedback}
            </p>
          ) : null}
        </aside>
      ) : null}
      {sections.map((section) => (
        <fieldset key={section.legend} className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{section.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.legend === "Session" ? (
              <>
                <Controller
                  control={form.control}
                  name="sessionDate"
                  render={({ field: date }) => (
                    <TextField
                      label="Session date"
                      type="datetime-local"
                      error={error("sessionDate")}
                      name={date.name}
                      ref={date.ref}
                      onBlur={date.onBlur}
                      value={typeof date.value === "string" ? localInput(date.value) : ""}
                      onChange={(e) => date.onChange(e.target.value ? new Date(e.target.value).toISOString() : "")}
                    />
                  )}
                />
                <SelectField
                  label="Course of fire"
                  placeholder="None"
                  error={error("courseOfFireId")}
                  options={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code}: ${c.name}` }))}
                  {...form.register("courseOfFireId", {
                    setValueAs: orNull,
                    onChange: (e: { target: { value: string } }) => fillFromCourse(e.target.value),
                  })}
                />
                <SelectField
                  label="Calendar event"
                  placeholder="None"
                  error={error("linkedCalendarEventId")}
                  options={(events.data?.items ?? []).map((e) => ({ value: e.id, label: e.title }))}
                  {...form.register("linkedCalendarEventId", { setValueAs: orNull })}
                />
                <SelectField
                  label="Linked competition entry"
                  placeholder="None"
                  error={error("linkedCompetitionEntryId")}
                  options={(competitionEntries.data?.items ?? []).map((e) => ({
                    value: e.id,
                    label: `${e.competitionName}, ${new Date(e.competitionStartDate).toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" })}${e.score === null ? "" : ` (${e.score.toLocaleString()})`}`,
                  }))}
                  {...form.register("linkedCompetitionEntryId", { setValueAs: orNull })}
                />
              </>
            ) : null}
            {section.legend === "Equipment" ? (
              <SelectField
                label="Equipment profile"
                placeholder="None"
                className="sm:col-span-2"
                error={error("equipmentProfileId")}
                options={(equipment.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
                {...form.register("equipmentProfileId", {
                  setValueAs: orNull,
                  onChange: (e: { target: { value: string } }) => prefillEquipment(e.target.value),
                })}
              />
            ) : null}
            {section.fields.map(field)}
            {section.legend === "Conditions" ? (
              <Controller
                control={form.control}
                name="temperatureFahrenheit"
                render={({ field: temperature }) => (
                  <TemperatureField
                    unit={unit}
                    stored={typeof temperature.value === "number" ? temperature.value : null}
                    error={temperatureError ? temperatureMessage(temperatureError, unit) : undefined}
                    name={temperature.name}
                    inputRef={temperature.ref}
                    onBlur={temperature.onBlur}
                    onChange={(fahrenheit) => temperature.onChange(fahrenheit)}
                  />
                )}
              />
            ) : null}
          </div>
        </fieldset>
      ))}
      {errors.root?.message ? <Alert>{errors.root.message}</Alert> : null}
      {conflict && editing ? (
        <Button variant="secondary" onClick={editing.startAgain}>
          Start again from the saved version
        </Button>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : editing ? "Save changes" : "Save session"}
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={() => router.push(`/athletes/${athleteId}/journal/${editing.entry.id}`)}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Typed in the person's unit, kept in Fahrenheit; what was typed stays as typed while it is edited. */
function TemperatureField({
  unit,
  stored,
  error,
  name,
  inputRef,
  onBlur,
  onChange,
}: {
  unit: "F" | "C";
  stored: number | null;
  error?: string;
  name: string;
  inputRef: (element: HTMLInputElement | null) => void;
  onBlur: () => void;
  onChange: (fahrenheit: number | null) => void;
}) {
  const [text, setText] = useState(() => (stored === null ? "" : String(fromFahrenheit(stored, unit))));
  return (
    <TextField
      label={`Temperature (°${unit})`}
      inputMode="decimal"
      error={error}
      name={name}
      ref={inputRef}
      onBlur={onBlur}
      value={text}
      hint={unit === "C" ? "Stored in Fahrenheit, as the API keeps it" : undefined}
      onChange={(e) => {
        setText(e.target.value);
        const typed = numberOrNull(e.target.value);
        onChange(typed === null ? null : Number.isFinite(typed) ? toFahrenheit(typed, unit) : Number.NaN);
      }}
    />
  );
}
