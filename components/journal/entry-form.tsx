"use client";
// One screen for a session: its facts first, then the series with a running total, then what else
// the athlete wants to note, folded away until opened. What is typed is kept on the device until
// it is saved (useEntryDraft), and a save that someone else's change beat shows theirs beside it
// (useSaveEntry).
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { Path } from "react-hook-form";
import { KeptOnDevice } from "@/components/outbox/kept-on-device";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { temperatureUnit } from "@/lib/client/temperature";
import { FIELD_LABELS } from "@/lib/schemas/journal-fields";
import { useFormat } from "@/lib/client/reader-format";
import { useEntryPickers } from "./api/pickers";
import { ConflictPanel } from "./conflict-panel";
import type { FieldsOf } from "./entry-field";
import { describeValue, RestoredDraft, SaveBar } from "./entry-form-parts";
import { FoldedSections, ScoreFieldset, SessionFieldset, useOpenSections } from "./entry-form-sections";
import { scoringOf } from "./score-hints";
import { rowsForCourse } from "./series-grid";
import { type EditedEntry, type EntryInput, loadResolver, startingValues, useEntryDraft } from "./use-entry-draft";
import { useSaveEntry } from "./use-save-entry";
import { finite, useSessionScoring } from "./use-session-scoring";
import { useCourseName } from "@/components/choices/choice-labels";
import { useCheckIn } from "@/components/planning/api/plan";
import { checkInToWrite, chooseCheckIn, shownCheckIn } from "@/components/planning/check-in-values";
import { dayOf, today } from "@/components/planning/plan/days";
import { EntryCheckIn } from "./entry-check-in";

export type EntryFormProps = {
  athleteId: string;
  /** The entry being edited, with the ETag read when editing started. */
  editing?: EditedEntry;
  /**
   * Drawn by the server and disabled, without the device's draft, clock or language: the page shows
   * the form at once, and nothing can be typed into it before it works. When `preview` turns false
   * (the page has woken), the same form takes the draft or the clock and opens.
   */
  preview?: boolean;
};

export function EntryForm({ athleteId, editing, preview = false }: EntryFormProps) {
  const router = useRouter();
  const t = useTranslations("entryForm");
  const courseName = useCourseName();
  const tf = useTranslations("journalFields");
  const format = useFormat();
  const { courses, events, equipment, competitionEntries } = useEntryPickers(athleteId);
  const unit = temperatureUnit(preview || typeof navigator === "undefined" ? "en-US" : navigator.language);
  const draft = useEntryDraft(athleteId, editing, preview);
  const { form, series, changeSeries } = draft;
  const sections = useOpenSections();
  const { errors } = form.formState;

  const courseId = form.watch("courseOfFireId");
  const course = courses?.find((c) => c.id === courseId) ?? null;
  const fromShots = editing?.entry.totalsFromShots ?? false;
  const { scoring, score, scoreHint, seriesSum, savedWords } = useSessionScoring({
    maxScore: form.watch("maxScore"),
    shotsFired: form.watch("shotsFired"),
    series,
    course,
    onSeries: changeSeries,
  });
  // The day's check-in is the session's readiness: that of the athlete's day the session began on.
  const sessionDate = form.watch("sessionDate");
  const day = sessionDate && !Number.isNaN(Date.parse(sessionDate)) ? dayOf(sessionDate) : today();
  // The server's preview knows no device clock: the day's check-in is read once the form has opened.
  const storedCheckIn = useCheckIn(athleteId, preview ? null : day);
  const checkInShown = shownCheckIn(draft.checkIn, day, storedCheckIn.data);
  const checkInValues = checkInToWrite(draft.checkIn, day);
  const save = useSaveEntry({
    athleteId,
    editing,
    draft,
    scoring,
    score,
    savedWords,
    onRefused: sections.openFor,
    checkIn: checkInValues ? { day, values: checkInValues } : null,
  });

  /** A chosen course of fire fills what is still empty and lays out its series. */
  function fillFromCourse(id: string) {
    const chosen = courses?.find((c) => c.id === id);
    if (!chosen) return;
    const fills: Array<[Path<EntryInput>, string | number | null]> = [
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
    const profile = equipment?.find((p) => p.id === profileId);
    if (!profile) return;
    for (const field of ["rifle", "ammunition", "sights", "clothing", "accessories"] as const) form.setValue(field, profile[field]);
  };

  const fields: FieldsOf = {
    form,
    unit,
    error: (name) => (errors as Record<string, { message?: string } | undefined>)[name]?.message,
    pickers: {
      courseOfFireId: {
        choices: () => courses?.map((c) => ({ value: c.id, label: `${c.code}: ${courseName(c)}` })),
        onPick: fillFromCourse,
      },
      equipmentProfileId: {
        choices: () => equipment?.map((p) => ({ value: p.id, label: p.name })),
        onPick: prefillEquipment,
        className: "sm:col-span-2",
      },
      linkedCalendarEventId: { choices: () => events?.map((e) => ({ value: e.id, label: e.title })) },
      linkedCompetitionEntryId: {
        choices: () =>
          competitionEntries?.map((e) => ({
            value: e.id,
            label: `${e.competitionName}, ${format.dateTime(e.competitionStartDate, { dateStyle: "medium", timeZone: "UTC" })}${e.score === null ? "" : ` (${format.number(e.score, 3)})`}`,
          })),
      },
    },
  };

  /** A value as a person reads it, for the conflict panel. */
  const describe = (name: string, value: unknown) =>
    describeValue(
      name,
      value,
      unit,
      {
        courseOfFireId: courses?.map((c) => ({ id: c.id, label: `${c.code}: ${courseName(c)}` })),
        equipmentProfileId: equipment?.map((p) => ({ id: p.id, label: p.name })),
        linkedCalendarEventId: events?.map((e) => ({ id: e.id, label: e.title })),
        linkedCompetitionEntryId: competitionEntries?.map((e) => ({ id: e.id, label: e.competitionName })),
      },
      { empty: t("empty"), anotherChoice: t("anotherChoice") },
    );

  const { conflict } = save;
  const busy = form.formState.isSubmitting || conflict !== null;
  return (
    <form onSubmit={save.submit} onFocusCapture={() => void loadResolver()} noValidate aria-busy={preview || undefined}>
      <fieldset disabled={preview} className="min-w-0 space-y-4">
        {draft.restored ? <RestoredDraft savedAt={draft.savedAt} onDiscard={draft.discard} /> : null}
        <SessionFieldset fields={fields} />
        <ScoreFieldset
          fields={fields}
          series={series}
          onSeries={changeSeries}
          seriesErrors={draft.seriesErrors}
          decimal={scoring === "decimal"}
          shotsHref={editing ? `/athletes/${athleteId}/journal/${editing.entry.id}/shots` : null}
          onEnterShots={save.thenShots}
          scoreHint={scoreHint}
          seriesSum={seriesSum}
        />
        <FoldedSections
          fields={fields}
          before={{
            readiness: {
              node: (
                <EntryCheckIn
                  day={day}
                  values={checkInShown}
                  changed={draft.checkIn?.day === day}
                  onChoose={(measure, value) => draft.changeCheckIn(chooseCheckIn(draft.checkIn, day, storedCheckIn.data, measure, value))}
                />
              ),
              count: Object.keys(checkInShown).length,
            },
          }}
          open={sections.open}
          onToggle={sections.toggle}
          values={form.watch() as Record<string, unknown>}
        />
        {conflict ? (
          <ConflictPanel
            theirs={startingValues(conflict.saved) as Record<string, unknown>}
            mine={form.getValues() as Record<string, unknown>}
            labels={Object.fromEntries(Object.keys(FIELD_LABELS).map((name) => [name, tf(`fields.${name}.label`)]))}
            describe={describe}
            onTake={(name, value) => form.setValue(name as Path<EntryInput>, value as never, { shouldDirty: true })}
            onKeepMine={save.keepMine}
          />
        ) : null}
        {errors.root?.message ? <Alert>{errors.root.message}</Alert> : null}

        <SaveBar>
          <Button type="submit" disabled={busy} onClick={() => save.thenShots(null)}>
            {form.formState.isSubmitting ? t("saving") : editing ? t("saveChanges") : t("saveSession")}
          </Button>
          {!fromShots ? (
            <Button type="submit" variant="secondary" disabled={busy} onClick={() => save.thenShots(1)}>
              {t("saveAndEnterShots")}
            </Button>
          ) : null}
          {editing ? (
            <Button variant="secondary" onClick={() => router.push(`/athletes/${athleteId}/journal/${editing.entry.id}`)}>
              {t("cancel")}
            </Button>
          ) : null}
          {draft.kept ? (
            <KeptOnDevice what={draft.kept} />
          ) : draft.unsaved ? (
            <span className="text-sm text-slate-600">{t("keptUntilSaved")}</span>
          ) : null}
        </SaveBar>
      </fieldset>
    </form>
  );
}
