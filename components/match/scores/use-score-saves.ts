"use client";
// The scores grid's rows as an official types and saves them: drafts kept on the device, one save
// of a row at a time, writes waiting in the outbox without signal, and the 412 shown as a choice.
import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useKeepWrite, useOutbox } from "@/components/outbox/use-outbox";
import { ApiProblem, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { problemInWords } from "@/lib/client/in-words";
import type { OutboxStep } from "@/lib/client/outbox/core";
import { keep, NoConnection, sendNow, withKey } from "@/lib/client/outbox/send";
import { removeWrite } from "@/lib/client/outbox/store";
import { useFormat } from "@/lib/client/reader-format";
import { type EntryScore, type ScoreSheet, type SheetCourse, type SheetRow, scoreKeys, scorePath } from "./api";
import { type CellProblem, keepDrafts, readDrafts, readRow, refusedDraftKey, type RowDraft } from "./score-rows";

export type RowState =
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "kept" }
  | { kind: "error"; message: string }
  | { kind: "conflict"; theirs: EntryScore; etag: string | null };

export function useScoreSaves({
  competitionId,
  course,
  seriesCount,
  decimal,
  allRows,
}: {
  competitionId: string;
  course: SheetCourse | null;
  seriesCount: number;
  decimal: boolean;
  allRows: SheetRow[];
}) {
  const t = useTranslations("matchScores");
  const locale = useLocale();
  const format = useFormat();
  const client = useQueryClient();
  const outbox = useOutbox();
  const keepWrite = useKeepWrite();
  // Rows typed before a reload, and rows the outbox handed back to correct, come back as typed.
  const [drafts, setDrafts] = useState<Record<string, RowDraft>>(() => readDrafts(competitionId));
  const [states, setStates] = useState<Record<string, RowState>>({});

  useEffect(() => keepDrafts(competitionId, drafts), [competitionId, drafts]);

  // Writes waiting in the outbox, by entry: their values show until they are sent.
  const waiting = useMemo(() => {
    const byEntry = new Map<string, { id: string; step: OutboxStep; refused: boolean; reason: string | null }>();
    for (const write of outbox.writes) {
      const step = write.steps[0];
      const entryId = write.kind === "score" ? step?.path.match(/entries\/([^/]+)\/score$/)?.[1] : undefined;
      if (step && entryId && step.path.startsWith(`/api/competitions/${competitionId}/`)) {
        byEntry.set(entryId, { id: write.id, step, refused: write.state === "refused", reason: write.reason });
      }
    }
    return byEntry;
  }, [outbox.writes, competitionId]);

  // A row the outbox sent: the sheet shows what the server kept.
  const sentBefore = useRef(new Set<string>());
  useEffect(() => {
    const gone = [...sentBefore.current].filter((entryId) => !waiting.has(entryId));
    sentBefore.current = new Set(waiting.keys());
    if (gone.length === 0) return;
    void client.invalidateQueries({ queryKey: scoreKeys.sheet(competitionId) });
    setStates((now) => ({ ...now, ...Object.fromEntries(gone.map((id) => [id, { kind: "saved" } as RowState])) }));
  }, [waiting, client, competitionId]);

  const cellText = (value: number | null) => (value === null ? "" : format.number(value, 1));

  /** What a row shows: the typed draft, else what waits in the outbox, else what the server has. */
  const draftOf = useCallback(
    (row: SheetRow): RowDraft => {
      const typed = drafts[row.entryId];
      if (typed) return typed;
      const pending = waiting.get(row.entryId)?.step.body as
        { series?: { seriesNumber: number; score: number; innerTens: number | null }[] } | undefined;
      const series = pending?.series ?? row.series;
      const scores = Array.from({ length: seriesCount }, (_, i) => cellText(series.find((s) => s.seriesNumber === i + 1)?.score ?? null));
      const tens = Array.from({ length: seriesCount }, (_, i) => cellText(series.find((s) => s.seriesNumber === i + 1)?.innerTens ?? null));
      return { scores, tens, etag: row.etag };
    },
    // cellText follows the format, which follows the locale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [drafts, waiting, seriesCount, format],
  );

  function edit(row: SheetRow, kind: "scores" | "tens", index: number, text: string) {
    const current = draftOf(row);
    const next = { ...current, [kind]: current[kind].map((v, i) => (i === index ? text : v)) };
    while (next[kind].length <= index) next[kind].push("");
    next[kind][index] = text;
    setDrafts((now) => ({ ...now, [row.entryId]: next }));
    setStates((now) => {
      const { [row.entryId]: _dropped, ...rest } = now;
      return now[row.entryId]?.kind === "conflict" ? now : rest;
    });
  }

  const problemText = (problem: CellProblem) =>
    problem.key === "notANumber"
      ? t("notANumber", { example: format.number(decimal ? 98.4 : 97, 1) })
      : problem.key === "tenthsOnly" || problem.key === "wholeRings"
        ? t(problem.key)
        : t(problem.key, problem.values);

  /**
   * The draft a save sent is done with; one typed on while the save was under way stays, to be
   * saved from the ETag the save answered (`sent` null: drop it whatever it is).
   */
  function forget(entryId: string, sent: RowDraft | null, etag: string | null) {
    setDrafts((now) => {
      const { [entryId]: current, ...rest } = now;
      if (!current || sent === null || current === sent) return rest;
      return etag ? { ...now, [entryId]: { ...current, etag } } : now;
    });
  }

  function saved(entryId: string, score: EntryScore, etag: string | null, sent: RowDraft | null) {
    client.setQueryData<ScoreSheet>(scoreKeys.sheet(competitionId), (now) =>
      now
        ? {
            ...now,
            rows: now.rows.map((r) =>
              r.entryId === entryId
                ? {
                    ...r,
                    score: score.score,
                    innerTens: score.innerTens,
                    scoreCorrected: score.scoreCorrected,
                    series: score.series,
                    etag: etag ?? r.etag,
                  }
                : r,
            ),
          }
        : now,
    );
    forget(entryId, sent, etag);
    setStates((now) => ({ ...now, [entryId]: { kind: "saved" } }));
    void client.invalidateQueries({ queryKey: scoreKeys.history(competitionId, entryId) });
  }

  async function save(row: SheetRow, draft: RowDraft | undefined = drafts[row.entryId]) {
    if (!draft) return;
    const read = readRow(draft, course, locale);
    if (Object.keys(read.problems).length > 0) {
      setStates((now) => ({ ...now, [row.entryId]: { kind: "error", message: t("fixCells") } }));
      return;
    }
    const path = scorePath(competitionId, row.entryId);
    const step = withKey({ method: "PUT", path, body: { series: read.series }, ifMatch: draft.etag });
    setStates((now) => ({ ...now, [row.entryId]: { kind: "saving" } }));
    try {
      const answer = await sendNow<EntryScore>(step);
      saved(row.entryId, answer.body, answer.etag, draft);
    } catch (problem) {
      if (problem instanceof NoConnection) {
        await keepOffline(row, step, draft);
        return;
      }
      if (problem instanceof ApiProblem && problem.status === 412) {
        const theirs = await apiFetchWithEtag<EntryScore>(path).catch(() => null);
        if (theirs) {
          setStates((now) => ({ ...now, [row.entryId]: { kind: "conflict", theirs: theirs.body, etag: theirs.etag } }));
          return;
        }
      }
      const message = problem instanceof ApiProblem ? problemInWords(problem, {}).detail : t("unreachable");
      setStates((now) => ({ ...now, [row.entryId]: { kind: "error", message } }));
    }
  }

  /** No signal: the row waits in the outbox; a second save of it replaces the first, from the same ETag. */
  async function keepOffline(row: SheetRow, step: OutboxStep, draft: RowDraft) {
    const title = t("outboxTitle", { name: row.athleteName });
    const earlier = outbox.writes.find((w) => w.kind === "score" && w.state === "waiting" && w.steps[0]?.path === step.path);
    if (earlier) {
      await keep({
        ...earlier,
        title,
        steps: [{ ...step, ifMatch: earlier.steps[0]?.ifMatch ?? null }],
        reopen: earlier.reopen ? { ...earlier.reopen, draft: { ...draft, etag: earlier.steps[0]?.ifMatch ?? null } } : null,
      });
    } else {
      await keepWrite({
        kind: "score",
        title,
        steps: [step],
        reopen: { href: `/competitions/${competitionId}/scores`, draftKey: refusedDraftKey(competitionId, row.entryId), draft, as: "raw" },
      });
    }
    forget(row.entryId, draft, null);
    setStates((now) => ({ ...now, [row.entryId]: { kind: "kept" } }));
  }

  // One save of a row at a time: a second waits for the first and then sends what is typed by then,
  // from the ETag the first answered, so an official's own quick saves never conflict.
  const queue = useRef(new Map<string, Promise<void>>());
  const current = useRef({ drafts, states, rows: allRows });
  useEffect(() => {
    current.current = { drafts, states, rows: allRows };
  });
  function saveInTurn(entryId: string) {
    const before = queue.current.get(entryId) ?? Promise.resolve();
    const next = before
      .then(() => new Promise((resolve) => setTimeout(resolve, 30)))
      .then(() => {
        const { drafts: now, states: said, rows: all } = current.current;
        const row = all.find((r) => r.entryId === entryId);
        const draft = now[entryId];
        if (row && draft && said[entryId]?.kind !== "conflict") return save(row, draft);
      })
      .catch(() => undefined);
    queue.current.set(entryId, next);
  }

  /** The row's save runs when the focus leaves the row, wherever it goes. */
  function leftRow(row: SheetRow, event: FocusEvent<HTMLLIElement>) {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    if (drafts[row.entryId] && states[row.entryId]?.kind !== "conflict") saveInTurn(row.entryId);
  }

  async function takeTheirs(row: SheetRow, state: Extract<RowState, { kind: "conflict" }>) {
    const waitingWrite = waiting.get(row.entryId);
    if (waitingWrite?.refused) await removeWrite(waitingWrite.id);
    saved(row.entryId, state.theirs, state.etag, null);
  }

  /** Mine over theirs: the row as typed (or as it waited in the outbox), sent again from their ETag. */
  async function keepMine(row: SheetRow, state: Extract<RowState, { kind: "conflict" }>) {
    const waitingWrite = waiting.get(row.entryId);
    const mine = { ...draftOf(row), etag: state.etag };
    if (waitingWrite?.refused) await removeWrite(waitingWrite.id);
    setDrafts((now) => ({ ...now, [row.entryId]: mine }));
    await save(row, mine);
  }

  // An outbox write the server refused with 412 shows as a conflict in its row.
  useEffect(() => {
    for (const [entryId, write] of waiting) {
      if (!write.refused || states[entryId]) continue;
      const path = scorePath(competitionId, entryId);
      void apiFetchWithEtag<EntryScore>(path)
        .then((theirs) => setStates((now) => ({ ...now, [entryId]: { kind: "conflict", theirs: theirs.body, etag: theirs.etag } })))
        .catch(() => undefined);
    }
  }, [waiting, states, competitionId]);

  return { drafts, states, waiting, draftOf, edit, problemText, leftRow, takeTheirs, keepMine };
}
