// What every importer reads a file into: sessions of shots, with the lines it could not read.
import { excerpt } from "@/lib/errors";

export type ImportedShot = {
  seriesNumber: number;
  shotNumber: number;
  score: number;
  decimalScore: number | null;
  isInnerTen: boolean;
  isSighter: boolean;
  x: number | null;
  y: number | null;
  firedAt: string | null;
  /** Where the target measures them (ShotMarker): metres per second, and degrees. */
  velocity?: number | null;
  yaw?: number | null;
  pitch?: number | null;
};

export type ImportedSession = {
  /** ISO 8601, UTC. */
  sessionDate: string;
  /**
   * The date and time as the file writes them ("" when it writes none), for the fingerprint: unlike
   * sessionDate it does not change with the reader's time zone, the file's name or today's date.
   */
  writtenDate: string;
  /** How the file names it: the string's label, the shooter, the match. */
  label: string;
  /** The line (or, for JSON, the shot's position) where the session starts. */
  line: number;
  shots: ImportedShot[];
  /** The totals the file itself states, checked against the shots' sums. */
  statedScore?: number | null;
  /** Shots left out past the most one session holds: the session cannot be imported. */
  droppedShots?: number;
  /** Whose shots they are, where the file holds several shooters ("Shooter R", "Start number 7"). */
  shooter?: string | null;
  /** The file's own words for the target face ("10m Air Rifle"), to recognise the course of fire. */
  faceText?: string | null;
  /** Where the shooter stood, where the file says (SIUS, Orion): a match's import finds the entry by it. */
  firingPoint?: string | null;
  /** The relay, where the file says (SIUS). */
  relayNumber?: number | null;
  /** The shooter's start number, where the file says (SIUS): a match's import finds the entry by its bib. */
  startNumber?: string | null;
  /** A final shot after the match (SIUS match shot 8): a match of its own, not the course's score. */
  isFinal?: boolean;
};

export type LineError = { line: number; message: string };

/** Lines listed as unreadable; the rest are counted, so a file of bad lines holds no list as long as itself. */
const MAX_LINE_ERRORS = 100;

/** The unreadable lines a reader meets: the first MAX_LINE_ERRORS, and a note counting the rest. */
export function lineErrors() {
  const listed: LineError[] = [];
  let more = 0;
  return {
    push(error: LineError) {
      if (listed.length < MAX_LINE_ERRORS) listed.push(error);
      else more += 1;
    },
    list: () => listed,
    notes: () =>
      more > 0
        ? [
            `${more.toLocaleString("en-US")} more line${more === 1 ? "" : "s"} could not be read either; the first ${MAX_LINE_ERRORS} are listed.`,
          ]
        : [],
  };
}
export type LineErrors = ReturnType<typeof lineErrors>;

/**
 * Where JSON.parse stopped, in words a person can act on (and the pages can translate): the
 * engine's own message is English and names internals, so it is not passed on.
 */
export function jsonFault(error: unknown): string {
  const message = error instanceof Error ? error.message : "";
  const position = /at position (\d+)/.exec(message)?.[1];
  if (position !== undefined) return `near character ${Number(position) + 1}`;
  if (/Unexpected end/.test(message)) return "it ends too soon";
  return "an unexpected character";
}

/** A field's text as an error quotes it: in quotes, at most 40 characters. */
export const quoted = (text: string) => `"${excerpt(text, 40)}"`;

export const IMPORT_FORMATS = ["shotmarker", "sius", "meyton", "orion", "mytargets", "generic"] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export const FORMAT_NAMES: Record<ImportFormat, string> = {
  shotmarker: "ShotMarker",
  sius: "SIUS",
  meyton: "Meyton",
  orion: "Scopos / Orion",
  mytargets: "MyTargets",
  generic: "CSV",
};

/** `notes`: what was read but left out, or assumed, said once for the whole file. */
export type ParseResult = { sessions: ImportedSession[]; errors: LineError[]; notes: string[] };

/**
 * A line-by-line reader of one format: fed each record (its fields) with its line number. `take`
 * hands over the sessions closed so far; `finish` the rest.
 */
export type RecordReader = { feed: (fields: string[], line: number) => void; take: () => ImportedSession[]; finish: () => ParseResult };

/** "12.5" or "12,5"; null when empty; NaN when not a number. */
export function numberField(text: string | undefined): number | null {
  const trimmed = (text ?? "").trim();
  if (trimmed === "") return null;
  return Number(trimmed.replace(",", "."));
}

/**
 * Shots numbered within their series in the order they came (sighters and match shots share the
 * numbers, as on the shots page), `perSeries` match shots to a series when the file names none;
 * a sighter belongs to the series it precedes.
 */
export function numberShots<T extends { isSighter: boolean; seriesNumber?: number }>(
  shots: T[],
  perSeries = 10,
): Array<T & { seriesNumber: number; shotNumber: number }> {
  const counts = new Map<number, number>();
  let record = 0;
  return shots.map((shot) => {
    const series = shot.seriesNumber ?? Math.floor(record / perSeries) + 1;
    if (!shot.isSighter) record += 1;
    const shotNumber = (counts.get(series) ?? 0) + 1;
    counts.set(series, shotNumber);
    return { ...shot, seriesNumber: series, shotNumber };
  });
}
