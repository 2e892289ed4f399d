"use client";
// The session being typed: the form, its series and the entry and ETag it writes to. What is typed
// is kept on the device until it is saved, offered back when the page opens again, and dropped
// once the server or the outbox has it.
import { useEffect, useRef, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Draft, dropDraft, readDraft, useLeaveGuard, writeDraft } from "@/lib/client/drafts";
import { errorsInWords } from "@/lib/client/in-words";
import type { TypedCheckIn } from "@/components/planning/check-in-values";
import type { journalEntryInput } from "@/lib/schemas/journal";
import { FIELD_WORDS, JOURNAL_FIELD_NAMES } from "@/lib/schemas/journal-fields";
import type { JournalEntry } from "./api/journal";
import type { SeriesRow } from "./series-grid";

export type EntryInput = z.input<typeof journalEntryInput>;
export type EntryOutput = z.output<typeof journalEntryInput>;

/** The entry a form writes to and the ETag it last saw: a new entry has one after its first save. */
export type EntryTarget = { entryId: string | null; etag: string | null };

/**
 * What the device keeps while a session is being typed: with the day's check-in as the athlete
 * changed it in the form's readiness (none in drafts from before issue 38).
 */
export type DraftValue = { values: EntryInput; series: SeriesRow[]; checkIn?: TypedCheckIn } & EntryTarget;

export type EditedEntry = { entry: JournalEntry; etag: string | null };

export const loadResolver = () => import("./entry-form-resolver");
const resolver: Resolver<EntryInput, unknown, EntryOutput> = async (values, context, options) => {
  const result = await (await loadResolver()).entryResolver(values, context, options);
  // The shared schema's messages name fields by their JSON names; the form says them in words.
  errorsInWords(result.errors, FIELD_WORDS);
  return result;
};

/**
 * The form's starting values. Editing starts from the entry as stored, except the totals the API
 * only showed summed from the series: saving those would freeze today's sums into the entry.
 */
export function startingValues(entry: JournalEntry | undefined, clock = true): EntryInput {
  if (!entry) {
    // Every field named, so that discarding a draft clears what the draft had filled.
    const empty = Object.fromEntries(JOURNAL_FIELD_NAMES.map((name) => [name, null]));
    return { ...empty, sessionDate: clock ? new Date().toISOString() : null } as EntryInput;
  }
  const derived = new Set<string>([
    ...entry.totalsFromSeries,
    ...(entry.totalsFromShots ? ["score", "maxScore", "shotsFired", "numberOfXs"] : []),
  ]);
  const values = Object.fromEntries(
    JOURNAL_FIELD_NAMES.map((name) => [name, derived.has(name) ? null : (entry as Record<string, unknown>)[name]]),
  );
  return values as EntryInput;
}

export const startingSeries = (entry: JournalEntry | undefined): SeriesRow[] =>
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

/**
 * Where the form starts: from the device's draft if there is one, else from the entry being edited
 * (or nothing, dated now by the clock unless `clock` is false).
 */
function startFrom(draft: Draft<DraftValue> | null, editing: EditedEntry | undefined, clock = true) {
  return {
    values: draft?.value.values ?? startingValues(editing?.entry, clock),
    series: draft?.value.series ?? startingSeries(editing?.entry),
    checkIn: draft?.value.checkIn ?? null,
    target: { entryId: draft?.value.entryId ?? editing?.entry.id ?? null, etag: draft?.value.etag ?? editing?.etag ?? null },
  };
}

/**
 * The form's state. A `preview` (the form the server draws, disabled until the page has woken)
 * reads neither the device's draft nor its clock, so that the server and the browser draw it
 * alike; when it wakes, it takes them in place.
 */
export function useEntryDraft(athleteId: string, editing: EditedEntry | undefined, preview = false) {
  const draftKey = `rangebook:entry-draft:${athleteId}:${editing?.entry.id ?? "new"}`;
  const [draft, setDraft] = useState(() => (preview ? null : readDraft<DraftValue>(draftKey)));
  const [start] = useState(() => startFrom(draft, editing, !preview));
  const [restored, setRestored] = useState(draft !== null);
  const form = useForm<EntryInput, unknown, EntryOutput>({ resolver, defaultValues: start.values });
  const [series, setSeries] = useState<SeriesRow[]>(start.series);
  const [checkIn, setCheckIn] = useState<TypedCheckIn>(start.checkIn);
  const [seriesErrors, setSeriesErrors] = useState<Record<string, string>>({});
  const [target, setTarget] = useState<EntryTarget>(start.target);
  /** Set when a save with no connection went to the outbox: what it was, to say so beside the button. */
  const [kept, setKept] = useState<string | null>(null);
  const [touched, setTouched] = useState(draft !== null);
  const unsaved = touched && !form.formState.isSubmitSuccessful;
  useLeaveGuard(unsaved);

  // A preview wakes with the device's draft, else the clock: as resets, which are no change of the
  // person's (nothing is written back).
  const woken = useRef(!preview);
  useEffect(() => {
    if (preview || woken.current) return;
    woken.current = true;
    const onDevice = readDraft<DraftValue>(draftKey);
    const woke = startFrom(onDevice, editing);
    form.reset(woke.values);
    if (!onDevice) return;
    setDraft(onDevice);
    setSeries(woke.series);
    setCheckIn(woke.checkIn);
    setTarget(woke.target);
    setRestored(true);
    setTouched(true);
  }, [preview, draftKey, editing, form]);

  // Every change is kept on the device until the save succeeds.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      // A reset (discarding the draft) names no field, and is no change of the person's.
      if (!name) return;
      setTouched(true);
      setKept(null);
      writeDraft<DraftValue>(draftKey, { values: values as EntryInput, series, checkIn, ...target });
    });
    return () => subscription.unsubscribe();
  }, [form, draftKey, series, checkIn, target]);

  function changeSeries(rows: SeriesRow[]) {
    setSeries(rows);
    setTouched(true);
    setKept(null);
    setSeriesErrors({});
    writeDraft<DraftValue>(draftKey, { values: form.getValues(), series: rows, checkIn, ...target });
  }

  /** A tap in the day's check-in: kept with the rest until the session is saved. */
  function changeCheckIn(next: TypedCheckIn) {
    setCheckIn(next);
    setTouched(true);
    setKept(null);
    writeDraft<DraftValue>(draftKey, { values: form.getValues(), series, checkIn: next, ...target });
  }

  function startOver(entry: JournalEntry | undefined, start: EntryTarget) {
    form.reset(startingValues(entry));
    setSeries(startingSeries(entry));
    setCheckIn(null);
    setTarget(start);
    setRestored(false);
    setTouched(false);
  }

  /** What the form holds now, writing to `to`. */
  const snapshot = (to: EntryTarget): DraftValue => ({ values: form.getValues(), series, checkIn, ...to });

  return {
    form,
    draftKey,
    savedAt: draft?.savedAt ?? null,
    restored,
    series,
    changeSeries,
    checkIn,
    changeCheckIn,
    seriesErrors,
    setSeriesErrors,
    target,
    setTarget,
    kept,
    unsaved,
    snapshot,
    discard() {
      dropDraft(draftKey);
      startOver(editing?.entry, { entryId: editing?.entry.id ?? null, etag: editing?.etag ?? null });
    },
    /** A save that got only part of the way: what is typed stays, writing to the entry it made. */
    keep(to: EntryTarget) {
      writeDraft<DraftValue>(draftKey, snapshot(to));
    },
    saved() {
      dropDraft(draftKey);
    },
    /** The outbox has the save: the draft goes, and a new session's form is free for the next one. */
    handedToOutbox(title: string) {
      dropDraft(draftKey);
      if (!editing) startOver(undefined, { entryId: null, etag: null });
      setKept(title);
    },
  };
}

export type EntryDraft = ReturnType<typeof useEntryDraft>;
