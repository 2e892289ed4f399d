"use client";
// One screen for a session: its facts first, then the series with a running total, then what else
// the athlete wants to note, folded away until opened. What is typed is kept on the device until
// it is saved, and a save that someone else's change beat shows theirs beside it.
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Controller, type Path, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { KeptOnDevice } from "@/components/outbox/kept-on-device";
import { useKeepWrite } from "@/components/outbox/use-outbox";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ScaleField } from "@/components/ui/scale-field";
import { SelectField } from "@/components/ui/select-field";
import { TextArea } from "@/components/ui/text-area";
import { TextField } from "@/components/ui/text-field";
import { ApiProblem, apiFetchWithEtag, fieldPath } from "@/lib/client/api-fetch";
import { NoConnection, sendNow, withKey } from "@/lib/client/outbox/send";
import { dropDraft, readDraft, useLeaveGuard, writeDraft } from "@/lib/client/drafts";
import { showProblem } from "@/lib/client/form-errors";
import { localDateTime, textOrNull } from "@/lib/client/form-values";
import { numberOrNull } from "@/lib/client/numbers";
import { keys } from "@/lib/client/query-keys";
import { fromFahrenheit, temperatureMessage, temperatureUnit, toFahrenheit } from "@/lib/client/temperature";
import { errorsInWords, problemInWords } from "@/lib/client/in-words";
import { FIELD_LABELS, FIELD_WORDS } from "@/lib/journal/field-labels";
import { choicesWith, DISCIPLINES, LIGHTING, POSITIONS, SESSION_TYPES, VENUE_TYPES, WIND } from "@/lib/journal/vocabulary";
import type { journalEntryInput } from "@/lib/schemas/journal";
import { JOURNAL_ENTRY_FIELD_NAMES } from "@/lib/schemas/journal-field-names";
import type { JournalEntry } from "./api/journal";
import { useCalendarEvents, useCompetitionEntries, useCoursesOfFire, useEquipmentProfiles } from "./api/pickers";
import { ConflictPanel } from "./conflict-panel";
import { rowsForCourse, SeriesGrid, type SeriesRow, typedSeries } from "./series-grid";

type Input = z.input<typeof journalEntryInput>;
type Output = z.output<typeof journalEntryInput>;

const loadResolver = () => import("./entry-form-resolver");
const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
  const result = await (await loadResolver()).entryResolver(values, context, options);
  // The shared schema's messages name fields by their JSON names; the form says them in words.
  errorsInWords(result.errors, FIELD_WORDS);
  return result;
};

type Section = "readiness" | "equipment" | "conditions" | "reflection" | "links";
const SECTION_OF: Record<string, Section> = {
  hoursOfSleep: "readiness",
  energyLevel: "readiness",
  focusLevel: "readiness",
  confidenceLevel: "readiness",
  stressLevel: "readiness",
  physicalHealthNotes: "readiness",
  injuriesOrIssues: "readiness",
  mentalStateNotes: "readiness",
  equipmentProfileId: "equipment",
  rifle: "equipment",
  ammunition: "equipment",
  sights: "equipment",
  clothing: "equipment",
  accessories: "equipment",
  equipmentChanges: "equipment",
  venueType: "conditions",
  location: "conditions",
  weather: "conditions",
  wind: "conditions",
  lighting: "conditions",
  humidity: "conditions",
  temperatureFahrenheit: "conditions",
  sessionGoals: "reflection",
  techniquesFocused: "reflection",
  whatWentWell: "reflection",
  areasForImprovement: "reflection",
  notes: "reflection",
  nextSessionActionItems: "reflection",
  linkedCalendarEventId: "links",
  linkedCompetitionEntryId: "links",
};

/**
 * The form's starting values. Editing starts from the entry as stored, except the totals the API
 * only showed summed from the series: saving those would freeze today's sums into the entry.
 */
function startingValues(entry: JournalEntry | undefined): Input {
  if (!entry) {
    // Every field named, so that discarding a draft clears what the draft had filled.
    const empty = Object.fromEntries(JOURNAL_ENTRY_FIELD_NAMES.map((name) => [name, null]));
    return { ...empty, sessionDate: new Date().toISOString() } as Input;
  }
  const derived = new Set<string>([
    ...entry.totalsFromSeries,
    ...(entry.totalsFromShots ? ["score", "maxScore", "shotsFired", "numberOfXs"] : []),
  ]);
  const values = Object.fromEntries(
    JOURNAL_ENTRY_FIELD_NAMES.map((name) => [name, derived.has(name) ? null : (entry as Record<string, unknown>)[name]]),
  );
  return values as Input;
}

const startingSeries = (entry: JournalEntry | undefined): SeriesRow[] =>
  (entry?.scoreSeries ?? []).map(({ id, seriesNumber, seriesName, score, maxScore, innerTens, shotCount, notes, fromShots }) => ({
    id,
    seriesNumber,
    seriesName,
    score: String(score),
    maxScore,
    innerTens,
    shotCount,
    notes,
    fromShots,
  }));

/** What the device keeps while a session is being typed. */
type DraftValue = { values: Input; series: SeriesRow[]; entryId: string | null; etag: string | null };

export type EntryFormProps = {
  athleteId: string;
  /** The entry being edited, with the ETag read when editing started. */
  editing?: { entry: JournalEntry; etag: string | null };
};

export function EntryForm({ athleteId, editing }: EntryFormProps) {
  const router = useRouter();
  const client = useQueryClient();
  const courses = useCoursesOfFire();
  const events = useCalendarEvents(athleteId);
  const equipment = useEquipmentProfiles(athleteId);
  const competitionEntries = useCompetitionEntries(athleteId);
  const [unit] = useState(() => temperatureUnit(typeof navigator === "undefined" ? "en-US" : navigator.language));
  const draftKey = `rangebook:entry-draft:${athleteId}:${editing?.entry.id ?? "new"}`;
  const [draft] = useState(() => readDraft<DraftValue>(draftKey));
  const [restored, setRestored] = useState(draft !== null);
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: draft?.value.values ?? startingValues(editing?.entry) });
  const [series, setSeries] = useState<SeriesRow[]>(() => draft?.value.series ?? startingSeries(editing?.entry));
  const [seriesErrors, setSeriesErrors] = useState<Record<string, string>>({});
  /** The entry this form writes to and the ETag it last saw: a new entry has one after its first save. */
  const [target, setTarget] = useState({
    entryId: draft?.value.entryId ?? editing?.entry.id ?? null,
    etag: draft?.value.etag ?? editing?.etag ?? null,
  });
  const [conflict, setConflict] = useState<{ saved: JournalEntry; etag: string | null } | null>(null);
  const [saveAgain, setSaveAgain] = useState(false);
  /** Set when a save with no connection went to the outbox: what it was, to say so beside the button. */
  const [kept, setKept] = useState<string | null>(null);
  const keepWrite = useKeepWrite();
  /** Set by "Save and enter shots": the series whose shots open after the save (1 for the first). */
  const thenShots = useRef<number | null>(null);
  const [open, setOpen] = useState<Set<Section>>(() => new Set());
  const [touched, setTouched] = useState(draft !== null);
  const { errors } = form.formState;
  const unsaved = touched && !form.formState.isSubmitSuccessful;
  useLeaveGuard(unsaved);

  // Every change is kept on the device until the save succeeds.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // A reset (discarding the draft) names no field, and is no change of the person's.
      if (!name) return;
      setTouched(true);
      setKept(null);
      writeDraft<DraftValue>(draftKey, { values: values as Input, series, ...target });
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey, series, target]);

  function changeSeries(rows: SeriesRow[]) {
    setSeries(rows);
    setTouched(true);
    setKept(null);
    setSeriesErrors({});
    writeDraft<DraftValue>(draftKey, { values: form.getValues(), series: rows, ...target });
  }

  function discardDraft() {
    dropDraft(draftKey);
    form.reset(startingValues(editing?.entry));
    setSeries(startingSeries(editing?.entry));
    setTarget({ entryId: editing?.entry.id ?? null, etag: editing?.etag ?? null });
    setRestored(false);
    setTouched(false);
  }

  const courseId = form.watch("courseOfFireId");
  const course = courses.data?.items.find((c) => c.id === courseId) ?? null;
  const fromShots = editing?.entry.totalsFromShots ?? false;

  /** A chosen course of fire fills what is still empty and lays out its series. */
  function fillFromCourse(id: string) {
    const chosen = courses.data?.items.find((c) => c.id === id);
    if (!chosen) return;
    const fills: Array<[Path<Input>, string | number | null]> = [
      ["discipline", chosen.discipline],
      ["position", chosen.positions.length > 0 ? chosen.positions.join(", ") : null],
      ["shotsFired", chosen.shotCount],
      ["maxScore", chosen.maxScore],
    ];
    for (const [field, value] of fills) {
      const current = form.getValues(field);
      if (value !== null && (current === null || current === undefined || current === "")) {
        form.setValue(field, value as never, { shouldDirty: true });
      }
    }
    if (!fromShots && series.every((row) => row.score.trim() === "")) changeSeries(rowsForCourse(chosen));
  }

  const prefillEquipment = (profileId: string) => {
    const profile = equipment.data?.items.find((p) => p.id === profileId);
    if (!profile) return;
    for (const field of ["rifle", "ammunition", "sights", "clothing", "accessories"] as const) form.setValue(field, profile[field]);
  };

  const error = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const openSectionsOf = (names: string[]) =>
    setOpen((current) => new Set([...current, ...names.map((n) => SECTION_OF[n]).filter((s): s is Section => s !== undefined)]));

  const submit = form.handleSubmit(
    async (values) => {
      const typed = typedSeries(series);
      const unreadable = typed.flatMap((row, index) => (Number.isFinite(row.score) ? [] : [index]));
      if (unreadable.length > 0) {
        setSeriesErrors(Object.fromEntries(unreadable.map((i) => [`scoreSeries.${i}.score`, "Type a score, e.g. 98 or 104.6"])));
        return;
      }
      const base = `/api/athletes/${athleteId}/journal`;
      const body = { ...values, sessionDate: values.sessionDate.toISOString() };
      const seriesChanged = JSON.stringify(typed) !== JSON.stringify(typedSeries(startingSeries(editing?.entry)));
      // The whole save, each request with the Idempotency-Key made now: what the outbox keeps when
      // there is no connection, and sends later without ever making two sessions.
      const entryStep = withKey(
        target.entryId === null
          ? { method: "POST", path: base, body }
          : { method: "PUT", path: `${base}/${target.entryId}`, body, ifMatch: target.etag },
      );
      const seriesStep = seriesChanged
        ? withKey({ method: "PUT", path: `${base}/{id}/series`, body: { scoreSeries: typed }, ifMatch: "previous" })
        : null;
      const steps = seriesStep ? [entryStep, seriesStep] : [entryStep];
      const keepOnDevice = async (sent: { done: number; carried: { id: string; etag: string | null } | null }) => {
        const draft: DraftValue = {
          values: form.getValues(),
          series,
          entryId: sent.carried?.id ?? target.entryId,
          etag: sent.carried?.etag ?? target.etag,
        };
        const title = sessionTitle(values.sessionDate, editing !== undefined, typed, values.score, course?.scoring === "decimal");
        await keepWrite(
          {
            kind: editing ? "session-edit" : "session",
            title,
            steps,
            reopen: {
              href: editing ? `/athletes/${athleteId}/journal/${editing.entry.id}/edit` : `/athletes/${athleteId}/journal/new`,
              draftKey,
              draft,
              as: "draft",
            },
          },
          sent,
        );
        dropDraft(draftKey);
        if (!editing) {
          // A new session is kept whole in the outbox: the form is free for the next one.
          form.reset(startingValues(undefined));
          setSeries([]);
          setTarget({ entryId: null, etag: null });
          setRestored(false);
          setTouched(false);
        }
        setKept(title);
      };
      let saved: { body: JournalEntry; etag: string | null };
      try {
        saved = await sendNow<JournalEntry>(entryStep);
      } catch (problem) {
        if (problem instanceof NoConnection) return keepOnDevice({ done: 0, carried: null });
        if (problem instanceof ApiProblem && problem.status === 412 && target.entryId !== null) {
          const now = await apiFetchWithEtag<JournalEntry>(`${base}/${target.entryId}`).catch(() => null);
          if (now) return setConflict({ saved: now.body, etag: now.etag });
        }
        showProblem(problemInWords(problem, FIELD_WORDS), form.setError, Object.keys(FIELD_LABELS));
        if (problem instanceof ApiProblem) openSectionsOf(Object.keys(problem.fields).map((p) => fieldPath(p)));
        return;
      }
      const next = { entryId: saved.body.id, etag: saved.etag };
      setTarget(next);
      if (seriesStep) {
        try {
          await sendNow<JournalEntry>({ ...seriesStep, path: seriesStep.path.replace("{id}", saved.body.id), ifMatch: saved.etag });
        } catch (problem) {
          if (problem instanceof NoConnection) return keepOnDevice({ done: 1, carried: { id: saved.body.id, etag: saved.etag } });
          writeDraft<DraftValue>(draftKey, { values: form.getValues(), series, ...next });
          if (problem instanceof ApiProblem) {
            setSeriesErrors(Object.fromEntries(Object.entries(problem.fields).map(([p, m]) => [fieldPath(p), m])));
          }
          form.setError("root", {
            message: `The session is saved, but not its series: ${problem instanceof ApiProblem ? problem.detail.replace(/\.$/, "") : "the server could not be reached"}. Correct them and save again.`,
          });
          return;
        }
      }
      dropDraft(draftKey);
      await client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
      router.push(
        thenShots.current !== null
          ? `/athletes/${athleteId}/journal/${saved.body.id}/shots${thenShots.current > 1 ? `?series=${thenShots.current}` : ""}`
          : editing
            ? `/athletes/${athleteId}/journal/${saved.body.id}`
            : `/athletes/${athleteId}/journal`,
      );
    },
    (invalid) => openSectionsOf(Object.keys(invalid)),
  );

  const text = (name: Path<Input>, hint?: string) => (
    <TextField
      key={name}
      label={FIELD_LABELS[name] ?? name}
      hint={hint}
      error={error(name)}
      {...form.register(name, { setValueAs: textOrNull })}
    />
  );
  const number = (name: Path<Input>, hint?: string) => (
    <TextField
      key={name}
      label={FIELD_LABELS[name] ?? name}
      hint={hint}
      error={error(name)}
      inputMode="decimal"
      {...form.register(name, { setValueAs: numberOrNull })}
    />
  );
  const area = (name: Path<Input>) => (
    <TextArea
      key={name}
      label={FIELD_LABELS[name] ?? name}
      error={error(name)}
      className="sm:col-span-2"
      rows={2}
      {...form.register(name, { setValueAs: textOrNull })}
    />
  );
  const choice = (name: Path<Input>, choices: Array<{ value: string; label: string }>, extra?: (value: string) => void) => (
    <SelectField
      key={name}
      label={FIELD_LABELS[name] ?? name}
      placeholder="Not set"
      error={error(name)}
      options={choicesWith(choices, form.getValues(name))}
      {...form.register(name, {
        setValueAs: textOrNull,
        ...(extra ? { onChange: (e: { target: { value: string } }) => extra(e.target.value) } : {}),
      })}
    />
  );
  const scale = (name: "energyLevel" | "focusLevel" | "confidenceLevel" | "stressLevel", low: string, high: string) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <ScaleField
          label={FIELD_LABELS[name] ?? name}
          low={low}
          high={high}
          value={typeof field.value === "number" ? field.value : null}
          error={error(name)}
          onChange={(value) => field.onChange(value)}
        />
      )}
    />
  );
  const section = (id: Section, title: string, children: ReactNode, summary?: string) => (
    <details
      open={open.has(id)}
      onToggle={(e) => {
        const isOpen = (e.currentTarget as HTMLDetailsElement).open;
        setOpen((current) => {
          const next = new Set(current);
          if (isOpen) next.add(id);
          else next.delete(id);
          return next;
        });
      }}
      className="group rounded-lg border border-slate-200 bg-white"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-3 text-lg font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-sky-700">
        <span>{title}</span>
        <span className="flex items-center gap-2 text-sm font-normal text-slate-600">
          {summary ? <span className="truncate">{summary}</span> : null}
          <span aria-hidden="true" className="transition-transform group-open:rotate-180">
            ▾
          </span>
        </span>
      </summary>
      {/* A folded section's fields are drawn when it opens: their values live in the form meanwhile. */}
      {open.has(id) ? <div className="grid gap-4 border-t border-slate-100 p-4 sm:grid-cols-2">{children}</div> : null}
    </details>
  );

  // "Save with these values" saves once the newer ETag is in place.
  useEffect(() => {
    if (!saveAgain) return;
    setSaveAgain(false);
    void submit();
  }, [saveAgain, submit]);

  /** A value as a person reads it, for the conflict panel. */
  function describe(name: string, value: unknown): string {
    if (value === null || value === undefined || value === "") return "empty";
    if (name === "sessionDate") return new Date(String(value)).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
    if (name === "temperatureFahrenheit" && typeof value === "number") return `${fromFahrenheit(value, unit)} °${unit}`;
    const named: Record<string, Array<{ id: string; label: string }> | undefined> = {
      courseOfFireId: courses.data?.items.map((c) => ({ id: c.id, label: `${c.code}: ${c.name}` })),
      equipmentProfileId: equipment.data?.items.map((p) => ({ id: p.id, label: p.name })),
      linkedCalendarEventId: events.data?.items.map((e) => ({ id: e.id, label: e.title })),
      linkedCompetitionEntryId: competitionEntries.data?.items.map((e) => ({ id: e.id, label: e.competitionName })),
    };
    const list = named[name];
    if (list) return list.find((item) => item.id === value)?.label ?? "another choice";
    return typeof value === "number" ? value.toLocaleString() : String(value);
  }

  const watched = form.watch();
  const filled = (names: string[]) =>
    names.filter((n) => {
      const v = (watched as Record<string, unknown>)[n];
      return v !== null && v !== undefined && v !== "";
    }).length;
  const countText = (names: string[]) => {
    const count = filled(names);
    return count === 0 ? undefined : `${count} noted`;
  };

  return (
    <form onSubmit={submit} onFocusCapture={() => void loadResolver()} noValidate className="space-y-4 pb-24">
      {restored ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <span>
            Restored what you typed
            {draft ? ` on ${new Date(draft.savedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}` : ""}; it is
            not saved yet.
          </span>
          <button type="button" onClick={discardDraft} className="font-medium underline underline-offset-4">
            Discard it
          </button>
        </div>
      ) : null}

      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Session</legend>
        <div className="grid gap-4 sm:grid-cols-2">
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
                value={typeof date.value === "string" ? localDateTime(date.value) : ""}
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
              setValueAs: textOrNull,
              onChange: (e: { target: { value: string } }) => fillFromCourse(e.target.value),
            })}
          />
          {choice("sessionType", SESSION_TYPES)}
          {choice("discipline", DISCIPLINES)}
          {choice("position", POSITIONS)}
          {number("durationMinutes")}
        </div>
      </fieldset>

      <fieldset className="rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-lg font-semibold">Score</legend>
        <SeriesGrid
          rows={series}
          onChange={changeSeries}
          decimal={course?.scoring === "decimal"}
          errors={seriesErrors}
          shotsHref={editing ? `/athletes/${athleteId}/journal/${editing.entry.id}/shots` : null}
          onEnterShots={(seriesNumber) => {
            thenShots.current = seriesNumber;
          }}
        />
        <div className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3">
          {number("score")}
          {number("maxScore")}
          {number("shotsFired")}
          {number("numberOfTens")}
          {number("numberOfXs")}
          {text("stringPosition")}
        </div>
      </fieldset>

      {section(
        "readiness",
        "Readiness",
        <>
          {scale("energyLevel", "drained", "full of energy")}
          {scale("focusLevel", "scattered", "sharp")}
          {scale("confidenceLevel", "doubtful", "sure")}
          {scale("stressLevel", "calm", "very stressed")}
          {number("hoursOfSleep")}
          {area("physicalHealthNotes")}
          {area("injuriesOrIssues")}
          {area("mentalStateNotes")}
        </>,
        countText(["energyLevel", "focusLevel", "confidenceLevel", "stressLevel", "hoursOfSleep"]),
      )}
      {section(
        "equipment",
        "Equipment",
        <>
          <SelectField
            label="Equipment profile"
            placeholder="None"
            className="sm:col-span-2"
            error={error("equipmentProfileId")}
            options={(equipment.data?.items ?? []).map((p) => ({ value: p.id, label: p.name }))}
            {...form.register("equipmentProfileId", {
              setValueAs: textOrNull,
              onChange: (e: { target: { value: string } }) => prefillEquipment(e.target.value),
            })}
          />
          {text("rifle")}
          {text("ammunition")}
          {text("sights")}
          {text("clothing")}
          {text("accessories")}
          {area("equipmentChanges")}
        </>,
        countText(["equipmentProfileId", "rifle", "ammunition", "sights", "clothing", "accessories"]),
      )}
      {section(
        "conditions",
        "Conditions",
        <>
          {choice("venueType", VENUE_TYPES)}
          {text("location")}
          {choice("lighting", LIGHTING)}
          {choice("wind", WIND)}
          {text("weather")}
          {number("humidity")}
          <Controller
            control={form.control}
            name="temperatureFahrenheit"
            render={({ field: temperature }) => (
              <TemperatureField
                unit={unit}
                stored={typeof temperature.value === "number" ? temperature.value : null}
                error={error("temperatureFahrenheit") ? temperatureMessage(error("temperatureFahrenheit") ?? "", unit) : undefined}
                name={temperature.name}
                inputRef={temperature.ref}
                onBlur={temperature.onBlur}
                onChange={(fahrenheit) => temperature.onChange(fahrenheit)}
              />
            )}
          />
        </>,
        countText(["venueType", "location", "lighting", "wind", "weather", "humidity", "temperatureFahrenheit"]),
      )}
      {section(
        "reflection",
        "Goals and reflection",
        <>
          {area("sessionGoals")}
          {area("techniquesFocused")}
          {area("whatWentWell")}
          {area("areasForImprovement")}
          {area("notes")}
          {area("nextSessionActionItems")}
        </>,
        countText(["sessionGoals", "techniquesFocused", "whatWentWell", "areasForImprovement", "notes", "nextSessionActionItems"]),
      )}
      {section(
        "links",
        "Calendar and competition",
        <>
          <SelectField
            label="Calendar event"
            placeholder="None"
            error={error("linkedCalendarEventId")}
            options={(events.data?.items ?? []).map((e) => ({ value: e.id, label: e.title }))}
            {...form.register("linkedCalendarEventId", { setValueAs: textOrNull })}
          />
          <SelectField
            label="Linked competition entry"
            placeholder="None"
            error={error("linkedCompetitionEntryId")}
            options={(competitionEntries.data?.items ?? []).map((e) => ({
              value: e.id,
              label: `${e.competitionName}, ${new Date(e.competitionStartDate).toLocaleDateString(undefined, { dateStyle: "medium", timeZone: "UTC" })}${e.score === null ? "" : ` (${e.score.toLocaleString()})`}`,
            }))}
            {...form.register("linkedCompetitionEntryId", { setValueAs: textOrNull })}
          />
        </>,
        countText(["linkedCalendarEventId", "linkedCompetitionEntryId"]),
      )}

      {conflict ? (
        <ConflictPanel
          theirs={startingValues(conflict.saved) as Record<string, unknown>}
          mine={form.getValues() as Record<string, unknown>}
          labels={FIELD_LABELS}
          describe={describe}
          onTake={(name, value) => form.setValue(name as Path<Input>, value as never, { shouldDirty: true })}
          onKeepMine={() => {
            setTarget((current) => ({ ...current, etag: conflict.etag }));
            setConflict(null);
            setSaveAgain(true);
          }}
        />
      ) : null}
      {errors.root?.message ? <Alert>{errors.root.message}</Alert> : null}

      <div className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur">
        <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-3">
          <Button
            type="submit"
            disabled={form.formState.isSubmitting || conflict !== null}
            onClick={() => {
              thenShots.current = null;
            }}
          >
            {form.formState.isSubmitting ? "Saving…" : editing ? "Save changes" : "Save session"}
          </Button>
          {!fromShots ? (
            <Button
              type="submit"
              variant="secondary"
              disabled={form.formState.isSubmitting || conflict !== null}
              onClick={() => {
                thenShots.current = 1;
              }}
            >
              Save and enter shots
            </Button>
          ) : null}
          {editing ? (
            <Button variant="secondary" onClick={() => router.push(`/athletes/${athleteId}/journal/${editing.entry.id}`)}>
              Cancel
            </Button>
          ) : null}
          {kept ? (
            <KeptOnDevice what={kept} />
          ) : unsaved ? (
            <span className="text-sm text-slate-600">Kept on this device until saved</span>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/** The session as the outbox lists it: "New session, 26 Nov 2026, 10:12, 617.5". */
function sessionTitle(
  date: Date,
  editing: boolean,
  series: Array<{ score: number }>,
  score: number | null | undefined,
  decimal: boolean,
): string {
  const sum = series.length > 0 ? series.reduce((total, row) => total + row.score, 0) : (score ?? null);
  const total = sum === null ? "" : `, ${decimal ? (Math.round(sum * 10) / 10).toFixed(1) : String(Math.round(sum * 10) / 10)}`;
  const when = date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return `${editing ? "Changes to the session of" : "New session,"} ${when}${total}`;
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
