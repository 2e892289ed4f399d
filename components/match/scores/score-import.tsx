"use client";
// Importing a target's file into the scores: the official chooses the file, sees which shooter goes
// to which entry (before → after) and the shooters no entry was found for, assigns those by hand to
// an entry without a score, and saves. The file itself needs a signal (it is read on the server); a
// shooter assigned by hand is an ordinary score write, kept in the outbox when there is no signal.
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useId, useRef, useState } from "react";
import type { z } from "zod";
import { useKeepWrite } from "@/components/outbox/use-outbox";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useProblemText } from "@/components/ui/use-problem-text";
import { ApiProblem, problemFrom } from "@/lib/client/api-fetch";
import { NoConnection, sendNow, withKey } from "@/lib/client/outbox/send";
import { useFormat } from "@/lib/client/reader-format";
import type { scoreImportReport } from "@/lib/schemas/score-imports";
import { type EntryScore, type SheetCourse, type SheetRow, scorePath } from "./api";
import { RelaySelect } from "./relay-select";

type ScoreImportReport = z.output<typeof scoreImportReport>;

type Stage =
  | { kind: "closed" }
  | { kind: "choosing" }
  | { kind: "reading" }
  | { kind: "preview"; report: ScoreImportReport; file: File }
  | { kind: "saving"; report: ScoreImportReport; file: File }
  | { kind: "saved"; report: ScoreImportReport };

type Assigned = { entryId: string; name: string; kept: boolean } | { error: string };

/** The file sent as a form: the options first, then the file, as the server reads them. */
async function send(competitionId: string, file: File, options: { dryRun: boolean; courseOfFireId: string | null; relay: string }) {
  const form = new FormData();
  form.set("dryRun", String(options.dryRun));
  if (options.courseOfFireId) form.set("courseOfFireId", options.courseOfFireId);
  if (options.relay) form.set("relayNumber", options.relay);
  form.set("file", file, file.name);
  if (!navigator.onLine) throw new NoConnection();
  let response: Response;
  try {
    response = await fetch(`/api/competitions/${competitionId}/score-imports`, { method: "POST", body: form, credentials: "same-origin" });
  } catch {
    throw new NoConnection();
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) throw problemFrom(response.status, body);
  return body as unknown as ScoreImportReport;
}

export function ScoreImport({
  competitionId,
  course,
  rows,
  official,
  onSaved,
}: {
  competitionId: string;
  course: SheetCourse | null;
  rows: SheetRow[];
  official: boolean;
  onSaved: () => void;
}) {
  const t = useTranslations("matchScores.import");
  const tScores = useTranslations("matchScores");
  const say = useProblemText();
  const format = useFormat();
  const client = useQueryClient();
  const keepWrite = useKeepWrite();
  const id = useId();
  const [stage, setStage] = useState<Stage>({ kind: "closed" });
  const [relay, setRelay] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [assigned, setAssigned] = useState<Record<number, Assigned>>({});
  const heading = useRef<HTMLHeadingElement>(null);

  const decimal = course?.scoring === "decimal";
  const courseRows = course ? rows.filter((r) => r.courseOfFireId === course.id) : rows;
  const scoreText = (value: number | null) => (value === null ? "–" : format.score(value, decimal));

  function reset(kind: "closed" | "choosing") {
    setStage({ kind });
    setProblem(null);
    setPicked({});
    setAssigned({});
  }

  async function read(file: File, dryRun: boolean) {
    setProblem(null);
    const before = stage;
    setStage(dryRun ? { kind: "reading" } : { kind: "saving", report: (before as { report: ScoreImportReport }).report, file });
    try {
      const report = await send(competitionId, file, { dryRun, courseOfFireId: course?.id ?? null, relay });
      if (dryRun) setStage({ kind: "preview", report, file });
      else {
        setStage({ kind: "saved", report });
        onSaved();
      }
      requestAnimationFrame(() => heading.current?.focus());
    } catch (error) {
      setStage(dryRun ? { kind: "choosing" } : before);
      setProblem(error instanceof NoConnection ? t("offline") : error instanceof ApiProblem ? say(error.message) : t("offline"));
    }
  }

  const report = stage.kind === "preview" || stage.kind === "saving" || stage.kind === "saved" ? stage.report : null;
  const matchedIds = new Set(report?.matched.map((m) => m.entryId) ?? []);
  const takenByHand = new Set(Object.values(assigned).flatMap((a) => ("entryId" in a ? [a.entryId] : [])));
  const free = courseRows.filter(
    (r) => r.score === null && r.status === "entered" && !matchedIds.has(r.entryId) && !takenByHand.has(r.entryId),
  );

  async function assign(index: number, shooter: ScoreImportReport["unmatched"][number]) {
    const row = courseRows.find((r) => r.entryId === picked[index]);
    if (!row) return;
    const step = withKey({
      method: "PUT",
      path: scorePath(competitionId, row.entryId),
      body: { series: [], shots: shooter.shots },
      ifMatch: row.etag,
    });
    try {
      await sendNow<EntryScore>(step);
      setAssigned((now) => ({ ...now, [index]: { entryId: row.entryId, name: row.athleteName, kept: false } }));
      onSaved();
    } catch (error) {
      if (error instanceof NoConnection) {
        await keepWrite({ kind: "score", title: tScores("outboxTitle", { name: row.athleteName }), steps: [step] });
        setAssigned((now) => ({ ...now, [index]: { entryId: row.entryId, name: row.athleteName, kept: true } }));
        return;
      }
      const message = error instanceof ApiProblem ? say(error.message) : t("offline");
      setAssigned((now) => ({ ...now, [index]: { error: message } }));
    } finally {
      void client.invalidateQueries({ queryKey: ["scores", { competitionId }] });
    }
  }

  if (stage.kind === "closed") {
    return (
      <div className="my-4">
        <Button variant="secondary" disabled={official} onClick={() => reset("choosing")}>
          {t("open")}
        </Button>
      </div>
    );
  }

  const place = (relayNumber: number | null, point: string | null) =>
    relayNumber !== null || point !== null ? t("where", { relay: relayNumber ?? "–", point: point ?? "–" }) : null;
  const statusText = (status: "scored" | "unchanged" | "refused", done: boolean) => (done ? t(`done.${status}`) : t(`would.${status}`));

  return (
    <section aria-labelledby={`${id}-title`} className="my-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      <p className="mt-1 text-sm text-slate-700">{t("signal")}</p>

      {stage.kind === "choosing" || stage.kind === "reading" ? (
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <RelaySelect rows={courseRows} label={t("relay")} emptyLabel={t("relayAsFile")} value={relay} onChange={setRelay} />
          <label className="flex flex-col text-sm font-medium">
            {t("file")}
            <input
              type="file"
              accept=".txt,.csv,.json,.sius,text/plain,application/json"
              disabled={stage.kind === "reading"}
              className="mt-1 text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void read(file, true);
              }}
            />
          </label>
          <Button variant="secondary" onClick={() => reset("closed")}>
            {t("cancel")}
          </Button>
          {stage.kind === "reading" ? (
            <p role="status" className="text-sm">
              {t("reading")}
            </p>
          ) : null}
        </div>
      ) : null}

      {problem ? (
        <div className="mt-3">
          <Alert>{problem}</Alert>
        </div>
      ) : null}

      {report ? (
        <div className="mt-3">
          <p className="text-sm font-medium" role="status">
            {stage.kind === "saved"
              ? t("savedCount", { count: report.matched.filter((m) => m.status === "scored").length })
              : t("previewNote")}
          </p>
          {report.errors.length > 0 ? (
            <p className="mt-1 text-sm text-amber-900">
              {t("lineErrors", {
                count: report.errors.length,
                lines: report.errors
                  .slice(0, 10)
                  .map((e) => e.line)
                  .join(", "),
              })}
            </p>
          ) : null}

          <h3 className="mt-3 font-semibold">{t("matchedTitle", { count: report.matched.length })}</h3>
          {report.matched.length === 0 ? <p className="text-sm text-slate-600">{t("noneMatched")}</p> : null}
          <ul className="mt-1 divide-y divide-slate-200">
            {report.matched.map((m) => (
              <li
                key={m.entryId}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
                data-import-entry={m.entryId}
              >
                <span>
                  <span className="font-medium">{m.athleteName}</span>
                  <span className="block text-xs text-slate-600">
                    {[place(m.relayNumber, m.firingPoint), m.bib ? tScores("bib", { bib: m.bib }) : null].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <span className="text-right tabular-nums">
                  <span aria-label={t("changeLabel", { before: scoreText(m.previousScore), after: scoreText(m.score) })}>
                    {t("change", { before: scoreText(m.previousScore), after: scoreText(m.score) })}
                  </span>
                  <span className={`block text-xs ${m.status === "refused" ? "text-red-800" : "text-slate-600"}`}>
                    {statusText(m.status, stage.kind === "saved")}
                    {m.problem ? `: ${say(m.problem)}` : ""}
                  </span>
                </span>
              </li>
            ))}
          </ul>

          {report.unmatched.length > 0 ? (
            <>
              <h3 className="mt-4 font-semibold">{t("unmatchedTitle", { count: report.unmatched.length })}</h3>
              <p className="text-sm text-slate-700">{t("unmatchedIntro")}</p>
              <ul className="mt-1 divide-y divide-slate-200">
                {report.unmatched.map((u, index) => {
                  const done = assigned[index];
                  const selectId = `${id}-pick-${index}`;
                  return (
                    <li key={`${u.label}-${index}`} className="py-2" data-unmatched={u.label}>
                      {/* Who the file says, and their score apart at the right, so a number beside a number reads as two. */}
                      <p className="flex items-baseline justify-between gap-3">
                        <span className="font-medium">{u.startNumber ? t("startNumber", { number: u.startNumber }) : say(u.label)}</span>
                        <span className="font-semibold tabular-nums">{scoreText(u.score)}</span>
                      </p>
                      <p className="text-xs text-slate-600">{place(u.relayNumber, u.firingPoint) ?? t("noPlace")}</p>
                      {done && "entryId" in done ? (
                        <p role="status" className="mt-1 text-sm font-medium text-green-800">
                          {/* Kept in the outbox until the sheet shows the score it sent. */}
                          {done.kept && courseRows.find((r) => r.entryId === done.entryId)?.score === null
                            ? t("assignedKept", { name: done.name })
                            : t("assigned", { name: done.name })}
                        </p>
                      ) : free.length === 0 ? (
                        <p className="mt-1 text-sm text-slate-600">{t("noFree")}</p>
                      ) : (
                        <div className="mt-1 flex flex-wrap items-end gap-2">
                          <label htmlFor={selectId} className="sr-only">
                            {t("assignTo", { label: u.startNumber ? t("startNumber", { number: u.startNumber }) : say(u.label) })}
                          </label>
                          <select
                            id={selectId}
                            className="max-w-full rounded-md border border-slate-400 px-2 py-1.5 text-sm"
                            value={picked[index] ?? ""}
                            onChange={(e) => setPicked((now) => ({ ...now, [index]: e.target.value }))}
                          >
                            <option value="">{t("choose")}</option>
                            {free.map((r) => (
                              <option key={r.entryId} value={r.entryId}>
                                {[r.athleteName, place(r.relayNumber, r.firingPoint), r.bib ? tScores("bib", { bib: r.bib }) : null]
                                  .filter(Boolean)
                                  .join(" · ")}
                              </option>
                            ))}
                          </select>
                          <Button variant="secondary" disabled={!picked[index]} onClick={() => void assign(index, u)}>
                            {t("assign")}
                          </Button>
                        </div>
                      )}
                      {done && "error" in done ? (
                        <div className="mt-1">
                          <Alert>{done.error}</Alert>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}

          <div className="mt-4 flex flex-wrap gap-2">
            {stage.kind === "preview" || stage.kind === "saving" ? (
              <Button
                disabled={stage.kind === "saving" || !report.matched.some((m) => m.status === "scored")}
                onClick={() => void read(stage.file, false)}
              >
                {stage.kind === "saving" ? t("saving") : t("save", { count: report.matched.filter((m) => m.status === "scored").length })}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => reset(stage.kind === "saved" ? "closed" : "choosing")}>
              {stage.kind === "saved" ? t("close") : t("another")}
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
