"use client";
// The officials' score grid: one row per entry, a cell per series, Tab to the right and Enter down
// to the next entry's same series as in a spreadsheet. A cell the course of fire cannot hold is
// refused where it is typed; a row saves when the focus leaves it. Without a signal the row goes to
// the outbox and is sent when the signal returns; a row someone else saved meanwhile (412) shows
// both scores to choose from. Typed rows are kept in the browser until saved.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { type CSSProperties, type FocusEvent, type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useKeepWrite, useOutbox } from "@/components/outbox/use-outbox";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Placeholder } from "@/components/ui/placeholder";
import { ApiProblem, apiFetch, apiFetchWithEtag } from "@/lib/client/api-fetch";
import { problemInWords } from "@/lib/client/in-words";
import type { OutboxStep } from "@/lib/client/outbox/core";
import { keep, NoConnection, sendNow, withKey } from "@/lib/client/outbox/send";
import { removeWrite } from "@/lib/client/outbox/store";
import { useFormat } from "@/lib/client/reader-format";
import { type EntryScore, type ScoreSheet, type SheetCourse, type SheetRow, scoreKeys, scorePath, useScoreSheet } from "./api";
import { HistoryPanel } from "./history-panel";
import { ScoreImport } from "./score-import";
import { type CellProblem, keepDrafts, readDrafts, readRow, refusedDraftKey, type RowDraft, runningTotal } from "./score-rows";

type RowState =
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "kept" }
  | { kind: "error"; message: string }
  | { kind: "conflict"; theirs: EntryScore; etag: string | null };

const DEFAULT_SERIES = 6;

export function ScoresGrid({ competitionId }: { competitionId: string }) {
  const t = useTranslations("matchScores");
  const locale = useLocale();
  const format = useFormat();
  const client = useQueryClient();
  const sheet = useScoreSheet(competitionId);
  const competition = useQuery({
    queryKey: ["competitions", { competitionId }],
    queryFn: () => apiFetch<{ name: string }>(`/api/competitions/${competitionId}`),
  });
  const outbox = useOutbox();
  const keepWrite = useKeepWrite();
  const [courseId, setCourseId] = useState<string | null>(null);
  const [relay, setRelay] = useState<string>("");
  // Rows typed before a reload, and rows the outbox handed back to correct, come back as typed.
  const [drafts, setDrafts] = useState<Record<string, RowDraft>>(() => readDrafts(competitionId));
  const [states, setStates] = useState<Record<string, RowState>>({});
  const [historyOf, setHistoryOf] = useState<SheetRow | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  useEffect(() => keepDrafts(competitionId, drafts), [competitionId, drafts]);

  const courses = sheet.data?.courses ?? [];
  const course: SheetCourse | null = courses.find((c) => c.id === courseId) ?? courses[0] ?? null;
  const allRows = sheet.data?.rows ?? [];
  const courseRows = course ? allRows.filter((r) => r.courseOfFireId === course.id) : allRows;
  const relays = [...new Set(courseRows.flatMap((r) => (r.relayNumber === null ? [] : [r.relayNumber])))].sort((a, b) => a - b);
  const rows = relay === "" ? courseRows : courseRows.filter((r) => String(r.relayNumber) === relay);
  const seriesCount = course?.seriesCount ?? Math.max(DEFAULT_SERIES, ...rows.map((r) => r.series.length));
  const withTens = course?.innerTens === true;
  const decimal = course?.scoring === "decimal";
  const official = sheet.data?.resultsStatus === "official";

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

  /** Enter goes down to the next entry's same cell (Shift+Enter up), as in a spreadsheet. */
  function move(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    const { row, col } = event.currentTarget.dataset;
    const next = Number(row) + (event.shiftKey ? -1 : 1);
    const target = grid.current?.querySelector<HTMLInputElement>(`input[data-row="${next}"][data-col="${col}"]`);
    if (target) {
      target.focus();
      target.select();
    } else event.currentTarget.blur();
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

  if (sheet.isPending) return <Placeholder className="h-64 rounded-lg" label={t("loading")} />;
  if (sheet.isError) {
    return <Alert>{sheet.error instanceof ApiProblem && sheet.error.status === 403 ? t("notAllowed") : sheet.error.message}</Alert>;
  }

  // One template for the header and every row, so that on a wide screen they line up as a table.
  const columns = {
    "--score-columns": `minmax(9rem,1.4fr) repeat(${seriesCount},minmax(3.5rem,1fr)) minmax(4.5rem,0.8fr) auto`,
  } as CSSProperties;
  const series = Array.from({ length: seriesCount }, (_, i) => i + 1);
  return (
    <div>
      <header className="mb-4">
        <p className="text-sm text-slate-600">
          <Link href={`/competitions/${competitionId}`} className="underline">
            {competition.data?.name ?? t("competition")}
          </Link>
        </p>
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      </header>
      {official ? <Alert tone="info">{t("official")}</Alert> : null}
      <div className="my-4 flex flex-wrap gap-4">
        {courses.length > 1 ? (
          <label className="flex flex-col text-sm font-medium">
            {t("course")}
            <select
              className="mt-1 rounded-md border border-slate-400 px-2 py-1.5"
              value={course?.id ?? ""}
              onChange={(e) => setCourseId(e.target.value)}
            >
              {courses.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ) : course ? (
          <p className="text-sm">
            <span className="font-medium">{t("course")}:</span> {course.name}
          </p>
        ) : null}
        {relays.length > 0 ? (
          <label className="flex flex-col text-sm font-medium">
            {t("relay")}
            <select
              className="mt-1 rounded-md border border-slate-400 px-2 py-1.5"
              value={relay}
              onChange={(e) => setRelay(e.target.value)}
            >
              <option value="">{t("allRelays")}</option>
              {relays.map((r) => (
                <option key={r} value={String(r)}>
                  {t("relayNumber", { number: r })}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {allRows.length > 0 ? (
        <ScoreImport
          competitionId={competitionId}
          course={course}
          rows={allRows}
          official={official}
          onSaved={() => void client.invalidateQueries({ queryKey: scoreKeys.sheet(competitionId) })}
        />
      ) : null}
      {rows.length === 0 ? (
        <p className="text-slate-600">{t("empty")}</p>
      ) : (
        <div ref={grid} role="group" aria-label={t("title")}>
          <div
            style={columns}
            className="hidden gap-2 border-b border-slate-300 pb-1 text-xs font-semibold uppercase text-slate-600 sm:grid sm:[grid-template-columns:var(--score-columns)]"
            aria-hidden
          >
            <span>{t("athlete")}</span>
            {series.map((n) => (
              <span key={n} className="text-center">
                {t("seriesShort", { number: n })}
              </span>
            ))}
            <span className="text-right">{t("total")}</span>
            <span />
          </div>
          <ol className="divide-y divide-slate-200">
            {rows.map((row, rowIndex) => {
              const draft = draftOf(row);
              const read = readRow(draft, course, locale);
              const total = runningTotal(read);
              const state = states[row.entryId];
              const pending = waiting.get(row.entryId);
              const dirty = drafts[row.entryId] !== undefined;
              return (
                <li
                  key={row.entryId}
                  data-entry={row.entryId}
                  onBlur={(e) => leftRow(row, e)}
                  style={columns}
                  className="grid grid-cols-3 gap-2 py-3 sm:items-start sm:[grid-template-columns:var(--score-columns)]"
                >
                  <div className="col-span-3 sm:col-span-1">
                    <p className="font-semibold">
                      {row.athleteName}
                      {row.status !== "entered" ? (
                        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs font-semibold">
                          {t(`status.${row.status as "dns"}`)}
                        </span>
                      ) : null}
                      {row.scoreCorrected ? (
                        <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                          {t("corrected")}
                        </span>
                      ) : null}
                    </p>
                    <p className="text-xs text-slate-600">
                      {[
                        row.relayNumber !== null ? t("place", { relay: row.relayNumber, point: row.firingPoint ?? "–" }) : null,
                        row.bib ? t("bib", { bib: row.bib }) : null,
                        row.organizationName,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  </div>
                  {series.map((n, index) => {
                    const scoreProblem = read.problems[`score-${index}`];
                    const tensProblem = read.problems[`tens-${index}`];
                    const problem = scoreProblem ?? tensProblem;
                    const id = `cell-${row.entryId}-${n}`;
                    return (
                      <div key={n} className="flex flex-col">
                        <label htmlFor={id} className="text-xs text-slate-600 sm:sr-only">
                          {t("seriesShort", { number: n })}
                        </label>
                        <input
                          id={id}
                          data-row={rowIndex}
                          data-col={withTens ? index * 2 : index}
                          inputMode="decimal"
                          autoComplete="off"
                          disabled={official}
                          aria-label={t("seriesOf", { number: n, name: row.athleteName })}
                          aria-invalid={scoreProblem ? true : undefined}
                          aria-describedby={problem ? `${id}-problem` : undefined}
                          value={draft.scores[index] ?? ""}
                          onChange={(e) => edit(row, "scores", index, e.target.value)}
                          onKeyDown={move}
                          onFocus={(e) => e.currentTarget.select()}
                          className={`w-full rounded-md border px-2 py-1.5 text-right tabular-nums ${scoreProblem ? "border-red-600 bg-red-50" : "border-slate-400"}`}
                        />
                        {withTens ? (
                          <input
                            data-row={rowIndex}
                            data-col={index * 2 + 1}
                            inputMode="numeric"
                            autoComplete="off"
                            disabled={official}
                            aria-label={t("tensOf", { number: n, name: row.athleteName })}
                            aria-invalid={tensProblem ? true : undefined}
                            aria-describedby={problem ? `${id}-problem` : undefined}
                            placeholder={t("tensShort")}
                            value={draft.tens[index] ?? ""}
                            onChange={(e) => edit(row, "tens", index, e.target.value)}
                            onKeyDown={move}
                            onFocus={(e) => e.currentTarget.select()}
                            className={`mt-1 w-full rounded-md border px-2 py-1 text-right text-sm tabular-nums ${tensProblem ? "border-red-600 bg-red-50" : "border-slate-300"}`}
                          />
                        ) : null}
                        {problem ? (
                          <span id={`${id}-problem`} role="alert" className="mt-0.5 text-xs text-red-700">
                            {problemText(problem)}
                          </span>
                        ) : null}
                      </div>
                    );
                  })}
                  <div className="col-span-2 text-right sm:col-span-1">
                    <span className="text-xs text-slate-600 sm:sr-only">{t("total")} </span>
                    <output aria-label={t("totalOf", { name: row.athleteName })} className="text-lg font-semibold tabular-nums">
                      {total === null ? "–" : format.score(total, decimal)}
                    </output>
                    {read.series.some((s) => s.innerTens !== null) ? (
                      <span className="block text-xs text-slate-600">
                        {t("innerTensTotal", { count: read.series.reduce((sum, s) => sum + (s.innerTens ?? 0), 0) })}
                      </span>
                    ) : null}
                    <span className="block text-xs" role="status">
                      {state?.kind === "saving"
                        ? t("saving")
                        : state?.kind === "kept" || (pending && !pending.refused)
                          ? t("kept")
                          : state?.kind === "saved" && !dirty
                            ? t("saved")
                            : dirty && state?.kind !== "error"
                              ? t("unsaved")
                              : ""}
                    </span>
                  </div>
                  <div className="flex items-start justify-end">
                    <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => setHistoryOf(row)}>
                      {t("history")}
                      <span className="sr-only">: {row.athleteName}</span>
                    </Button>
                  </div>
                  {state?.kind === "error" ? (
                    <div className="col-span-full">
                      <Alert>{t("notSaved", { why: state.message.replace(/\.$/, "") })}</Alert>
                    </div>
                  ) : null}
                  {state?.kind === "conflict" ? (
                    <ConflictChoice
                      seriesCount={seriesCount}
                      mine={read.series}
                      theirs={state.theirs}
                      describe={(v) => (v === null ? "–" : format.score(v, decimal))}
                      onKeepMine={() => void keepMine(row, state)}
                      onTakeTheirs={() => void takeTheirs(row, state)}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      {historyOf ? (
        <HistoryPanel
          competitionId={competitionId}
          row={historyOf}
          decimal={decimal}
          onClose={() => {
            const entryId = historyOf.entryId;
            setHistoryOf(null);
            grid.current?.querySelector<HTMLElement>(`li[data-entry="${entryId}"] button`)?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

/** The 412: this official's series beside the ones someone else saved, and a choice. */
function ConflictChoice({
  seriesCount,
  mine,
  theirs,
  describe,
  onKeepMine,
  onTakeTheirs,
}: {
  seriesCount: number;
  mine: { seriesNumber: number; score: number }[];
  theirs: EntryScore;
  describe: (value: number | null) => string;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const t = useTranslations("matchScores");
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const numbers = Array.from({ length: Math.max(seriesCount, ...theirs.series.map((s) => s.seriesNumber)) }, (_, i) => i + 1);
  const of = (list: { seriesNumber: number; score: number }[], n: number) => list.find((s) => s.seriesNumber === n)?.score ?? null;
  const total = (list: { score: number }[]) => (list.length === 0 ? null : Math.round(list.reduce((s, x) => s + x.score, 0) * 10) / 10);
  return (
    <section
      className="col-span-full rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
      aria-labelledby={`conflict-${theirs.id}`}
    >
      <h2 id={`conflict-${theirs.id}`} ref={heading} tabIndex={-1} className="font-semibold focus:outline-none">
        {t("conflictTitle")}
      </h2>
      <p className="text-sm">{t("conflictIntro")}</p>
      <div className="mt-2 overflow-x-auto">
        <table className="text-sm tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="pr-3 text-left" />
              {numbers.map((n) => (
                <th key={n} scope="col" className="px-2 text-right">
                  {t("seriesShort", { number: n })}
                </th>
              ))}
              <th scope="col" className="px-2 text-right">
                {t("total")}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row" className="pr-3 text-left">
                {t("yours")}
              </th>
              {numbers.map((n) => (
                <td key={n} className="px-2 text-right">
                  {describe(of(mine, n))}
                </td>
              ))}
              <td className="px-2 text-right font-semibold">{describe(total(mine))}</td>
            </tr>
            <tr>
              <th scope="row" className="pr-3 text-left">
                {t("theirs")}
              </th>
              {numbers.map((n) => (
                <td key={n} className="px-2 text-right">
                  {describe(of(theirs.series, n))}
                </td>
              ))}
              <td className="px-2 text-right font-semibold">{describe(theirs.score)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button onClick={onKeepMine}>{t("keepMine")}</Button>
        <Button variant="secondary" onClick={onTakeTheirs}>
          {t("takeTheirs")}
        </Button>
      </div>
    </section>
  );
}
