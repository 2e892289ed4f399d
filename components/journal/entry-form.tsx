"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { showProblem } from "@/lib/client/form-errors";
import { temperatureUnit, toFahrenheit } from "@/lib/client/temperature";
import { journalEntryInput } from "@/lib/schemas/journal";
import { type JournalEntry, useCreateEntry } from "./api/journal";
import { useCalendarEvents, useCoursesOfFire, useEquipmentProfiles } from "./api/pickers";

type Input = z.input<typeof journalEntryInput>;
type Output = z.output<typeof journalEntryInput>;
type Kind = "text" | "number" | "area";
type Spec = { name: Path<Input>; label: string; kind: Kind; hint?: string };

const orNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const numberOrNull = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));

const sections: Array<{ legend: string; fields: Spec[] }> = [
  { legend: "Session", fields: [
    { name: "sessionType", label: "Session type", kind: "text", hint: "Training, Match simulation, Competition…" },
    { name: "discipline", label: "Discipline", kind: "text", hint: "Air Rifle, Smallbore Rifle, Air Pistol…" },
    { name: "position", label: "Position", kind: "text", hint: "Standing, Kneeling, Prone" },
    { name: "durationMinutes", label: "Duration (minutes)", kind: "number" },
  ] },
  { legend: "Readiness", fields: [
    { name: "hoursOfSleep", label: "Hours of sleep", kind: "number" },
    { name: "energyLevel", label: "Energy level", kind: "number", hint: "1 to 10" },
    { name: "focusLevel", label: "Focus level", kind: "number", hint: "1 to 10" },
    { name: "confidenceLevel", label: "Confidence level", kind: "number", hint: "1 to 10" },
    { name: "stressLevel", label: "Stress level", kind: "number", hint: "1 to 10" },
    { name: "physicalHealthNotes", label: "Physical health notes", kind: "area" },
    { name: "injuriesOrIssues", label: "Injuries or issues", kind: "area" },
    { name: "mentalStateNotes", label: "Mental state notes", kind: "area" },
  ] },
  { legend: "Equipment", fields: [
    { name: "rifle", label: "Rifle or pistol", kind: "text" },
    { name: "ammunition", label: "Ammunition", kind: "text" },
    { name: "sights", label: "Sights", kind: "text" },
    { name: "clothing", label: "Clothing", kind: "text" },
    { name: "accessories", label: "Accessories", kind: "text" },
    { name: "equipmentChanges", label: "Equipment changes", kind: "area" },
  ] },
  { legend: "Conditions", fields: [
    { name: "venueType", label: "Venue type", kind: "text", hint: "Indoor range, Outdoor range" },
    { name: "location", label: "Location", kind: "text" },
    { name: "weather", label: "Weather", kind: "text" },
    { name: "wind", label: "Wind", kind: "text" },
    { name: "lighting", label: "Lighting", kind: "text" },
    { name: "humidity", label: "Humidity (%)", kind: "number" },
  ] },
  { legend: "Scoring", fields: [
    { name: "shotsFired", label: "Shots fired", kind: "number" },
    { name: "score", label: "Score", kind: "number" },
    { name: "maxScore", label: "Maximum score", kind: "number" },
    { name: "numberOfTens", label: "Number of tens", kind: "number" },
    { name: "numberOfXs", label: "Number of Xs", kind: "number" },
    { name: "stringPosition", label: "String position", kind: "text" },
  ] },
  { legend: "Reflection", fields: [
    { name: "sessionGoals", label: "Session goals", kind: "area" },
    { name: "techniquesFocused", label: "Techniques focused", kind: "area" },
    { name: "whatWentWell", label: "What went well", kind: "area" },
    { name: "areasForImprovement", label: "Areas for improvement", kind: "area" },
    { name: "coachFeedback", label: "Coach feedback", kind: "area" },
    { name: "notes", label: "Notes", kind: "area" },
    { name: "nextSessionActionItems", label: "Next session action items", kind: "area" },
  ] },
];

const pickerFields = ["sessionDate", "courseOfFireId", "linkedCalendarEventId", "equipmentProfileId", "temperatureFahrenheit"];
const ALL_FIELDS = [...pickerFields, ...sections.flatMap((s) => s.fields.map((f) => f.name))];

function localNow(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function EntryForm({ athleteId, previous }: { athleteId: string; previous: JournalEntry | null }) {
  const router = useRouter();
  const create = useCreateEntry(athleteId);
  const courses = useCoursesOfFire();
  const events = useCalendarEvents(athleteId);
  const equipment = useEquipmentProfiles(athleteId);
  const [unit] = useState(() => temperatureUnit(typeof navigator === "undefined" ? "en-US" : navigator.language));
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(journalEntryInput),
    defaultValues: { sessionDate: new Date().toISOString() },
  });
  const { errors } = form.formState;
  const error = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;

  const prefillEquipment = (profileId: string) => {
    const profile = equipment.data?.items.find((p) => p.id === profileId);
    if (!profile) return;
    for (const field of ["rifle", "ammunition", "sights", "clothing", "accessories"] as const) form.setValue(field, profile[field]);
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, sessionDate: values.sessionDate.toISOString() });
      router.push(`/athletes/${athleteId}/journal`);
    } catch (problem) {
      showProblem(problem, form.setError, ALL_FIELDS);
    }
  });

  const field = ({ name, label, kind, hint }: Spec) =>
    kind === "area"
      ? <TextArea key={name} label={label} hint={hint} error={error(name)} className="sm:col-span-2" {...form.register(name, { setValueAs: orNull })} />
      : <TextField key={name} label={label} hint={hint} error={error(name)} inputMode={kind === "number" ? "decimal" : undefined}
          {...form.register(name, { setValueAs: kind === "number" ? numberOrNull : orNull })} />;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {previous && (previous.nextSessionActionItems || previous.coachFeedback) ? (
        <aside aria-label="From your last session" className="rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950">
          <p className="font-semibold">From your last session</p>
          {previous.nextSessionActionItems ? <p className="mt-1"><span className="font-medium">Action items:</span> {previous.nextSessionActionItems}</p> : null}
          {previous.coachFeedback ? <p className="mt-1"><span className="font-medium">Coach feedback:</span> {previous.coachFeedback}</p> : null}
        </aside>
      ) : null}
      {sections.map((section) => (
        <fieldset key={section.legend} className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 text-lg font-semibold">{section.legend}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {section.legend === "Session" ? (
              <>
                <TextField label="Session date" type="datetime-local" defaultValue={localNow()} error={error("sessionDate")}
                  {...form.register("sessionDate", { setValueAs: (v: string) => (v ? new Date(v).toISOString() : "") })} />
                <SelectField label="Course of fire" placeholder="None" error={error("courseOfFireId")}
                  options={(courses.data?.items ?? []).map((c) => ({ value: c.id, label: `${c.code}: ${c.name}` }))}
                  {...form.register("courseOfFireId", { setValueAs: orNull })} />
                <SelectField label="Calendar event" placeholder="None" error={error("linkedCalendarEventId")}
                  options={(events.data?.items ?? []).map((e) => ({ value: e.id, label: e.title }))}
                  {...form.register("linkedCalendarEventId", { setValueAs: orNull })} />
              </>
            ) : null}
            {section.legend === "Equipment" ? (
              <SelectField label="Equipment profile" placeholder="None" className="sm:col-span-2" error={error("equipmentProfileId")}
                options={(equipment.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
                {...form.register("equipmentProfileId", { setValueAs: orNull, onChange: (e: { target: { value: string } }) => prefillEquipment(e.target.value) })} />
            ) : null}
            {section.fields.map(field)}
            {section.legend === "Conditions" ? (
              <TextField label={`Temperature (°${unit})`} inputMode="decimal" error={error("temperatureFahrenheit")}
                hint={unit === "C" ? "Stored in Fahrenheit, as the API keeps it" : undefined}
                {...form.register("temperatureFahrenheit", { setValueAs: (v: string) => (v === "" ? null : toFahrenheit(Number(v), unit)) })} />
            ) : null}
          </div>
        </fieldset>
      ))}
      {errors.root?.message ? <Alert>{errors.root.message}</Alert> : null}
      <Button type="submit" disabled={form.formState.isSubmitting}>{form.formState.isSubmitting ? "Saving…" : "Save session"}</Button>
    </form>
  );
}
