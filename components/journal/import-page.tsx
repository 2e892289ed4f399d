"use client";
// Importing sessions from a file: choose or drop it, see each session it holds (score, series, a
// plot of the shots), keep the ones that are yours (on a shared target: say which shooter you are),
// give each a course of fire where its shots do not tell it, import them. A CSV of one's own asks
// once which column holds what.
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { type DragEvent, type ReactNode, useId, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiProblem } from "@/lib/client/api-fetch";
import { keys } from "@/lib/client/query-keys";
import { useFormat } from "@/lib/client/reader-format";
import { columnsOf, type ImportedSessionReport, type ImportReport, type Mapping, NeedsMapping, uploadImport } from "./api/imports";
import { type CourseOfFire, useCoursesOfFire } from "./api/pickers";

const FORMATS = [
  ["", "Recognise it from the file"],
  ["shotmarker", "ShotMarker (CSV shot log)"],
  ["sius", "SIUS (shot records)"],
  ["orion", "Scopos / Orion (JSON)"],
  ["mytargets", "MyTargets (CSV)"],
  ["meyton", "Meyton (result export)"],
  ["generic", "Another CSV (choose the columns)"],
] as const;

const MAPPED: Array<[keyof Mapping, string, RegExp]> = [
  ["sessionDate", "Session date", /date|when|time/i],
  ["score", "Score (ring)", /^(score|ring|points?|value)$/i],
  ["decimalScore", "Decimal score", /decimal|tenths/i],
  ["series", "Series", /series|string|end/i],
  ["shot", "Shot number", /^(shot|shot.?(no|number|#)|#)$/i],
  // A capital X is the inner ten; a small x the position.
  ["innerTen", "Inner ten (X)", /inner|^X$/],
  ["sighter", "Sighter", /sighter|practice/i],
  ["x", "X position (mm)", /^x\b|x.?mm/i],
  ["y", "Y position (mm)", /^y\b|y.?mm/i],
];

type Stage =
  | { name: "choose" }
  | { name: "sending"; what: string; progress: number }
  | { name: "mapping"; file: File; columns: string[]; mapping: Mapping }
  | {
      name: "preview";
      file: File;
      mapping?: Mapping;
      report: ImportReport;
      chosen: Set<number>;
      /** Which shooter the athlete said they are, where the file holds several. */
      shooter: string | null;
      /** The course of fire chosen for each session whose shots do not tell it. */
      courses: Map<number, string>;
    }
  | { name: "done"; report: ImportReport };

export function ImportPage({ athleteId }: { athleteId: string }) {
  const [stage, setStage] = useState<Stage>({ name: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [format, setFormat] = useState("");
  const [dragging, setDragging] = useState(false);
  const client = useQueryClient();
  const inputId = useId();

  async function read(file: File, mapping?: Mapping) {
    setError(null);
    if (file.size > 20 * 1024 * 1024)
      return setError(`${file.name} is larger than 20 MiB; export a shorter period and import it in parts.`);
    setStage({ name: "sending", what: `Reading ${file.name}`, progress: 0 });
    try {
      // A mapping means the file is a CSV of the athlete's own, whatever was chosen before.
      const report = await uploadImport(
        athleteId,
        file,
        { dryRun: true, mapping, format: mapping ? undefined : format || undefined },
        (progress) => setStage({ name: "sending", what: `Reading ${file.name}`, progress }),
      );
      // With several shooters in the file, nothing is ticked until the athlete says which one they are.
      const chosen = shootersOf(report).length > 1 ? new Set<number>() : new Set(report.sessions.filter(importable).map((s) => s.index));
      setStage({ name: "preview", file, mapping, report, chosen, shooter: null, courses: new Map() });
    } catch (problem) {
      if (problem instanceof NeedsMapping) {
        const columns = await columnsOf(file);
        // Each column is guessed for one field at most; "X" beside a "Y" is a position, not inner tens.
        const taken = new Set<string>();
        const positions = columns.some((c) => /^y$/i.test(c));
        const guess = Object.fromEntries(
          MAPPED.flatMap(([field, , pattern]) => {
            const column = columns.find((c) => pattern.test(c) && !taken.has(c) && !(field === "innerTen" && positions && /^x$/i.test(c)));
            if (!column) return [];
            taken.add(column);
            return [[field, column]];
          }),
        );
        setStage({ name: "mapping", file, columns, mapping: { ...guess, ...mapping } });
        return;
      }
      setStage({ name: "choose" });
      setError(problem instanceof Error ? problem.message : "The file could not be read.");
    }
  }

  async function importChosen(current: Extract<Stage, { name: "preview" }>) {
    setError(null);
    const sessions = [...current.chosen].sort((a, b) => a - b);
    const { courseOfFireId, courses } = coursesToSend(current, sessions);
    setStage({ name: "sending", what: `Importing ${sessions.length} session${sessions.length === 1 ? "" : "s"}`, progress: 0 });
    try {
      const report = await uploadImport(
        athleteId,
        current.file,
        { dryRun: false, format: current.report.format, mapping: current.mapping, sessions, courseOfFireId, courses },
        (progress) =>
          setStage({ name: "sending", what: `Importing ${sessions.length} session${sessions.length === 1 ? "" : "s"}`, progress }),
      );
      await client.invalidateQueries({ queryKey: keys.journal.of(athleteId) });
      setStage({ name: "done", report });
    } catch (problem) {
      setStage(current);
      setError(problem instanceof ApiProblem ? problem.message : "The sessions could not be imported; nothing was written.");
    }
  }

  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void read(file);
  };

  return (
    <>
      <p>
        <Link href={`/athletes/${athleteId}/journal`} className="text-sm text-sky-800 underline underline-offset-4">
          Back to the journal
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight">Import sessions</h1>
      <p className="mt-1 text-slate-700">From ShotMarker, SIUS, Scopos / Orion, MyTargets, Meyton, or a spreadsheet saved as CSV.</p>
      {error ? (
        <div className="mt-4">
          <Alert>{error}</Alert>
        </div>
      ) : null}

      {stage.name === "choose" ? (
        <div className="mt-6 space-y-4">
          <label
            htmlFor={inputId}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={drop}
            className={`flex min-h-40 cursor-pointer flex-col items-center justify-center rounded-lg border-2 border-dashed p-6 text-center focus-within:ring-2 focus-within:ring-sky-700 ${dragging ? "border-sky-700 bg-sky-50" : "border-slate-400 bg-white"}`}
          >
            <span className="text-lg font-semibold text-slate-900">Choose a file</span>
            <span className="mt-1 text-sm text-slate-600">or drop it here · up to 20 MiB · nothing is saved before you confirm</span>
            <input
              id={inputId}
              type="file"
              accept=".csv,.txt,.json,.tsv,text/csv,application/json,text/plain"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) void read(file);
              }}
            />
          </label>
          <label className="block text-sm">
            <span className="font-medium text-slate-900">Format</span>
            <select
              value={format}
              onChange={(e) => setFormat(e.target.value)}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 sm:w-80"
            >
              {FORMATS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}

      {stage.name === "sending" ? (
        <div className="mt-6" role="status">
          <p className="text-slate-800">{stage.what}…</p>
          <div
            className="mt-2 h-3 w-full overflow-hidden rounded-full bg-slate-200"
            role="progressbar"
            aria-label={stage.what}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(stage.progress * 100)}
          >
            <div className="h-full bg-sky-700 transition-[width]" style={{ width: `${Math.round(stage.progress * 100)}%` }} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {stage.progress < 1 ? `${Math.round(stage.progress * 100)}% sent` : "Sent; reading the sessions…"}
          </p>
        </div>
      ) : null}

      {stage.name === "mapping" ? (
        <MappingForm stage={stage} onRead={(mapping) => void read(stage.file, mapping)} onCancel={() => setStage({ name: "choose" })} />
      ) : null}

      {stage.name === "preview" ? (
        <Preview
          stage={stage}
          onToggle={(index) => {
            const chosen = new Set(stage.chosen);
            if (chosen.has(index)) chosen.delete(index);
            else chosen.add(index);
            setStage({ ...stage, chosen });
          }}
          onShooter={(shooter) =>
            setStage({
              ...stage,
              shooter,
              chosen: new Set(
                stage.report.sessions.filter((s) => importable(s) && (s.shooter === null || s.shooter === shooter)).map((s) => s.index),
              ),
            })
          }
          onCourse={(indexes, courseId) => {
            const courses = new Map(stage.courses);
            for (const index of indexes) {
              if (courseId) courses.set(index, courseId);
              else courses.delete(index);
            }
            setStage({ ...stage, courses });
          }}
          onImport={() => void importChosen(stage)}
          onCancel={() => setStage({ name: "choose" })}
        />
      ) : null}

      {stage.name === "done" ? (
        <div className="mt-6 space-y-3" role="status">
          <p className="text-lg font-semibold">
            {stage.report.created === 1 ? "1 session imported." : `${stage.report.created} sessions imported.`}
            {stage.report.duplicates > 0 ? ` ${stage.report.duplicates} had been imported before and were left as they were.` : ""}
          </p>
          <ul className="space-y-1">
            {stage.report.sessions
              .filter((s) => s.entryId && s.status === "created")
              .map((s) => (
                <li key={s.index}>
                  <Link href={`/athletes/${athleteId}/journal/${s.entryId}`} className="text-sky-800 underline underline-offset-4">
                    {s.label}
                  </Link>
                </li>
              ))}
          </ul>
          <div className="flex flex-wrap gap-3">
            <Link
              href={`/athletes/${athleteId}/journal`}
              className="rounded-md bg-sky-800 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-900"
            >
              Go to the journal
            </Link>
            <Button variant="secondary" onClick={() => setStage({ name: "choose" })}>
              Import another file
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** A session that can be imported: at once, or once it has a course of fire. */
const importable = (s: ImportedSessionReport) => s.status === "created" || s.needsCourse;

/** The shooters a file tells apart, in the file's order. */
const shootersOf = (report: ImportReport) => [...new Set(report.sessions.flatMap((s) => (s.shooter ? [s.shooter] : [])))];

/**
 * Each chosen session's course (chosen here, else recognised): the most common one named for all,
 * the others session by session, so the request stays short for a season of strings.
 */
function coursesToSend(stage: Extract<Stage, { name: "preview" }>, sessions: number[]) {
  const picked = new Map(
    sessions.flatMap((index) => {
      const id = stage.courses.get(index) ?? stage.report.sessions.find((s) => s.index === index)?.courseOfFire?.id;
      return id ? [[index, id] as const] : [];
    }),
  );
  const counts = new Map<string, number>();
  for (const id of picked.values()) counts.set(id, (counts.get(id) ?? 0) + 1);
  const courseOfFireId = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  return { courseOfFireId, courses: new Map([...picked].filter(([, id]) => id !== courseOfFireId)) };
}

function MappingForm({
  stage,
  onRead,
  onCancel,
}: {
  stage: Extract<Stage, { name: "mapping" }>;
  onRead: (mapping: Mapping) => void;
  onCancel: () => void;
}) {
  const [mapping, setMapping] = useState<Mapping>(stage.mapping);
  const ready = Boolean(mapping.sessionDate && (mapping.score || mapping.decimalScore));
  return (
    <form
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onRead(Object.fromEntries(Object.entries(mapping).filter(([, v]) => v)) as Mapping);
      }}
    >
      <h2 className="text-xl font-semibold">Which column holds what?</h2>
      <p className="mt-1 text-sm text-slate-600">
        {stage.file.name} is a CSV of its own. Say once which column holds the session date and the score (and the rest if it has them); it
        is remembered for your next file.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {MAPPED.map(([field, label]) => (
          <label key={field} className="block text-sm">
            <span className="font-medium text-slate-900">
              {label}
              {field === "sessionDate" || field === "score" ? " *" : ""}
            </span>
            <select
              value={mapping[field] ?? ""}
              onChange={(e) => setMapping({ ...mapping, [field]: e.target.value || undefined })}
              className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
            >
              <option value="">Not in the file</option>
              {stage.columns.map((column) => (
                <option key={column} value={column}>
                  {column}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      {!ready ? (
        <p className="mt-3 text-sm text-slate-700">Choose the session date and the score (or the decimal score) to go on.</p>
      ) : null}
      <div className="mt-4 flex gap-3">
        <Button type="submit" disabled={!ready}>
          Read the file
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Choose another file
        </Button>
      </div>
    </form>
  );
}

function Preview({
  stage,
  onToggle,
  onShooter,
  onCourse,
  onImport,
  onCancel,
}: {
  stage: Extract<Stage, { name: "preview" }>;
  onToggle: (index: number) => void;
  onShooter: (shooter: string) => void;
  onCourse: (indexes: number[], courseId: string) => void;
  onImport: () => void;
  onCancel: () => void;
}) {
  const { report, chosen } = stage;
  const courses = useCoursesOfFire().data?.items ?? [];
  const count = chosen.size;
  const shooters = shootersOf(report);
  const needing = report.sessions.filter((s) => s.needsCourse);
  const withoutCourse = needing.filter((s) => chosen.has(s.index) && !stage.courses.has(s.index)).length;
  const shared = needing.length > 0 && needing.every((s) => stage.courses.get(s.index) === stage.courses.get(needing[0]?.index ?? -1));
  return (
    <section className="mt-6" aria-labelledby="preview-heading">
      <h2 id="preview-heading" className="text-xl font-semibold">
        {report.formatName} file: {report.sessions.length === 1 ? "1 session" : `${report.sessions.length} sessions`}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Tick the sessions that are yours; nothing is saved until you import them.</p>
      {shooters.length > 1 ? (
        <fieldset className="mt-4 rounded-lg border border-sky-700 bg-sky-50 p-4">
          <legend className="px-1 font-semibold text-slate-900">Which shooter are you?</legend>
          <p className="text-sm text-slate-700">
            This file holds the shots of {shooters.length} shooters. Choose yours, and only your sessions are ticked.
          </p>
          <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
            {shooters.map((shooter) => (
              <label key={shooter} className="flex min-h-11 items-center gap-2 text-slate-900">
                <input
                  type="radio"
                  name="shooter"
                  checked={stage.shooter === shooter}
                  onChange={() => onShooter(shooter)}
                  className="size-5 accent-sky-800"
                />
                {shooter}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {needing.length > 0 ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">
            {needing.length === 1
              ? "1 session does not show which course of fire it was."
              : `${needing.length} sessions do not show which course of fire they were.`}{" "}
            Choose it here for all of them, or below for each: a session is imported only with its course of fire, so that it counts in your
            statistics.
          </p>
          <CoursePicker
            label={needing.length === 1 ? "Course of fire" : "Course of fire for all of them"}
            courses={courses}
            value={shared ? (stage.courses.get(needing[0]?.index ?? -1) ?? "") : ""}
            onChange={(id) =>
              onCourse(
                needing.map((s) => s.index),
                id,
              )
            }
          />
        </div>
      ) : null}
      {report.notes.map((note) => (
        <p key={note} className="mt-2 rounded-md bg-amber-50 p-2 text-sm text-amber-950">
          {note}
        </p>
      ))}
      {report.errors.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-800">
            {report.errors.length === 1 ? "1 line could not be read" : `${report.errors.length} lines could not be read`}
          </summary>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {report.errors.slice(0, 50).map((e) => (
              <li key={`${e.line}-${e.message}`}>
                Line {e.line}: {e.message}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <ul className="mt-4 space-y-3">
        {report.sessions.map((session) => (
          <SessionCard
            key={session.index}
            session={session}
            chosen={chosen.has(session.index)}
            onToggle={() => onToggle(session.index)}
            courses={courses}
            course={stage.courses.get(session.index) ?? ""}
            onCourse={(id) => onCourse([session.index], id)}
          />
        ))}
      </ul>
      <div className="sticky bottom-0 mt-4 border-t border-slate-200 bg-slate-50/95 py-3">
        {withoutCourse > 0 ? (
          <p className="mb-2 text-sm text-amber-950">
            Choose a course of fire for {withoutCourse === 1 ? "1 ticked session" : `${withoutCourse} ticked sessions`} to import{" "}
            {withoutCourse === 1 ? "it" : "them"}.
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onImport} disabled={count === 0 || withoutCourse > 0}>
            {count === 1 ? "Import 1 session" : `Import ${count} sessions`}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Choose another file
          </Button>
        </div>
      </div>
    </section>
  );
}

function CoursePicker({
  label,
  courses,
  value,
  onChange,
}: {
  label: ReactNode;
  courses: CourseOfFire[];
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <label className="mt-2 block text-sm">
      <span className="font-medium text-slate-900">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 sm:w-96"
      >
        <option value="">Choose a course of fire</option>
        {courses.map((c) => (
          <option key={c.id} value={c.id}>
            {c.code}: {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}

function SessionCard({
  session,
  chosen,
  onToggle,
  courses,
  course,
  onCourse,
}: {
  session: ImportedSessionReport;
  chosen: boolean;
  onToggle: () => void;
  courses: CourseOfFire[];
  course: string;
  onCourse: (id: string) => void;
}) {
  const { number, dateTime } = useFormat();
  const id = useId();
  const usable = importable(session);
  const total = session.decimalScore ?? session.score;
  return (
    <li className={`rounded-lg border bg-white p-4 ${chosen ? "border-sky-700" : "border-slate-200"}`}>
      <div className="flex gap-3">
        <input
          id={id}
          type="checkbox"
          checked={chosen}
          disabled={!usable}
          onChange={onToggle}
          className="mt-1 size-5 shrink-0 accent-sky-800"
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block font-semibold text-slate-900">
            {session.label}
          </label>
          <p className="text-sm text-slate-700">{dateTime(session.sessionDate, { dateStyle: "medium", timeStyle: "short" })}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">
            {number(total)}
            <span className="ml-2 text-sm font-normal text-slate-600">
              {session.shots} shots{session.sighters ? ` · ${session.sighters} ${session.sighters === 1 ? "sighter" : "sighters"}` : ""}
              {session.innerTens ? ` · ${session.innerTens} X` : ""}
            </span>
          </p>
          {session.statedScore !== null && session.statedScore !== session.score ? (
            <p className="text-sm text-amber-900">
              The file states {number(session.statedScore)}; the shots add up to {number(session.score)}.
            </p>
          ) : null}
          {session.status === "duplicate" ? <p className="text-sm text-slate-700">Imported before; it stays as it is.</p> : null}
          {session.status === "invalid" && !session.needsCourse ? (
            <p className="text-sm text-red-800">Cannot be imported: it {session.problem}.</p>
          ) : null}
          {session.courseOfFire ? (
            <p className="text-sm text-slate-700">
              {session.courseOfFire.code}: {session.courseOfFire.name}
              {session.courseOfFire.recognised ? " (recognised from its shots)" : ""}
            </p>
          ) : null}
          {session.seriesTotals.length > 0 ? (
            <p className="mt-2 flex flex-wrap gap-1.5 text-sm">
              {session.seriesTotals.map((s) => (
                <span key={s.seriesNumber} className="rounded bg-slate-100 px-2 py-0.5 tabular-nums">
                  S{s.seriesNumber} {number(s.score)}
                </span>
              ))}
            </p>
          ) : null}
        </div>
        <ShotScatter shots={session.shotList} label={session.label} />
      </div>
      {/* Below the plot, so the course's name has the card's whole width on a phone. */}
      {session.needsCourse ? (
        <div className="pl-8">
          <CoursePicker
            label={
              <>
                Course of fire<span className="sr-only"> of {session.label}</span>
              </>
            }
            courses={courses}
            value={course}
            onChange={onCourse}
          />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Where the shots fell, to scale, without rings: the file does not always say which face it was.
 * Sighters are hollow; the circle's radius is written beside it.
 */
function ShotScatter({ shots, label }: { shots: ImportedSessionReport["shotList"]; label: string }) {
  const placed = shots.filter((s): s is typeof s & { x: number; y: number } => s.x !== null && s.y !== null);
  if (placed.length === 0) return null;
  const reach = Math.max(1, ...placed.map((s) => Math.hypot(s.x, s.y))) * 1.1;
  const scale = 45 / reach;
  return (
    <figure className="w-24 shrink-0 text-center sm:w-28">
      <svg viewBox="-50 -50 100 100" className="w-full" role="img" aria-label={`Where the ${placed.length} shots of ${label} fell`}>
        <circle r="45" className="fill-slate-50 stroke-slate-300" strokeWidth="0.8" />
        <line x1="-45" x2="45" y1="0" y2="0" className="stroke-slate-200" strokeWidth="0.6" />
        <line y1="-45" y2="45" x1="0" x2="0" className="stroke-slate-200" strokeWidth="0.6" />
        {placed.map((s) => (
          <circle
            key={`${s.seriesNumber}-${s.shotNumber}`}
            cx={s.x * scale}
            cy={-s.y * scale}
            r="2.6"
            className={s.isSighter ? "fill-none stroke-slate-500" : "fill-sky-800"}
            strokeWidth="0.8"
          />
        ))}
      </svg>
      <figcaption className="text-xs text-slate-600">circle {Math.round(reach)} mm</figcaption>
    </figure>
  );
}
