"use client";
// Saving a session: the entry, then its series when they changed, then the day's check-in when the
// athlete changed it in the form's readiness, each request with an Idempotency-Key made when Save
// was pressed. Without a connection the whole save goes to the
// outbox; a save that someone else's change beat (412) fetches theirs to show beside it.
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { type BaseSyntheticEvent, useRef, useState } from "react";
import { useKeepWrite } from "@/components/outbox/use-outbox";
import { announceSaved } from "@/components/ui/saved-notice";
import { ApiProblem, apiFetchWithEtag, fieldPath } from "@/lib/client/api-fetch";
import { showProblem } from "@/lib/client/form-errors";
import { problemInWords } from "@/lib/client/in-words";
import { NoConnection, sendNow, withKey } from "@/lib/client/outbox/send";
import { keys } from "@/lib/client/query-keys";
import type { CheckIn } from "@/components/planning/api/plan";
import { type Measure, readinessOf } from "@/components/planning/check-in-values";
import { FIELD_LABELS, FIELD_WORDS, JOURNAL_FIELD_NAMES, journalField } from "@/lib/schemas/journal-fields";
import type { JournalEntry } from "./api/journal";
import { sessionTitle } from "./entry-form-parts";
import { exampleScore, type Scoring } from "./score-hints";
import { typedSeries } from "./series-grid";
import { type EditedEntry, type EntryDraft, type EntryTarget, startingSeries } from "./use-entry-draft";

export type Conflict = { saved: JournalEntry; etag: string | null };

export function useSaveEntry({
  athleteId,
  editing,
  draft,
  scoring,
  score,
  savedWords,
  onRefused,
  checkIn,
}: {
  athleteId: string;
  editing: EditedEntry | undefined;
  draft: EntryDraft;
  scoring: Scoring | null;
  /** A score as the page writes it. */
  score: (value: number) => string;
  /** What the page says once the session is saved. */
  savedWords: (saved: JournalEntry) => string;
  /** The fields a refused save names, to open the sections that hold them. */
  onRefused: (names: string[]) => void;
  /** The day's check-in to write with the session, when the athlete changed it in the form. */
  checkIn: { day: string; values: Record<Measure, number> } | null;
}) {
  const router = useRouter();
  const t = useTranslations("entryForm");
  const tp = useTranslations("pages");
  const locale = useLocale();
  const client = useQueryClient();
  const keepWrite = useKeepWrite();
  const { form, series } = draft;
  const [conflict, setConflict] = useState<Conflict | null>(null);
  /** Set by "Save and enter shots": the series whose shots open after the save (1 for the first). */
  const thenShots = useRef<number | null>(null);

  /** The save, writing to `target`: the entry and the ETag the form last saw. */
  const saveTo = (target: EntryTarget) =>
    form.handleSubmit(
      async (values) => {
        const typed = typedSeries(series);
        const unreadable = typed.flatMap((row, index) => (Number.isFinite(row.score) ? [] : [index]));
        if (unreadable.length > 0) {
          const typeScore = (max: number | null) =>
            max === null || scoring === null ? t("typeScore") : t("typeScoreLike", { example: score(exampleScore(max, scoring)) });
          draft.setSeriesErrors(
            Object.fromEntries(unreadable.map((i) => [`scoreSeries.${i}.score`, typeScore(typed[i]?.maxScore ?? null)])),
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
        const checkInStep = checkIn
          ? withKey({ method: "PUT", path: `/api/athletes/${athleteId}/check-ins/${checkIn.day}`, body: checkIn.values })
          : null;
        const steps = [entryStep, ...(seriesStep ? [seriesStep] : []), ...(checkInStep ? [checkInStep] : [])];
        const keepOnDevice = async (sent: { done: number; carried: { id: string; etag: string | null } | null }) => {
          const title = sessionTitle(values.sessionDate, editing !== undefined, typed, values.score, scoring === "decimal", {
            say: (edit, when, total) => tp(edit ? "outboxSessionEdit" : "outboxSessionNew", { when, total }),
            locale,
          });
          await keepWrite(
            {
              kind: editing ? "session-edit" : "session",
              title,
              steps,
              reopen: {
                href: editing ? `/athletes/${athleteId}/journal/${editing.entry.id}/edit` : `/athletes/${athleteId}/journal/new`,
                draftKey: draft.draftKey,
                draft: draft.snapshot({ entryId: sent.carried?.id ?? target.entryId, etag: sent.carried?.etag ?? target.etag }),
                as: "draft",
              },
            },
            sent,
          );
          draft.handedToOutbox(title);
          // The day's check-in as it will be once sent: the next form and the plan show it meanwhile.
          if (checkIn) {
            const now = new Date().toISOString();
            client.setQueryData<CheckIn | null>(keys.planning.checkIn(athleteId, checkIn.day), (old) => ({
              athleteId,
              date: checkIn.day,
              createdUtc: old?.createdUtc ?? now,
              updatedUtc: now,
              ...checkIn.values,
              readiness: readinessOf(checkIn.values) ?? 0,
            }));
          }
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
          if (problem instanceof ApiProblem) onRefused(Object.keys(problem.fields).map((p) => fieldPath(p)));
          return;
        }
        const next = { entryId: saved.body.id, etag: saved.etag };
        draft.setTarget(next);
        if (seriesStep) {
          try {
            saved = await sendNow<JournalEntry>({
              ...seriesStep,
              path: seriesStep.path.replace("{id}", saved.body.id),
              ifMatch: saved.etag,
            });
          } catch (problem) {
            if (problem instanceof NoConnection) return keepOnDevice({ done: 1, carried: { id: saved.body.id, etag: saved.etag } });
            draft.keep(next);
            if (problem instanceof ApiProblem) {
              draft.setSeriesErrors(Object.fromEntries(Object.entries(problem.fields).map(([p, m]) => [fieldPath(p), m])));
            }
            form.setError("root", {
              message: t("seriesNotSaved", {
                why: problem instanceof ApiProblem ? problem.detail.replace(/\.$/, "") : t("unreachable"),
              }),
            });
            return;
          }
        }
        if (checkInStep) {
          try {
            await sendNow(checkInStep);
          } catch (problem) {
            if (problem instanceof NoConnection) {
              return keepOnDevice({ done: steps.length - 1, carried: { id: saved.body.id, etag: saved.etag } });
            }
            draft.keep({ entryId: saved.body.id, etag: saved.etag });
            form.setError("root", {
              message: t("checkInNotSaved", { why: problem instanceof ApiProblem ? problem.detail.replace(/\.$/, "") : t("unreachable") }),
            });
            return;
          }
          // Not awaited: the plan's card and the readiness strip read it again when they show.
          void client.invalidateQueries({ queryKey: keys.planning.checkIns() });
        }
        draft.saved();
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
      (invalid) => onRefused(Object.keys(invalid)),
    );

  return {
    submit: (event?: BaseSyntheticEvent) => saveTo(draft.target)(event),
    conflict,
    /** Which button saved: null for the plain save, a series number for "Save and enter shots". */
    thenShots(seriesNumber: number | null) {
      thenShots.current = seriesNumber;
    },
    /** "Save with these values": saved over theirs, with the ETag of their version. */
    keepMine() {
      if (!conflict) return;
      const target = { ...draft.target, etag: conflict.etag };
      // What the form does not show (the energy and stress levels) is theirs: keeping mine would
      // write back what the form started from over their change.
      for (const name of JOURNAL_FIELD_NAMES.filter((n) => journalField(n).notInForm)) {
        form.setValue(name, conflict.saved[name] as never);
      }
      draft.setTarget(target);
      setConflict(null);
      void saveTo(target)();
    },
  };
}
