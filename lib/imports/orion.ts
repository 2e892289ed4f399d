// Scopos / Orion JSON (FORMATS.md): shots with Location {X, Y} in mm, Score {I, D, X}, TimeScored,
// Sequence, StageLabel and Attributes; or score-history entries (LocalDate, MatchName, MatchType,
// StageScores) holding them. Deleted and simulated shots count in no total and are left out;
// sighters are kept as sighters; a missed shot scores 0.
import { parseDateTime } from "@/lib/schemas/common";
import { MAX_SHOTS } from "@/lib/schemas/shots";
import { type ImportedSession, type ImportedShot, jsonFault, lineErrors, numberShots, type ParseResult, quoted } from "./types";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

function shotsOf(value: Json): unknown[] | null {
  for (const key of ["Shots", "shots"]) if (Array.isArray(value[key])) return value[key] as unknown[];
  return null;
}

/** An ISO 8601 date, alone or with a time (and zone), as the API takes dates: its day, or null. */
const ISO_DAY = /^(\d{4}-\d{2}-\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/i;

function isoDay(text: string): Date | null {
  const day = ISO_DAY.exec(text)?.[1];
  const parsed = day ? parseDateTime(day) : null;
  return parsed && "date" in parsed ? parsed.date : null;
}

/** TimeScored as the API reads a date-time (ISO 8601 with a zone), or null. */
function instant(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const parsed = parseDateTime(value);
  return "date" in parsed ? parsed.date : null;
}

const isShot = (item: unknown): item is Json & { Score: Json } => isObject(item) && isObject(item.Score);

/**
 * Orion's JSON fed one element of its top-level array at a time: a score-history entry (or match)
 * is a session as soon as it is read; a bare list of shots (told by its first element) is one
 * session, at the end.
 */
export function orionReader() {
  const sessions: ImportedSession[] = [];
  const errors = lineErrors();
  let leftOut = 0;
  let withoutShots = 0;
  let position = 0;
  let groups = 0;
  let bare: unknown[] | null = null;
  let bareCount = 0;

  const add = (head: Json, shots: unknown[], index: number, listed = shots.length) => {
    const read: Array<Omit<ImportedShot, "seriesNumber" | "shotNumber">> = [];
    const start = position + 1;
    const localDate = typeof head.LocalDate === "string" ? isoDay(head.LocalDate) : null;
    if (head.LocalDate !== undefined && head.LocalDate !== null && !localDate) {
      position += shots.length;
      errors.push({
        line: start,
        message: `LocalDate ${quoted(String(head.LocalDate))} is not an ISO 8601 date such as 2026-03-14; skipped`,
      });
      return;
    }
    if (listed > MAX_SHOTS)
      errors.push({
        line: start + MAX_SHOTS,
        message: `the session holds ${listed.toLocaleString("en-US")} shots, more than the ${MAX_SHOTS} one session holds (sighters included); it cannot be imported`,
      });
    const ordered = [...shots]
      .sort((a, b) => (isObject(a) && isObject(b) ? (num(a.Sequence) ?? 0) - (num(b.Sequence) ?? 0) : 0))
      .slice(0, MAX_SHOTS);
    /** The first shot's TimeScored as written: the session's time, and its fingerprint's. */
    let firstWritten: string | null = null;
    let first: Date | null = null;
    let faceText: string | null = null;
    /** The firing points the shots name: the session's, when they all name the same one. */
    const points = new Set<string>();
    for (const shot of ordered) {
      position += 1;
      if (!isShot(shot)) {
        errors.push({ line: position, message: `shot ${position} has no Score; skipped` });
        continue;
      }
      const attributes = Array.isArray(shot.Attributes) ? shot.Attributes.map((a) => String(a).toUpperCase()) : [];
      if (attributes.includes("DELETED") || attributes.includes("SIMULATED")) {
        leftOut += 1;
        continue;
      }
      const ring = attributes.includes("MISSED SHOT") ? 0 : num(shot.Score.I);
      const decimal = attributes.includes("MISSED SHOT") ? 0 : num(shot.Score.D);
      if (ring === null || !Number.isInteger(ring) || ring < 0 || ring > 10) {
        errors.push({
          line: position,
          message: `shot ${position}: Score.I ${quoted(String(shot.Score.I))} is not a ring 0 to 10; skipped`,
        });
        continue;
      }
      if (faceText === null && typeof shot.TargetName === "string") faceText = shot.TargetName.slice(0, 100);
      const point = typeof shot.FiringPoint === "string" || typeof shot.FiringPoint === "number" ? String(shot.FiringPoint).trim() : "";
      if (point !== "" && points.size < 2) points.add(point.slice(0, 20));
      const location = isObject(shot.Location) && !attributes.includes("UNKNOWN COORDINATES") ? shot.Location : {};
      const time = instant(shot.TimeScored);
      if (time && !first) {
        first = time;
        firstWritten = String(shot.TimeScored);
      }
      read.push({
        score: ring,
        decimalScore: decimal !== null && decimal >= 0 && decimal <= 10.9 ? decimal : null,
        isInnerTen: num(shot.Score.X) === 1 && ring === 10,
        isSighter: attributes.includes("SIGHTER"),
        x: num(location.X),
        y: num(location.Y),
        firedAt: time?.toISOString() ?? null,
      });
    }
    position += shots.length - ordered.length;
    if (read.length === 0) return;
    const label =
      [head.MatchName, head.MatchType].filter((v) => typeof v === "string" && v.trim()).join(" · ") || `Orion session ${index + 1}`;
    sessions.push({
      // A day alone is read as its noon, so no zone moves it to another day.
      sessionDate: (first ?? (localDate ? new Date(localDate.getTime() + 12 * 3_600_000) : new Date())).toISOString(),
      writtenDate: firstWritten ?? (typeof head.LocalDate === "string" ? head.LocalDate : ""),
      label,
      line: start,
      shots: numberShots(read),
      faceText,
      firingPoint: points.size === 1 ? [...points][0] : null,
      ...(listed > MAX_SHOTS ? { droppedShots: listed - MAX_SHOTS } : {}),
    });
  };

  return {
    element(item: unknown) {
      if (groups === 0 && bare === null && isShot(item)) bare = [];
      if (bare) {
        bareCount += 1;
        if (bare.length < MAX_SHOTS) bare.push(item);
      } else if (isObject(item)) {
        const shots = shotsOf(item) ?? [];
        if (shots.length === 0) withoutShots += 1;
        add(item, shots, groups++);
      }
    },
    take: () => sessions.splice(0),
    finish(): ParseResult {
      if (bare) add({}, bare, 0, bareCount);
      const notes =
        leftOut > 0 ? [`Left out ${leftOut} deleted or simulated shot${leftOut === 1 ? "" : "s"}, as they count in no total.`] : [];
      if (withoutShots > 0)
        notes.push(
          `Left out ${withoutShots} ${withoutShots === 1 ? "entry" : "entries"} without shots (stage scores only): a session here is made of its shots.`,
        );
      if (groups === 0 && !bare)
        errors.push({ line: 1, message: "holds no shots (objects with Score and Location) nor score-history entries" });
      return { sessions, errors: errors.list(), notes: [...notes, ...errors.notes()] };
    },
  };
}

/** An Orion JSON document read whole: a single score-history entry, or an array. */
export function readOrion(text: string): ParseResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return { sessions: [], errors: [{ line: 1, message: `is not JSON (${jsonFault(error)})` }], notes: [] };
  }
  const reader = orionReader();
  for (const item of Array.isArray(document) ? document : [document]) reader.element(item);
  return reader.finish();
}
