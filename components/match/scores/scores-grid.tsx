"use client";
// The officials' score grid: one row per entry, a cell per series, Tab to the right and Enter down
// to the next entry's same series as in a spreadsheet. A cell the course of fire cannot hold is
// refused where it is typed; a row saves when the focus leaves it. Without a signal the row goes to
// the outbox and is sent when the signal returns; a row someone else saved meanwhile (412) shows
// both scores to choose from. Typed rows are kept in the browser until saved.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@/components/ui/link";
import { useLocale, useTranslations } from "next-intl";
import { type CSSProperties, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Placeholder } from "@/components/ui/placeholder";
import { ApiProblem, apiFetch } from "@/lib/client/api-fetch";
import { useFormat } from "@/lib/client/reader-format";
import { type EntryScore, type SheetCourse, type SheetRow, scoreKeys, useScoreSheet } from "./api";
import { HistoryPanel } from "./history-panel";
import { RelaySelect } from "./relay-select";
import { useScoreSaves } from "./use-score-saves";
import { ScoreImport } from "./score-import";
import { readRow, runningTotal } from "./score-rows";

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
  const [courseId, setCourseId] = useState<string | null>(null);
  const [relay, setRelay] = useState<string>("");
  const [historyOf, setHistoryOf] = useState<SheetRow | null>(null);
  const grid = useRef<HTMLDivElement>(null);

  const courses = sheet.data?.courses ?? [];
  const course: SheetCourse | null = courses.find((c) => c.id === courseId) ?? courses[0] ?? null;
  const allRows = sheet.data?.rows ?? [];
  const courseRows = course ? allRows.filter((r) => r.courseOfFireId === course.id) : allRows;
  const rows = relay === "" ? courseRows : courseRows.filter((r) => String(r.relayNumber) === relay);
  const seriesCount = course?.seriesCount ?? Math.max(DEFAULT_SERIES, ...rows.map((r) => r.series.length));
  const withTens = course?.innerTens === true;
  const decimal = course?.scoring === "decimal";
  const official = sheet.data?.resultsStatus === "official";
  const { drafts, states, waiting, draftOf, edit, problemText, leftRow, takeTheirs, keepMine } = useScoreSaves({
    competitionId,
    course,
    seriesCount,
    decimal,
    allRows,
  });

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
        <RelaySelect rows={courseRows} label={t("relay")} emptyLabel={t("allRelays")} value={relay} onChange={setRelay} />
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
