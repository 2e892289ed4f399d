// Importing sessions from a target's or an app's file (API section 10): read, checked, compared
// with what was imported before by each session's fingerprint, and — unless it is a dry run — the
// chosen sessions written with their series and shots in one transaction, batch by batch as the file
// is read.
import "server-only";
import type { z } from "zod";
import { createHash } from "node:crypto";
import { transaction, type Trx } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import { ApiError, excerpt } from "@/lib/errors";
import { type ColumnMapping, columnMapping } from "@/lib/imports/generic";
import { detectFileFormat, readImportFile, type ReadOptions } from "@/lib/imports/read-file";
import { type KnownCourse, recogniseCourse } from "@/lib/imports/recognise-course";
import { FORMAT_NAMES, type ImportedSession, type ImportFormat, type LineError } from "@/lib/imports/types";
import type { importReport } from "@/lib/schemas/imports";
import { MAX_SHOTS, shotsInput } from "@/lib/schemas/shots";
import { shotTotals, type ShotTotals } from "@/lib/shots/shot-totals";
import {
  entriesByFingerprint,
  insertImportedSessions,
  saveImportColumnMapping,
  selectCoursesForImport,
  selectImportColumnMapping,
} from "./entry-repository";
import { derivedColumns } from "./totals";

export type ImportOptions = {
  format: ImportFormat | null;
  dryRun: boolean;
  fileName: string | null;
  mapping: ColumnMapping | null;
  /** The zone times written without one are read in (ShotMarker, SIUS, MyTargets, generic CSV). */
  timeZone: string;
  /** The sessions to write, by their index in the file; all that can be, when null. */
  chosen: number[] | null;
  /** Only this shooter's sessions ("Shooter R"), where the file holds several; all, when null. */
  shooter: string | null;
  /** The course of fire of every session, unless `courses` names one for it. */
  courseOfFireId: string | null;
  /** A course of fire per session, by its index in the file. */
  courses: Map<number, string>;
};

type Status = "created" | "duplicate" | "invalid";

export type ImportReport = z.output<typeof importReport>;

/**
 * The session's date as the file writes it and every shot: the same session imported twice has the
 * same fingerprint, whatever zone, file name or day it is imported in.
 */
function fingerprint(session: ImportedSession): string {
  const shots = session.shots.map((s) => [s.seriesNumber, s.shotNumber, s.score, s.decimalScore, s.isInnerTen, s.isSighter, s.x, s.y]);
  return createHash("sha256")
    .update(JSON.stringify([session.writtenDate, shots]))
    .digest("base64url");
}

/** Why a session cannot be imported, or null. */
function problemOf(session: ImportedSession): string | null {
  if (session.droppedShots)
    return `holds ${(session.shots.length + session.droppedShots).toLocaleString("en-US")} shots; one session holds at most ${MAX_SHOTS}, sighters included`;
  const parsed = shotsInput.safeParse({ shots: session.shots });
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.slice(1).join(".") || "shots"} ${i.message}`).join("; ");
  if (session.shots.every((s) => s.isSighter)) return "holds only sighters";
  return null;
}

async function mappingFor(athleteId: string, given: ColumnMapping | null): Promise<ColumnMapping | null> {
  if (given) return given;
  const json = await selectImportColumnMapping(athleteId);
  if (!json) return null;
  const stored = columnMapping.safeParse(JSON.parse(json));
  return stored.success ? stored.data : null;
}

type Course = KnownCourse & { discipline: string | null };

/** Every course of fire, for recognising sessions; a course the request names must be one of them. */
async function coursesFor(options: ImportOptions): Promise<{ all: Course[]; named: Course | null; perSession: Map<number, Course> }> {
  const all = await selectCoursesForImport();
  const byId = new Map(all.map((c) => [c.id, c]));
  const find = (id: string, field: string) => {
    const course = byId.get(id);
    if (!course)
      throw new ApiError(
        "validation_failed",
        422,
        `There is no course of fire ${excerpt(id, 40)}; choose one of GET /api/courses-of-fire.`,
        {
          [field]: "names no course of fire",
        },
      );
    return course;
  };
  return {
    all,
    named: options.courseOfFireId ? find(options.courseOfFireId, "?courseOfFireId") : null,
    perSession: new Map([...options.courses].map(([index, id]) => [index, find(id, "?courses")])),
  };
}

/** A 422 naming up to ten of the file's unreadable lines as `/lines/N` members. */
function unreadable(detail: string, errors: LineError[]): ApiError {
  const fields = Object.fromEntries(errors.slice(0, 10).map((e) => [`/lines/${e.line}`, e.message]));
  return new ApiError("validation_failed", 422, detail, fields);
}

/** Sessions one import reads: the report lists each, so it is bounded; 7,000 strings fill the 20 MiB. */
const MAX_SESSIONS = 10_000;

/** A dry run's preview carries the shots of the sessions up to this many shots in all (a season). */
const PREVIEW_SHOTS = 30_000;

type ReportSession = ImportReport["sessions"][number];

/**
 * Reads the file and, unless `trx` is null (a dry run), writes each batch of sessions as the file
 * hands it on: the report keeps each session's summary, not its shots, so what the server holds
 * does not grow with the file.
 */
async function readAndWrite(
  spooled: string,
  athleteId: string,
  reading: ReadOptions & { format: ImportFormat },
  options: ImportOptions,
  trx: Trx | null,
  courses: Awaited<ReturnType<typeof coursesFor>>,
) {
  const chosen = options.chosen === null ? null : new Set(options.chosen);
  const shooters = new Set<string>();
  const sessions: ReportSession[] = [];
  const imported = new Map<string, string | null>(); // this file's sessions by fingerprint: their entry, once written
  let count = 0;
  let previewed = 0;
  const formatName = FORMAT_NAMES[reading.format];
  const now = new Date();

  const take = async (batch: ImportedSession[]) => {
    if (count + batch.length > MAX_SESSIONS)
      throw new ApiError(
        "validation_failed",
        422,
        `The file holds more than ${MAX_SESSIONS.toLocaleString("en-US")} sessions, the most one import reads; split it, or export a shorter period. Nothing was imported.`,
        { [`/lines/${batch[MAX_SESSIONS - count]?.line ?? 1}`]: `starts session ${(MAX_SESSIONS + 1).toLocaleString("en-US")}` },
      );
    for (const session of batch) if (session.shooter) shooters.add(session.shooter);
    const picked = batch
      .map((session) => ({ session, index: count++, fingerprint: fingerprint(session), problem: problemOf(session) }))
      .filter((r) => (chosen === null || chosen.has(r.index)) && (options.shooter === null || r.session.shooter === options.shooter));
    if (picked.length === 0) return;
    const before = await entriesByFingerprint(
      athleteId,
      picked.map((r) => r.fingerprint),
      trx ?? undefined,
    );
    const rows: Array<NonNullable<ReturnType<typeof rowsOf>>> = [];
    for (const { session, index, fingerprint: print, problem: unreadable } of picked) {
      const sums = shotTotals(session.shots);
      const duplicateOf = before.get(print) ?? imported.get(print);
      // The course the request names for this session, else for all, else the one its shots fit.
      const named = courses.perSession.get(index) ?? courses.named;
      const recognised = named ? null : recogniseCourse(session.shots, session.faceText, courses.all);
      const course = named ?? recognised?.course ?? null;
      const needsCourse = !unreadable && !!sums && duplicateOf === undefined && !course;
      const problem = needsCourse ? `has no course of fire: ${recognised?.why ?? "none was named"}; choose one` : unreadable;
      if (chosen && problem)
        throw new ApiError("validation_failed", 422, `Session ${index} cannot be imported: it ${problem}.`, {
          [needsCourse ? "?courses" : "?sessions"]: needsCourse
            ? "names no course of fire for a session that needs one"
            : "names a session that cannot be imported",
        });
      const status: Status = problem || !sums ? "invalid" : duplicateOf !== undefined ? "duplicate" : "created";
      let entryId = duplicateOf ?? null;
      if (status === "created" && sums && course) {
        const built = trx ? rowsOf(session, print, sums, course) : null;
        if (built) rows.push(built);
        entryId = built?.entry.id ?? null;
        imported.set(print, entryId);
      }
      const scoring = session.shots.filter((s) => !s.isSighter);
      const preview = !trx && previewed + session.shots.length <= PREVIEW_SHOTS;
      if (preview) previewed += session.shots.length;
      sessions.push({
        index,
        sessionDate: session.sessionDate,
        label: session.label,
        line: session.line,
        series: new Set(scoring.map((s) => s.seriesNumber)).size,
        shots: scoring.length,
        sighters: session.shots.length - scoring.length,
        score: scoring.reduce((t, s) => t + s.score, 0),
        decimalScore: sums?.decimal ? sums.entry.score : null,
        innerTens: scoring.filter((s) => s.isInnerTen).length,
        statedScore: session.statedScore ?? null,
        shooter: session.shooter ?? null,
        courseOfFire: course ? { id: course.id, code: course.code, name: course.name, recognised: !named } : null,
        needsCourse,
        status,
        problem,
        entryId,
        seriesTotals: (sums?.series ?? []).map(({ seriesNumber, score, shotCount }) => ({ seriesNumber, score, shotCount })),
        // The preview draws them; once written they are the entry's, at .../shots.
        shotList: preview ? session.shots.map(({ firedAt: _firedAt, velocity: _velocity, yaw: _yaw, pitch: _pitch, ...shot }) => shot) : [],
      });
    }
    if (trx) await insertImportedSessions(trx, rows);
  };

  /** One session's rows: its entry, series and shots. */
  const rowsOf = (session: ImportedSession, print: string, sums: ShotTotals, course: Course) => {
    const id = newId();
    const sessionDate = new Date(session.sessionDate);
    return {
      entry: {
        id,
        athleteId,
        sessionDate,
        notes: `Imported from ${formatName}: ${session.label}`,
        courseOfFireId: course.id,
        discipline: course.discipline,
        ...sums.entry,
        totalsFromShots: true,
        importFingerprint: print,
        ...derivedColumns({ ...sums.entry, sessionDate }, sums.series),
        createdAt: now,
        updatedAt: now,
      },
      series: sums.series.map((s) => ({ ...s, id: newId(), journalEntryId: id, fromShots: true })),
      shots: session.shots.map((s) => ({
        ...s,
        id: newId(),
        firedAt: s.firedAt ? new Date(s.firedAt) : null,
        velocity: s.velocity ?? null,
        yaw: s.yaw ?? null,
        pitch: s.pitch ?? null,
        journalEntryId: id,
      })),
    };
  };

  const parsed = await readImportFile(spooled, reading, take);
  if (count === 0) {
    const why = [...parsed.notes, ...parsed.errors.slice(0, 3).map((e) => `Line ${e.line}: ${e.message}.`)].join(" ");
    throw unreadable(`No session could be read from this ${formatName} file. ${why}`.trim(), parsed.errors);
  }
  if (options.shooter !== null && !shooters.has(options.shooter))
    throw new ApiError(
      "validation_failed",
      422,
      shooters.size > 0
        ? `This file holds no sessions of ${excerpt(options.shooter, 40)}; its shooters are ${[...shooters].slice(0, 20).join(", ")}.`
        : `This file does not tell its shooters apart, so it holds no sessions of ${excerpt(options.shooter, 40)}; leave the shooter out.`,
      { "?shooter": "names no shooter of this file" },
    );
  const outside = options.chosen?.filter((i) => i >= count) ?? [];
  if (outside.length > 0)
    throw new ApiError("validation_failed", 422, `The file holds sessions 0 to ${count - 1}; there is no session ${outside.join(", ")}.`, {
      "?sessions": "names a session the file does not hold",
    });
  const notes = [...parsed.notes];
  const unplotted = sessions.filter((s) => s.shotList.length === 0 && s.shots + s.sighters > 0).length;
  if (!trx && unplotted > 0)
    notes.push(
      `The preview draws the shots of the first ${PREVIEW_SHOTS.toLocaleString("en-US")}; ${unplotted} later sessions are listed without their plot.`,
    );
  return {
    format: reading.format,
    formatName,
    sessions,
    created: sessions.filter((s) => s.status === "created").length,
    duplicates: sessions.filter((s) => s.status === "duplicate").length,
    errors: parsed.errors,
    notes,
    columns: parsed.columns,
  };
}

/**
 * The spooled upload read and, for a real import, written in one transaction, so the chosen sessions
 * all go in or none do.
 */
export async function importSessions(spooled: string, athleteId: string, options: ImportOptions): Promise<ImportReport> {
  const [mapping, courses] = await Promise.all([mappingFor(athleteId, options.mapping), coursesFor(options)]);
  const format = options.format ?? (await detectFileFormat(spooled));
  const reading = { format, fileName: options.fileName, mapping, timeZone: options.timeZone };
  const report = options.dryRun
    ? await readAndWrite(spooled, athleteId, reading, options, null, courses)
    : await transaction((trx) => readAndWrite(spooled, athleteId, reading, options, trx, courses));
  if (options.mapping && format === "generic") await saveImportColumnMapping(athleteId, JSON.stringify(options.mapping));
  return report;
}
