"use client";
import { Button } from "@/components/ui/button";
import { useCoursesOfFire } from "../api/pickers";
import { CoursePicker } from "./course-picker";
import { SessionCard } from "./session-card";
import { type PreviewStage, shootersOf } from "./stage";

export function Preview({
  stage,
  onToggle,
  onShooter,
  onCourse,
  onImport,
  onCancel,
}: {
  stage: PreviewStage;
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
