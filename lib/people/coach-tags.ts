// What a coach may want to look at in an athlete's latest sessions, as codes (COACH_TAG_CODES in
// lib/schemas/people.ts): the API sends each tag's code and value (`tags`) beside its English
// wording (`flags`, kept for the clients that read it), and a page words the code in its language.
// A new tag is one more code; the English wording below and the coach home's words
// (components/home/coached-athletes.tsx) are records over every code, so a tag without them does
// not compile.
import type { CoachTag, CoachTagCode } from "@/lib/schemas/people";

/** The facts of a session the tags read. */
type Session = {
  hoursOfSleep: number | null;
  stressLevel: number | null;
  nextSessionActionItems: string | null;
  coachFeedback: string | null;
};

/** A session's tags, in the order a coach reads them. */
export function coachTags(e: Session): CoachTag[] {
  return [
    ...(e.hoursOfSleep !== null && e.hoursOfSleep < 6 ? [{ code: "shortSleep" as const, value: e.hoursOfSleep }] : []),
    ...(e.stressLevel !== null && e.stressLevel >= 8 ? [{ code: "highStress" as const, value: e.stressLevel }] : []),
    ...(e.nextSessionActionItems ? [{ code: "openActionItem" as const, value: null }] : []),
    ...(e.coachFeedback ? [] : [{ code: "noFeedback" as const, value: null }]),
  ];
}

const ENGLISH: Record<CoachTagCode, (value: number | null) => string> = {
  shortSleep: (hours) => `Slept ${hours} h`,
  highStress: (level) => `Stress ${level}/10`,
  openActionItem: () => "Open action item",
  noFeedback: () => "No feedback yet",
};

/** A tag's English wording, as the API's `flags` have always said it. */
export const englishTag = (tag: CoachTag): string => ENGLISH[tag.code](tag.value);
