"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useProblemText } from "@/components/ui/use-problem-text";
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
  const t = useTranslations("imports");
  // The server's notes and line errors are English (the API is language-neutral): said through the problems catalog.
  const say = useProblemText();
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
        {t("preview.title", { format: report.formatName, count: report.sessions.length })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("preview.tick")}</p>
      {shooters.length > 1 ? (
        <fieldset className="mt-4 rounded-lg border border-sky-700 bg-sky-50 p-4">
          <legend className="px-1 font-semibold text-slate-900">{t("preview.whichShooter")}</legend>
          <p className="text-sm text-slate-700">{t("preview.shooters", { count: shooters.length })}</p>
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
                {say(shooter)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {needing.length > 0 ? (
        <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
          <p className="text-sm text-amber-950">{t("preview.needsCourse", { count: needing.length })}</p>
          <CoursePicker
            label={needing.length === 1 ? t("preview.courseOne") : t("preview.courseAll")}
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
          {say(note)}
        </p>
      ))}
      {report.errors.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-800">{t("preview.unreadLines", { count: report.errors.length })}</summary>
          <ul className="mt-1 list-disc pl-5 text-slate-700">
            {report.errors.slice(0, 50).map((e) => (
              <li key={`${e.line}-${e.message}`}>{t("preview.line", { line: e.line, message: say(e.message) })}</li>
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
        {withoutCourse > 0 ? <p className="mb-2 text-sm text-amber-950">{t("preview.withoutCourse", { count: withoutCourse })}</p> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={onImport} disabled={count === 0 || withoutCourse > 0}>
            {t("preview.import", { count })}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t("anotherFile")}
          </Button>
        </div>
      </div>
    </section>
  );
}
