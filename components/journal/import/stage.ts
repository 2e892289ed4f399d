import type { ImportedSessionReport, ImportReport, Mapping } from "../api/imports";

export const MAPPED: Array<[keyof Mapping, string, RegExp]> = [
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

export type Stage =
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

export type PreviewStage = Extract<Stage, { name: "preview" }>;

/** A session that can be imported: at once, or once it has a course of fire. */
export const importable = (s: ImportedSessionReport) => s.status === "created" || s.needsCourse;

/** The shooters a file tells apart, in the file's order. */
export const shootersOf = (report: ImportReport) => [...new Set(report.sessions.flatMap((s) => (s.shooter ? [s.shooter] : [])))];

/**
 * The first guess at which column holds what: each column for one field at most, and an "X" beside
 * a "Y" is a position, not inner tens.
 */
export function guessMapping(columns: string[]): Mapping {
  const taken = new Set<string>();
  const positions = columns.some((c) => /^y$/i.test(c));
  return Object.fromEntries(
    MAPPED.flatMap(([field, , pattern]) => {
      const column = columns.find((c) => pattern.test(c) && !taken.has(c) && !(field === "innerTen" && positions && /^x$/i.test(c)));
      if (!column) return [];
      taken.add(column);
      return [[field, column]];
    }),
  );
}

/**
 * Each chosen session's course (chosen here, else recognised): the most common one named for all,
 * the others session by session, so the request stays short for a season of strings.
 */
export function coursesToSend(stage: PreviewStage, sessions: number[]) {
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
