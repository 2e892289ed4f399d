// Which course of fire an imported session was: the one whose shot count, scoring and target face
// its match shots fit, when exactly one does. Several or none: the person chooses (API section 10).
import { targetFace, type TargetFaceCode } from "@/lib/shots/target-faces";
import type { ImportedShot } from "./types";

export type KnownCourse = {
  id: string;
  code: string;
  name: string;
  shotCount: number | null;
  scoring: string | null;
  targetFace: string | null;
};

export type Recognised<C extends KnownCourse> = { course: C; why: null } | { course: null; why: string };

/** The face a file's own words name ("10m Air Rifle", "AR 10m", "50m Rifle Prone"); null when they name none of ours. */
const FACE_WORDS: ReadonlyArray<[RegExp, TargetFaceCode]> = [
  [/\bair[\s-]*rifle\b|\bAR\s*\d|\b10\s*m\s*rifle\b/i, "issf-10m-air-rifle"],
  [/\bair[\s-]*pistol\b|\bAP\s*\d|\b10\s*m\s*pistol\b/i, "issf-10m-air-pistol"],
  [/\brapid[\s-]*fire\b/i, "issf-rapid-fire-pistol"],
  [/\b300\s*m\b/i, "issf-300m-rifle"],
  [/\b50\s*m\b.*\brifle\b|\bsmall[\s-]*bore\b/i, "issf-50m-rifle"],
  [/\b(25|50)\s*m\b.*\bpistol\b|\bprecision pistol\b/i, "issf-precision-pistol"],
];

export function faceNamed(text: string | null | undefined): TargetFaceCode | null {
  if (!text) return null;
  return FACE_WORDS.find(([words]) => words.test(text))?.[1] ?? null;
}

export function recogniseCourse<C extends KnownCourse>(
  shots: ImportedShot[],
  faceText: string | null | undefined,
  courses: C[],
): Recognised<C> {
  const match = shots.filter((s) => !s.isSighter);
  const decimal = match.length > 0 && match.every((s) => s.decimalScore !== null);
  const face = faceNamed(faceText);
  // A course scored in tenths needs decimal scores; whole rings can be read from decimal ones.
  const fits = courses.filter(
    (c) => c.shotCount === match.length && (face === null || c.targetFace === face) && (c.scoring !== "decimal" || decimal),
  );
  const exact = fits.length > 1 ? fits.filter((c) => (c.scoring === "decimal") === decimal) : fits;
  const [only] = exact;
  if (exact.length === 1 && only) return { course: only, why: null };
  const shotsOn = `its ${match.length} match shot${match.length === 1 ? "" : "s"}${decimal ? " in tenths" : ""}${face ? ` on the ${targetFace(face)?.label ?? face} face` : ""}`;
  const several = exact.length > 1 ? exact : fits;
  return {
    course: null,
    why:
      several.length === 0
        ? `${shotsOn} fit no course of fire`
        : `${shotsOn} fit ${several.length} courses of fire (${several.map((c) => c.code).join(", ")})`,
  };
}
