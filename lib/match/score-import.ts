// A target's file imported into a competition's scores (API section 13, read as section 10): each
// shooter in the file goes to the entry of the course of fire on the same relay and firing point,
// else to the entry whose bib is the file's start number; the rest are reported with their shots, for
// an official to assign by hand with the score write. Scores are written through applyScore, all in
// one transaction (a dry run runs the same and rolls it back, so its preview is what a write does).
import "server-only";
import type { z } from "zod";
import { authorize, type Principal } from "@/lib/auth/policy";
import type { Competition } from "@/lib/competitions/competition-repository";
import { lockRow, transaction } from "@/lib/db/client";
import { ApiError, conflict, excerpt } from "@/lib/errors";
import { readImportFile } from "@/lib/imports/read-file";
import type { ImportedSession, ImportFormat, LineError } from "@/lib/imports/types";
import type { scoreImportReport } from "@/lib/schemas/score-imports";
import { MAX_SHOTS, shotsInput } from "@/lib/schemas/shots";
import { type ScoreCourse, type SheetEntry, scoreTarget, sheetCourses, sheetEntries } from "./score-repository";
import { applyScore } from "./scores";

export type ScoreImportReport = z.output<typeof scoreImportReport>;
type Matched = ScoreImportReport["matched"][number];
type Unmatched = ScoreImportReport["unmatched"][number];

export type ScoreImportOptions = {
  format: ImportFormat | null;
  courseOfFireId: string | null;
  /** The relay of shooters the file names none for. */
  relayNumber: number | null;
  dryRun: boolean;
  fileName: string | null;
  timeZone: string;
};

/** Shooters one file may hold: far more than any match's relays, and the report lists each. */
const MAX_SHOOTERS = 2_000;

/** "03" and "3", " 12a" and "12A": a firing point or start number as people compare them. */
const same = (a: string | null | undefined, b: string | null | undefined) => {
  const norm = (t: string) => {
    const text = t.trim().toLowerCase();
    return /^\d+$/.test(text) ? String(Number(text)) : text;
  };
  return a != null && b != null && a.trim() !== "" && norm(a) === norm(b);
};

const tenths = (value: number) => Math.round(value * 10) / 10;

/**
 * Match shots numbered 1..perSeries in each series in the order they came; a sighter goes to the
 * series it precedes, numbered after that series' match shots (the score write counts match shots
 * against the course, and a series' shot numbers are unique).
 */
function inSeriesOf(shots: ImportedSession["shots"], perSeries: number): ImportedSession["shots"] {
  let record = 0;
  const sighters = new Map<number, number>();
  return shots.map((shot) => {
    const seriesNumber = Math.floor(record / perSeries) + 1;
    if (shot.isSighter) {
      const count = (sighters.get(seriesNumber) ?? 0) + 1;
      sighters.set(seriesNumber, count);
      return { ...shot, seriesNumber, shotNumber: perSeries + count };
    }
    record += 1;
    return { ...shot, seriesNumber, shotNumber: ((record - 1) % perSeries) + 1 };
  });
}

/**
 * The shots in the course's series (a target numbers its groups its own way, Orion not at all: the
 * course of fire says how many shots a series has), the match shots' sum as the course counts them
 * (whole rings on an integer course), and the inner tens.
 */
function totalsOf(session: ImportedSession, course: ScoreCourse) {
  const numbered = course.shotsPerSeries ? inSeriesOf(session.shots, course.shotsPerSeries) : session.shots;
  const scoring = numbered.filter((s) => !s.isSighter);
  const decimal = course.scoring !== "integer" && scoring.length > 0 && scoring.every((s) => s.decimalScore !== null);
  return {
    score: tenths(scoring.reduce((sum, s) => sum + (decimal ? (s.decimalScore ?? 0) : s.score), 0)),
    innerTens: scoring.filter((s) => s.isInnerTen).length,
    shots: numbered.map((s) => ({
      seriesNumber: s.seriesNumber,
      shotNumber: s.shotNumber,
      score: s.score,
      decimalScore: s.decimalScore,
      isInnerTen: s.isInnerTen,
      isSighter: s.isSighter,
      x: s.x,
      y: s.y,
      firedAt: s.firedAt,
    })),
  };
}

/** Why a shooter's shots cannot be a score as they are, or null. */
function problemOf(session: ImportedSession): string | null {
  if (session.droppedShots) return `holds more than ${MAX_SHOTS} shots, sighters included`;
  if (session.shots.every((s) => s.isSighter)) return "holds only sighters";
  return null;
}

/** The course of fire whose entries the shooters are matched to: the named one, or the competition's only one. */
async function courseFor(competition: Competition, named: string | null): Promise<ScoreCourse> {
  const courses = await sheetCourses(competition.id);
  if (named !== null) {
    const course = courses.find((c) => c.id === named);
    if (course) return course;
    throw new ApiError("validation_failed", 422, "This competition has no such course of fire; choose one of its courses.", {
      "?courseOfFireId": "is not a course of fire of this competition",
    });
  }
  const [only, ...others] = courses;
  if (only && others.length === 0) return only;
  throw new ApiError(
    "validation_failed",
    422,
    only
      ? `This competition has ${courses.length} courses of fire; choose the one whose shooters are in the file.`
      : "This competition has no course of fire yet; add one, and its entries, before importing scores.",
    { "?courseOfFireId": only ? "is needed: the competition has several courses of fire" : "names no course of fire" },
  );
}

/** Reads the file's shooters (finals left out), refusing a file from which none can be read. */
async function shootersOf(file: string, options: ScoreImportOptions) {
  const sessions: ImportedSession[] = [];
  let finals = 0;
  let read = 0;
  const parsed = await readImportFile(
    file,
    { format: options.format, fileName: options.fileName, mapping: null, timeZone: options.timeZone },
    async (batch) => {
      read += batch.length;
      if (read > MAX_SHOOTERS)
        throw new ApiError(
          "validation_failed",
          422,
          `This file holds more than ${MAX_SHOOTERS.toLocaleString("en-US")} shooters, more than one match has; export one relay or one match at a time.`,
          { "/lines/1": `holds more than ${MAX_SHOOTERS} shooters` },
        );
      for (const session of batch) {
        if (session.isFinal) finals += 1;
        else sessions.push(session);
      }
    },
  );
  if (sessions.length === 0) {
    const why = [...parsed.notes, ...parsed.errors.slice(0, 3).map((e) => `line ${e.line} ${e.message}`)].join(" ");
    throw new ApiError(
      "validation_failed",
      422,
      excerpt(`No shooter's shots could be read from this file. ${why}`.trim(), 600),
      Object.fromEntries(
        (parsed.errors.length > 0 ? parsed.errors : [{ line: 1, message: "holds no shots" }])
          .slice(0, 10)
          .map((e: LineError) => [`/lines/${e.line}`, e.message]),
      ),
    );
  }
  const notes = [...parsed.notes];
  if (finals > 0) notes.push(`Left out ${finals} final${finals === 1 ? "" : "s"} (match shot 8): a final is not the course's score.`);
  return { format: parsed.format, sessions, errors: parsed.errors, notes };
}

/** Pairs each shooter with an entry: the same relay and firing point, else the bib that is their start number. */
function pair(sessions: ImportedSession[], entries: SheetEntry[], defaultRelay: number | null) {
  const taken = new Set<string>();
  const pairs: Array<{ session: ImportedSession; relayNumber: number | null; entry: SheetEntry | null; by: "place" | "bib" }> = [];
  for (const session of sessions) {
    const relayNumber = session.relayNumber ?? defaultRelay;
    const free = entries.filter((e) => !taken.has(e.id));
    const byPlace =
      relayNumber === null ? undefined : free.find((e) => e.relayNumber === relayNumber && same(e.firingPoint, session.firingPoint));
    const byBib = byPlace ? undefined : free.find((e) => same(e.bib, session.startNumber));
    const entry = byPlace ?? byBib ?? null;
    if (entry) taken.add(entry.id);
    pairs.push({ session, relayNumber, entry, by: byPlace ? "place" : "bib" });
  }
  return pairs;
}

class DryRun extends Error {
  constructor(readonly report: ScoreImportReport) {
    super("dry run");
  }
}

/**
 * POST …/score-imports: the spooled file read, its shooters matched to the course's entries and,
 * unless it is a dry run, their scores written (the host's officials; 409 once results are official).
 */
export async function importScores(
  principal: Principal,
  competition: Competition,
  file: string,
  options: ScoreImportOptions,
): Promise<ScoreImportReport> {
  authorize(principal, "competition-entry:manage", { hostOrganizationId: competition.organizationId });
  if (competition.resultsStatus === "official")
    throw conflict("The results are official; reopen them with a reason first, then import the scores.");
  const course = await courseFor(competition, options.courseOfFireId);
  const read = await shootersOf(file, options);
  const entries = await sheetEntries(competition.id, { courseOfFireId: course.id });
  const pairs = pair(read.sessions, entries, options.relayNumber);

  const unmatched: Unmatched[] = pairs
    .filter((p) => p.entry === null)
    .map(({ session, relayNumber }) => ({
      label: excerpt(session.label, 100),
      relayNumber,
      firingPoint: session.firingPoint ?? null,
      startNumber: session.startNumber ?? null,
      ...totalsOf(session, course),
    }));

  const write = async (trx: Parameters<Parameters<typeof transaction>[0]>[0]): Promise<ScoreImportReport> => {
    // The competition first, then its entries one by one: the order of a single score write's locks
    // (competitionFirst), so an official's write and this import never wait for each other in a circle.
    await lockRow(trx, "Competition", competition.id);
    const matched: Matched[] = [];
    for (const { session, relayNumber, entry, by } of pairs) {
      if (!entry) continue;
      const totals = totalsOf(session, course);
      const row: Matched = {
        entryId: entry.id,
        athleteName: `${entry.firstName} ${entry.lastName}`,
        relayNumber: entry.relayNumber ?? relayNumber,
        firingPoint: entry.firingPoint ?? session.firingPoint ?? null,
        bib: entry.bib,
        matchedBy: by,
        ...totals,
        previousScore: entry.score,
        status: "scored",
        problem: null,
      };
      const problem = problemOf(session);
      const shots = shotsInput.safeParse({ shots: totals.shots });
      if (problem || !shots.success) {
        matched.push({ ...row, status: "refused", problem: problem ?? shots.error?.issues[0]?.message ?? "cannot be read" });
        continue;
      }
      await lockRow(trx, "CompetitionEntry", entry.id);
      const target = await scoreTarget(competition.id, entry.id, trx);
      if (!target) continue;
      try {
        const written = await applyScore(
          trx,
          target,
          { series: [], shots: shots.data.shots },
          { source: "import", changedById: principal.personId },
        );
        const unchanged = written.target.score === target.score && written.target.innerTens === target.innerTens;
        matched.push({ ...row, previousScore: target.score, status: unchanged ? "unchanged" : "scored" });
      } catch (error) {
        // applyScore refuses (422, 409) before it writes anything, so the transaction goes on.
        if (!(error instanceof ApiError) || error.status >= 500) throw error;
        // The fields' messages without their pointers: a person reads what is wrong, not where in JSON.
        const said = [...new Set(Object.values(error.fields))];
        matched.push({ ...row, status: "refused", problem: excerpt(said.length > 0 ? said.join("; ") : error.detail, 300) });
      }
    }
    const report = { format: read.format, courseOfFireId: course.id, matched, unmatched, errors: read.errors, notes: read.notes };
    if (options.dryRun) throw new DryRun(report);
    return report;
  };

  try {
    return await transaction(write);
  } catch (error) {
    if (error instanceof DryRun) return error.report;
    throw error;
  }
}
