// Importing sessions from a target's or an app's file (API section 10): read, checked, compared
// with what was imported before by each session's fingerprint, and — unless it is a dry run — the
// chosen sessions written with their series and shots in one transaction.
import "server-only";
import type { z } from "zod";
import { createHash } from "node:crypto";
import { db, qb } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";
import { ApiError } from "@/lib/errors";
import { type ColumnMapping, columnMapping } from "@/lib/imports/generic";
import { readImportFile } from "@/lib/imports/read-file";
import { FORMAT_NAMES, type ImportedSession, type ImportFormat, type LineError } from "@/lib/imports/types";
import type { importReport } from "@/lib/schemas/imports";
import { shotsInput } from "@/lib/schemas/shots";
import { shotTotals } from "@/lib/shots/shot-totals";
import { derivedColumns } from "./totals";

export type ImportOptions = {
  format: ImportFormat | null;
  dryRun: boolean;
  fileName: string | null;
  mapping: ColumnMapping | null;
  /** The sessions to write, by their index in the file; all that can be, when null. */
  chosen: number[] | null;
};

type Status = "created" | "duplicate" | "invalid";

export type ImportReport = z.output<typeof importReport>;

/** The session's date and every shot: the same session imported twice has the same fingerprint. */
function fingerprint(session: ImportedSession): string {
  const shots = session.shots.map((s) => [s.seriesNumber, s.shotNumber, s.score, s.decimalScore, s.isInnerTen, s.isSighter, s.x, s.y]);
  return createHash("sha256")
    .update(JSON.stringify([session.sessionDate, shots]))
    .digest("base64url");
}

/** Why a session cannot be imported, or null. */
function problemOf(session: ImportedSession): string | null {
  const parsed = shotsInput.safeParse({ shots: session.shots });
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.slice(1).join(".") || "shots"} ${i.message}`).join("; ");
  if (session.shots.every((s) => s.isSighter)) return "holds only sighters";
  return null;
}

async function mappingFor(athleteId: string, given: ColumnMapping | null): Promise<ColumnMapping | null> {
  if (given) return given;
  const athlete = await db.athlete.findUnique({ where: { id: athleteId }, select: { importColumnMapping: true } });
  if (!athlete?.importColumnMapping) return null;
  const stored = columnMapping.safeParse(JSON.parse(athlete.importColumnMapping));
  return stored.success ? stored.data : null;
}

/** A 422 naming up to ten of the file's unreadable lines as `/lines/N` members. */
function unreadable(detail: string, errors: LineError[]): ApiError {
  const fields = Object.fromEntries(errors.slice(0, 10).map((e) => [`/lines/${e.line}`, e.message]));
  return new ApiError("validation_failed", 422, detail, fields);
}

function* batches<T>(rows: T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export async function importSessions(request: Request, athleteId: string, options: ImportOptions): Promise<ImportReport> {
  const mapping = await mappingFor(athleteId, options.mapping);
  const file = await readImportFile(request, { format: options.format, fileName: options.fileName, mapping });
  const formatName = FORMAT_NAMES[file.format];
  if (file.format === "generic" && file.columns) {
    const missing = mapping ? Object.values(mapping).filter((column) => !file.columns?.includes(column)) : [];
    if (!mapping || missing.length > 0) {
      throw new ApiError(
        "validation_failed",
        422,
        `This CSV file needs its columns mapped: say which of ${file.columns.map((c) => `"${c}"`).join(", ")} holds the session date, the score and the rest.`,
        { "?mapping": `choose from the columns ${file.columns.join(", ")}` },
      );
    }
  }
  if (file.sessions.length === 0) {
    const why = [...file.notes, ...file.errors.slice(0, 3).map((e) => `line ${e.line} ${e.message}`)].join(" ");
    throw unreadable(`No session could be read from this ${formatName} file. ${why}`.trim(), file.errors);
  }
  if (options.mapping && file.format === "generic") {
    await db.athlete.update({ where: { id: athleteId }, data: { importColumnMapping: JSON.stringify(options.mapping) } });
  }

  const read = file.sessions.map((session, index) => ({
    session,
    index,
    fingerprint: fingerprint(session),
    problem: problemOf(session),
    sums: shotTotals(session.shots),
  }));
  const earlier = await db.journalEntry.findMany({
    where: { athleteId, importFingerprint: { in: read.map((r) => r.fingerprint) } },
    select: { id: true, importFingerprint: true },
  });
  const before = new Map(earlier.map((e) => [e.importFingerprint, e.id]));
  const chosen = options.chosen === null ? null : new Set(options.chosen);
  const outside = options.chosen?.filter((i) => !read[i]) ?? [];
  if (outside.length > 0)
    throw new ApiError(
      "validation_failed",
      422,
      `The file holds sessions 0 to ${read.length - 1}; there is no session ${outside.join(", ")}.`,
      { "?sessions": "names a session the file does not hold" },
    );
  const picked = read.filter((r) => chosen === null || chosen.has(r.index));
  const badPick = options.chosen ? picked.filter((r) => r.problem !== null) : [];
  if (badPick.length > 0) {
    throw new ApiError("validation_failed", 422, `Session ${badPick[0]?.index} cannot be imported: it ${badPick[0]?.problem}.`, {
      "?sessions": "names a session that cannot be imported",
    });
  }
  const toWrite = picked.filter((r) => r.problem === null && !before.has(r.fingerprint));

  // The bulk write is a named hot path (decision 010): Kysely inserts of fifty sessions' entries and
  // series and a thousand shots a statement, in one transaction. Prisma's createMany took 10 s and
  // 100 MB more for a season, and ran out of memory for 30,000 shots in one statement.
  const now = new Date();
  /** One session's rows: its entry, series and shots. */
  const rowsOf = ({ session, fingerprint: print, sums }: (typeof toWrite)[number]) => {
    if (!sums) return null; // problemOf turned away the sessions of sighters only
    const id = newId();
    const sessionDate = new Date(session.sessionDate);
    return {
      entry: {
        id,
        athleteId,
        sessionDate,
        notes: `Imported from ${formatName}: ${session.label}`,
        ...sums.entry,
        totalsFromShots: true,
        importFingerprint: print,
        ...derivedColumns({ ...sums.entry, sessionDate }, sums.series),
        createdAt: now,
        updatedAt: now,
      },
      series: sums.series.map((s) => ({ ...s, id: newId(), journalEntryId: id })),
      shots: session.shots.map((s) => ({ ...s, id: newId(), firedAt: s.firedAt ? new Date(s.firedAt) : null, journalEntryId: id })),
    };
  };
  const written = new Map<number, string>();
  if (!options.dryRun && toWrite.length > 0) {
    await qb.transaction().execute(async (trx) => {
      // Fifty sessions at a time: their rows are built, written and let go.
      for (const chunk of batches(toWrite, 50)) {
        const rows = chunk.flatMap((r) => {
          const built = rowsOf(r);
          if (built) written.set(r.index, built.entry.id);
          return built ? [built] : [];
        });
        if (rows.length === 0) continue;
        await trx
          .insertInto("JournalEntry")
          .values(rows.map((r) => r.entry))
          .execute();
        await trx
          .insertInto("ScoreSeries")
          .values(rows.flatMap((r) => r.series))
          .execute();
        for (const shots of batches(
          rows.flatMap((r) => r.shots),
          1000,
        ))
          await trx.insertInto("Shot").values(shots).execute();
      }
    });
  }

  const sessions = picked.map(({ session, index, fingerprint: print, problem, sums }) => {
    const scoring = session.shots.filter((s) => !s.isSighter);
    const status: Status = problem ? "invalid" : before.has(print) ? "duplicate" : "created";
    return {
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
      status,
      problem,
      entryId: status === "duplicate" ? (before.get(print) ?? null) : (written.get(index) ?? null),
      seriesTotals: (sums?.series ?? []).map(({ seriesNumber, score, shotCount }) => ({ seriesNumber, score, shotCount })),
      // The preview draws them; once written they are the entry's, at .../shots.
      shotList: options.dryRun ? session.shots.map(({ firedAt: _firedAt, ...shot }) => shot) : [],
    };
  });
  return {
    format: file.format,
    formatName,
    sessions,
    created: sessions.filter((s) => s.status === "created").length,
    duplicates: sessions.filter((s) => s.status === "duplicate").length,
    errors: file.errors,
    notes: file.notes,
    columns: file.columns,
  };
}
