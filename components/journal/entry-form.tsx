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
import { announceSaved } from "@/components/ui/saved-notice";
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
import { temperatureMessage, temperatureUnit } from "@/lib/client/temperature";
import { errorsInWords, problemInWords } from "@/lib/client/in-words";
import { FIELD_LABELS, FIELD_WORDS } from "@/lib/journal/field-labels";
import { choicesWith, DISCIPLINES, POSITIONS, SESSION_TYPES } from "@/lib/journal/vocabulary";
import type { journalEntryInput } from "@/lib/schemas/journal";
import { JOURNAL_ENTRY_FIELD_NAMES } from "@/lib/schemas/journal-field-names";
import type { JournalEntry } from "./api/journal";
import { useCalendarEvents, useCompetitionEntries, useCoursesOfFire, useEquipmentProfiles } from "./api/pickers";
import { ConflictPanel } from "./conflict-panel";
import { FoldedSections } from "./entry-form-sections";
import {
  describeValue,
  FormSection,
  PickerField,
  RestoredDraft,
  SaveBar,
  SECTION_OF,
  type Section,
  sessionTitle,
  TemperatureField,
} from "./entry-form-parts";
import { exampleScore, scoringOf } from "./score-hints";
import { rowsForCourse, SeriesGrid, type SeriesRow, typedSeries } from "./series-grid";
import { finite, useSessionScoring } from "./use-session-scoring";

type Input = z.input<typeof journalEntryInput>;
type Output = z.output<typeof journalEntryInput>;

const loadResolver = () => import("./entry-form-resolver");
const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
  const result = await (await loadResolver()).entryResolver(values, context, options);
  // The shared schema's messages name fields by their JSON names; the form says them in words.
  errorsInWords(result.errors, FIELD_WORDS);
  return result;
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
  const { scoring, score, scoreHint, seriesSum, savedWords } = useSessionScoring({
    maxScore: form.watch("maxScore"),
    shotsFired: form.watch("shotsFired"),
    series,
    course,
    onSeries: changeSeries,
  });

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
    // Laid out in the session's scoring: a maximum typed before the course was chosen decides it.
    const kept = scoringOf(finite(form.getValues("maxScore")), finite(form.getValues("shotsFired")), chosen.scoring);
    if (!fromShots && series.every((row) => row.score.trim() === "")) changeSeries(rowsForCourse({ ...chosen, scoring: kept }));
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
        const example = (max: number | null) => (max === null || scoring === null ? "" : `, e.g. ${score(exampleScore(max, scoring))}`);
        setSeriesErrors(
          Object.fromEntries(unreadable.map((i) => [`scoreSeries.${i}.score`, `Type a score${example(typed[i]?.maxScore ?? null)}`])),
        );
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
        const title = sessionTitle(values.sessionDate, editing !== undefined, typed, values.score, scoring === "decimal");
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
          saved = await sendNow<JournalEntry>({ ...seriesStep, path: seriesStep.path.replace("{id}", saved.body.id), ifMatch: saved.etag });
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
      // Said where the person lands; one going on to the shots is not done with the session yet.
      if (thenShots.current === null) announceSaved(savedWords(saved.body));
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
  const number = (name: Path<Input>, hint?: string, placeholder?: string) => (
    <TextField
      key={name}
      label={FIELD_LABELS[name] ?? name}
      hint={hint}
      placeholder={placeholder}
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
  const picker = (
    name: "courseOfFireId" | "equipmentProfileId" | "linkedCalendarEventId" | "linkedCompetitionEntryId",
    label: string,
    items: Array<{ value: string; label: string }> | undefined,
    onPick?: (id: string) => void,
    className?: string,
  ) => (
    <Controller
      key={name}
      control={form.control}
      name={name}
      render={({ field }) => (
        <PickerField
          label={label}
          value={field.value}
          items={items}
          error={error(name)}
          className={className}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(id) => {
            field.onChange(id);
            if (id !== null) onPick?.(id);
          }}
        />
      )}
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
  const temperature = () => (
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
  );
  const section = (id: Section, title: string, children: ReactNode, summary?: string) => (
    <FormSection
      title={title}
      summary={summary}
      open={open.has(id)}
      onToggle={(isOpen) =>
        setOpen((current) => {
          const next = new Set(current);
          if (isOpen) next.add(id);
          else next.delete(id);
          return next;
        })
      }
    >
      {children}
    </FormSection>
  );

  // "Save with these values" saves once the newer ETag is in place.
  useEffect(() => {
    if (!saveAgain) return;
    setSaveAgain(false);
    void submit();
  }, [saveAgain, submit]);

  /** A value as a person reads it, for the conflict panel. */
  const describe = (name: string, value: unknown) =>
    describeValue(name, value, unit, {
      courseOfFireId: courses.data?.items.map((c) => ({ id: c.id, label: `${c.code}: ${c.name}` })),
      equipmentProfileId: equipment.data?.items.map((p) => ({ id: p.id, label: p.name })),
      linkedCalendarEventId: events.data?.items.map((e) => ({ id: e.id, label: e.title })),
      linkedCompetitionEntryId: competitionEntries.data?.items.map((e) => ({ id: e.id, label: e.competitionName })),
    });

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
    <form onSubmit={submit} onFocusCapture={() => void loadResolver()} noValidate className="space-y-4">
      {restored ? <RestoredDraft savedAt={draft?.savedAt ?? null} onDiscard={discardDraft} /> : null}

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
          {picker(
            "courseOfFireId",
            "Course of fire",
            courses.data?.items.map((c) => ({ value: c.id, label: `${c.code}: ${c.name}` })),
            fillFromCourse,
          )}
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
          decimal={scoring === "decimal"}
          errors={seriesErrors}
          shotsHref={editing ? `/athletes/${athleteId}/journal/${editing.entry.id}/shots` : null}
          onEnterShots={(seriesNumber) => {
            thenShots.current = seriesNumber;
          }}
        />
        <div className="mt-4 grid grid-cols-2 items-end gap-4 sm:grid-cols-3">
          {number("score", scoreHint, seriesSum ?? undefined)}
          {number("maxScore")}
          {number("shotsFired")}
          {number("numberOfTens")}
          {number("numberOfXs")}
          {text("stringPosition")}
        </div>
      </fieldset>

      <FoldedSections
        make={{ text, number, area, choice, picker, scale, section, countText, temperature }}
        profiles={equipment.data?.items}
        events={events.data?.items}
        competitionEntries={competitionEntries.data?.items}
        onProfile={prefillEquipment}
      />
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

      <SaveBar>
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
      </SaveBar>
    </form>
  );
}
