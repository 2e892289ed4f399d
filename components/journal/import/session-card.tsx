"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { useCourseName } from "@/components/choices/choice-labels";
import { useProblemText } from "@/components/ui/use-problem-text";
import { useFormat } from "@/lib/client/reader-format";
import type { ImportedSessionReport } from "../api/imports";
import type { CourseOfFire } from "../api/pickers";
import { CoursePicker } from "./course-picker";
import { importable } from "./stage";

export function SessionCard({
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
  const t = useTranslations("imports");
  const courseName = useCourseName();
  const say = useProblemText();
  const { number, dateTime } = useFormat();
  const label = say(session.label);
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
            {label}
          </label>
          <p className="text-sm text-slate-700">{dateTime(session.sessionDate, { dateStyle: "medium", timeStyle: "short" })}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">
            {number(total)}
            <span className="ml-2 text-sm font-normal text-slate-600">
              {t("card.shots", { count: session.shots })}
              {session.sighters ? ` · ${t("card.sighters", { count: session.sighters })}` : ""}
              {session.innerTens ? ` · ${t("card.innerTens", { count: session.innerTens })}` : ""}
            </span>
          </p>
          {session.statedScore !== null && session.statedScore !== session.score ? (
            <p className="text-sm text-amber-900">
              {t("card.stated", { stated: number(session.statedScore), sum: number(session.score) })}
            </p>
          ) : null}
          {session.status === "duplicate" ? <p className="text-sm text-slate-700">{t("card.duplicate")}</p> : null}
          {session.status === "invalid" && !session.needsCourse ? (
            <p className="text-sm text-red-800">{t("card.invalid", { problem: say(session.problem ?? "") })}</p>
          ) : null}
          {session.courseOfFire ? (
            <p className="text-sm text-slate-700">
              {session.courseOfFire.code}: {courseName(session.courseOfFire)}
              {session.courseOfFire.recognised ? ` ${t("card.recognised")}` : ""}
            </p>
          ) : null}
          {session.seriesTotals.length > 0 ? (
            <p className="mt-2 flex flex-wrap gap-1.5 text-sm">
              {session.seriesTotals.map((s) => (
                <span key={s.seriesNumber} className="rounded bg-slate-100 px-2 py-0.5 tabular-nums">
                  {t("card.series", { number: s.seriesNumber, score: number(s.score) })}
                </span>
              ))}
            </p>
          ) : null}
        </div>
        <ShotScatter shots={session.shotList} label={label} />
      </div>
      {/* Below the plot, so the course's name has the card's whole width on a phone. */}
      {session.needsCourse ? (
        <div className="pl-8">
          <CoursePicker
            label={
              <>
                {t("card.course")}
                <span className="sr-only"> {t("card.courseOf", { label })}</span>
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
  const t = useTranslations("imports");
  const placed = shots.filter((s): s is typeof s & { x: number; y: number } => s.x !== null && s.y !== null);
  if (placed.length === 0) return null;
  const reach = Math.max(1, ...placed.map((s) => Math.hypot(s.x, s.y))) * 1.1;
  const scale = 45 / reach;
  return (
    <figure className="w-24 shrink-0 text-center sm:w-28">
      <svg viewBox="-50 -50 100 100" className="w-full" role="img" aria-label={t("card.scatter", { count: placed.length, label })}>
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
      <figcaption className="text-xs text-slate-600">{t("card.circle", { mm: Math.round(reach) })}</figcaption>
    </figure>
  );
}
