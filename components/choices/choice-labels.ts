"use client";
// The choice lists a page shows, in the page's language. The API keeps its codes and stored words
// (a session's discipline is stored as the English word, a course of fire by its name); the page
// words them here from the "choices" messages, by the English word or the preset's code. A value the
// messages do not know (typed elsewhere, a renamed course) shows as itself, never as a key. English
// pages show the stored words as they are (a stored "Kneeling, Prone, Standing" stays that).
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { presetCourseCode } from "@/lib/competitions/course-names";
import { choiceKey } from "@/lib/i18n/choice-key";

/** The lists of lib/journal/vocabulary.ts, by the name of their block in the "choices" messages. */
export type ChoiceList = "sessionTypes" | "disciplines" | "positions" | "venueTypes" | "lighting" | "wind";

type Choice = { value: string; label: string };

/** A stored word of a list in the page's language, else as it is. */
export function useChoiceLabel() {
  const t = useTranslations("choices");
  const english = useLocale() === "en";
  return useCallback(
    (list: ChoiceList, value: string | null | undefined): string => {
      if (!value || english) return value ?? "";
      const key = `${list}.${choiceKey(value)}`;
      return t.has(key) ? t(key) : value;
    },
    [t, english],
  );
}

/** A list's choices with their labels in the page's language (the values stay the stored words). */
export function useChoices() {
  const t = useTranslations("choices");
  const english = useLocale() === "en";
  return useCallback(
    (list: ChoiceList, choices: Choice[]): Choice[] =>
      english
        ? choices
        : choices.map((c) => {
            const key = `${list}.${choiceKey(c.value)}`;
            return t.has(key) ? { value: c.value, label: t(key) } : c;
          }),
    [t, english],
  );
}

/** A course of fire's name in the page's language while it is still its preset's name, else as it is. */
export function useCourseName() {
  const t = useTranslations("choices");
  const english = useLocale() === "en";
  return useCallback(
    (course: { name: string | null | undefined } | string | null | undefined): string => {
      const name = typeof course === "string" ? course : (course?.name ?? "");
      const code = english ? null : presetCourseCode(name);
      return code && t.has(`courses.${code}`) ? t(`courses.${code}`) : name;
    },
    [t, english],
  );
}

/** A target face's name in the page's language, by its code. */
export function useTargetFaceName() {
  const t = useTranslations("choices");
  const english = useLocale() === "en";
  return useCallback(
    (code: string, fallback: string) => (!english && t.has(`targetFaces.${code}`) ? t(`targetFaces.${code}`) : fallback),
    [t, english],
  );
}
