// Scopos / Orion JSON (FORMATS.md): shots with Location {X, Y} in mm, Score {I, D, X}, TimeScored,
// Sequence, StageLabel, FiringPoint and Attributes; or score-history entries (LocalDate, MatchName,
// MatchType, StageScores) holding them. Deleted and simulated shots count in no total and are left
// out; sighters are kept as sighters; a missed shot scores 0. A list whose shots name several firing
// points (a range's export of a whole relay) is one session per firing point, so that two shooters'
// shots never make one session.
import { parseDateTime } from "@/lib/schemas/common";
import { MAX_SHOTS } from "@/lib/schemas/shots";
import { type ImportedSession, type ImportedShot, jsonFault, lineErrors, numberShots, type ParseResult, quoted } from "./types";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/**
 * The firing points one list may split into: more than any range has. The shots of later points are
 * counted, not held, so a hostile list of 100,000 points holds no more than this many sessions.
 */
export const MAX_FIRING_POINTS = 200;

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

/** The firing point a shot names, as written (at most 20 characters), or "" when it names none. */
function pointOf(item: unknown): string {
  if (!isObject(item)) return "";
  const point = item.FiringPoint;
  return typeof point === "string" || typeof point === "number" ? String(point).trim().slice(0, 20) : "";
}

/**
 * A shot as read, before it is numbered: what the session needs of it and nothing of its JSON, so a
 * list held while it splits by firing point holds a few numbers a shot.
 */
type Digest = {
  /** Its place in its list, from 0. */
  index: number;
  /** Whether it is an object at all: only objects are ordered by Sequence. */
  object: boolean;
  sequence: number;
  point: string;
  /** "shot" counts; "left" is deleted or simulated; "none" has no Score; "ring" has a Score.I that is not a ring. */
  kind: "shot" | "left" | "none" | "ring";
  /** The Score.I a "ring" shot names, quoted. */
  ring: string;
  shot: Omit<ImportedShot, "seriesNumber" | "shotNumber" | "firedAt"> | null;
  /** TimeScored as written, when it is a date-time. */
  time: string | null;
  face: string | null;
};

function digest(item: unknown, index: number): Digest {
  const base = { index, object: isObject(item), sequence: isObject(item) ? (num(item.Sequence) ?? 0) : 0, point: pointOf(item) };
  const none = { ring: "", shot: null, time: null, face: null };
  if (!isShot(item)) return { ...base, ...none, kind: "none" };
  const attributes = Array.isArray(item.Attributes) ? item.Attributes.map((a) => String(a).toUpperCase()) : [];
  if (attributes.includes("DELETED") || attributes.includes("SIMULATED")) return { ...base, ...none, kind: "left" };
  const missed = attributes.includes("MISSED SHOT");
  const ring = missed ? 0 : num(item.Score.I);
  const decimal = missed ? 0 : num(item.Score.D);
  if (ring === null || !Number.isInteger(ring) || ring < 0 || ring > 10)
    return { ...base, ...none, kind: "ring", ring: quoted(String(item.Score.I)) };
  const location = isObject(item.Location) && !attributes.includes("UNKNOWN COORDINATES") ? item.Location : {};
  return {
    ...base,
    kind: "shot",
    ring: "",
    shot: {
      score: ring,
      decimalScore: decimal !== null && decimal >= 0 && decimal <= 10.9 ? decimal : null,
      isInnerTen: num(item.Score.X) === 1 && ring === 10,
      isSighter: attributes.includes("SIGHTER"),
      x: num(location.X),
      y: num(location.Y),
    },
    time: instant(item.TimeScored) ? (item.TimeScored as string) : null,
    face: typeof item.TargetName === "string" ? item.TargetName.slice(0, 100) : null,
  };
}

/** Shots in their Sequence, as Orion numbers them (the sort is stable: the file's order otherwise). */
const inSequence = (digests: Digest[]) => [...digests].sort((a, b) => (a.object && b.object ? a.sequence - b.sequence : 0));

/**
 * A list's shots grouped by the firing point they name, in the order each point first appears: at
 * most MAX_SHOTS held a point (the rest counted) and MAX_FIRING_POINTS points (the shots of later
 * ones counted). Shots naming no point are a group of their own ("").
 */
function byFiringPoint() {
  const groups = new Map<string, { digests: Digest[]; listed: number; firstDropped: number | null }>();
  let points = 0;
  let beyond = 0;
  let firstBeyond: number | null = null;
  return {
    groups,
    /** The distinct firing points named (at most MAX_FIRING_POINTS + 1). */
    points: () => points + (beyond > 0 ? 1 : 0),
    beyond: () => ({ shots: beyond, first: firstBeyond }),
    add(point: string, index: number, make: () => Digest) {
      let group = groups.get(point);
      if (!group) {
        if (point !== "" && points >= MAX_FIRING_POINTS) {
          beyond += 1;
          firstBeyond ??= index;
          return;
        }
        if (point !== "") points += 1;
        group = { digests: [], listed: 0, firstDropped: null };
        groups.set(point, group);
      }
      group.listed += 1;
      if (group.digests.length < MAX_SHOTS) group.digests.push(make());
      else group.firstDropped ??= index;
    },
  };
}

/**
 * Orion's JSON fed one element of its top-level array at a time: a score-history entry (or match)
 * is a session (or one a firing point) as soon as it is read; a bare list of shots (told by its
 * first element) is one session (or one a firing point), at the end.
 */
export function orionReader() {
  const sessions: ImportedSession[] = [];
  const errors = lineErrors();
  let leftOut = 0;
  let withoutShots = 0;
  let position = 0;
  let groups = 0;
  let bare: ReturnType<typeof byFiringPoint> | null = null;
  let bareCount = 0;

  /** The shots of one session read in order, line errors said; null when none counts. */
  const read = (ordered: Digest[], lineOf: (d: Digest, k: number) => number) => {
    const shots: Array<Omit<ImportedShot, "seriesNumber" | "shotNumber">> = [];
    /** The first shot's TimeScored as written: the session's time, and its fingerprint's. */
    let firstWritten: string | null = null;
    let faceText: string | null = null;
    /** The firing points the shots name: the session's, when they all name the same one. */
    const points = new Set<string>();
    ordered.forEach((d, k) => {
      const line = lineOf(d, k);
      if (d.kind === "none") errors.push({ line, message: `shot ${line} has no Score; skipped` });
      else if (d.kind === "ring") errors.push({ line, message: `shot ${line}: Score.I ${d.ring} is not a ring 0 to 10; skipped` });
      else if (d.kind === "left") leftOut += 1;
      else if (d.shot) {
        if (faceText === null && d.face !== null) faceText = d.face;
        if (d.point !== "" && points.size < 2) points.add(d.point);
        firstWritten ??= d.time;
        shots.push({ ...d.shot, firedAt: d.time ? (instant(d.time)?.toISOString() ?? null) : null });
      }
    });
    return shots.length === 0 ? null : { shots, firstWritten, faceText, points };
  };

  /** The session's date: its first shot's time, else the entry's day at noon (no zone moves it to another day), else now. */
  const dateOf = (firstWritten: string | null, localDate: Date | null) =>
    (instant(firstWritten) ?? (localDate ? new Date(localDate.getTime() + 12 * 3_600_000) : new Date())).toISOString();

  const tooLong = (line: number, listed: number) =>
    errors.push({
      line,
      message: `the session holds ${listed.toLocaleString("en-US")} shots, more than the ${MAX_SHOTS} one session holds (sighters included); it cannot be imported`,
    });

  /** One list's shots, named by `head`; `all` every digest in file order, or the first MAX_SHOTS of `listed`. */
  const add = (head: Json, all: Digest[] | null, split: ReturnType<typeof byFiringPoint>, index: number, listed: number) => {
    const start = position + 1;
    position += listed;
    const localDate = typeof head.LocalDate === "string" ? isoDay(head.LocalDate) : null;
    if (head.LocalDate !== undefined && head.LocalDate !== null && !localDate) {
      errors.push({
        line: start,
        message: `LocalDate ${quoted(String(head.LocalDate))} is not an ISO 8601 date such as 2026-03-14; skipped`,
      });
      return;
    }
    const name = [head.MatchName, head.MatchType].filter((v) => typeof v === "string" && v.trim()).join(" · ");

    if (split.points() <= 1) {
      // One firing point or none: one session of the list, its shots numbered as they stand in Sequence.
      if (listed > MAX_SHOTS) tooLong(start + MAX_SHOTS, listed);
      const first =
        all ??
        [...split.groups.values()]
          .flatMap((group) => group.digests)
          .sort((a, b) => a.index - b.index)
          .slice(0, MAX_SHOTS);
      const got = read(inSequence(first).slice(0, MAX_SHOTS), (_, k) => start + k);
      if (!got) return;
      sessions.push({
        sessionDate: dateOf(got.firstWritten, localDate),
        writtenDate: got.firstWritten ?? (typeof head.LocalDate === "string" ? head.LocalDate : ""),
        label: name || `Orion session ${index + 1}`,
        line: start,
        shots: numberShots(got.shots),
        faceText: got.faceText,
        firingPoint: got.points.size === 1 ? [...got.points][0] : null,
        ...(listed > MAX_SHOTS ? { droppedShots: listed - MAX_SHOTS } : {}),
      });
      return;
    }

    // Several firing points: a session each, in the order they first appear; a shot's line is its place in the list.
    for (const [point, group] of split.groups) {
      if (group.firstDropped !== null) tooLong(start + group.firstDropped, group.listed);
      const got = read(inSequence(group.digests), (d) => start + d.index);
      if (!got) continue;
      sessions.push({
        sessionDate: dateOf(got.firstWritten, localDate),
        writtenDate: got.firstWritten ?? (typeof head.LocalDate === "string" ? head.LocalDate : ""),
        // The point first: a file's own name stays as written, after it.
        label: [point ? `Firing point ${point}` : "No firing point", name].filter(Boolean).join(" · "),
        line: start + (group.digests[0]?.index ?? 0),
        shots: numberShots(got.shots),
        faceText: got.faceText,
        firingPoint: point || null,
        ...(group.listed > MAX_SHOTS ? { droppedShots: group.listed - MAX_SHOTS } : {}),
      });
    }
    const beyond = split.beyond();
    if (beyond.shots > 0 && beyond.first !== null)
      errors.push({
        line: start + beyond.first,
        message: `names a firing point past the first ${MAX_FIRING_POINTS} of its list, more than a range has: ${beyond.shots.toLocaleString("en-US")} ${beyond.shots === 1 ? "shot on such points was" : "shots on such points were"} left out. Export one relay at a time`,
      });
  };

  return {
    element(item: unknown) {
      if (groups === 0 && bare === null && isShot(item)) bare = byFiringPoint();
      if (bare) {
        const index = bareCount;
        bareCount += 1;
        bare.add(pointOf(item), index, () => digest(item, index));
      } else if (isObject(item)) {
        const shots = shotsOf(item) ?? [];
        if (shots.length === 0) withoutShots += 1;
        const all = shots.map((shot, i) => digest(shot, i));
        const split = byFiringPoint();
        for (const d of all) split.add(d.point, d.index, () => d);
        add(item, all, split, groups++, shots.length);
      }
    },
    take: () => sessions.splice(0),
    finish(): ParseResult {
      if (bare) add({}, null, bare, 0, bareCount);
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
