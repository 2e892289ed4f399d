"use client";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { useCourseName } from "@/components/choices/choice-labels";
import type { CourseOfFire } from "../api/pickers";

export function CoursePicker({
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
  const t = useTranslations("imports");
  const courseName = useCourseName();
  return (
    <label className="mt-2 block text-sm">
      <span className="font-medium text-slate-900">{label}</span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 sm:w-96"
      >
        <option value="">{t("course.choose")}</option>
        {courses.map((c) => (
          <option key={c.id} value={c.id}>
            {c.code}: {courseName(c)}
          </option>
        ))}
      </select>
    </label>
  );
}
