// SIUS shot records (FORMATS.md): semicolon-separated, one shot per line, no header; the date is in
// the file's name (YYYYMMDD…). Each start number is a session, and its final (match shot 8) another.
// Cross shots, illegal shots, ignored inserts and demonstration shots count in no total, so they are
// left out and counted in the report.
import { utc } from "@/lib/i18n/zone";
import { keyedSessions } from "./keyed-sessions";
import { timedShots } from "./wall-clock";
import { type ImportedShot, lineErrors, numberField, numberShots, quoted, type RecordReader } from "./types";

const FIELDS = 24;
/** Sighters of one start number held until its next match shot: as many as one session may hold. */
const MAX_WAITING = 400;

/** The date a SIUS file's name starts with, as [year, month index, day]. */
function siusDate(fileName: string | null): [number, number, number] | null {
  const match = /^(\d{4})(\d{2})(\d{2})/.exec(fileName ?? "");
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(utc(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? [year, month, day] : null;
}

/** "14:03:27.15" as seconds since midnight. */
function clock(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2}):(\d{2})(?:\.\d+)?$/.exec(text.trim());
  return match ? Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]) : null;
}

/** One line read: its shot, and its clock time in seconds and as written (fields 6 and 22). */
type Read = { line: number; time: number | null; written: string; place: Place; shot: Shooter["shots"][number] };

/** Where the shooter stood (fields 3 and 23) and their start number (field 0), as the file writes them. */
type Place = { firingPoint: string | null; relayNumber: number | null; startNumber: string };

type Shooter = {
  line: number;
  place: Place;
  /** The first shot's clock time and time of year as written (fields 6 and 22). */
  writtenTime: string | null;
  /** Each shot's clock time, in seconds after midnight, where it has one. */
  times: Array<number | null>;
  shots: Array<Omit<ImportedShot, "shotNumber" | "seriesNumber"> & { seriesNumber?: number }>;
};

/** The file's day from its name, else today's (said in a note). */
function dayOf(fileName: string | null): [number, number, number] {
  const date = siusDate(fileName);
  if (date) return date;
  const now = new Date();
  return [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
}

export function siusReader(fileName: string | null, timeZone = "UTC"): RecordReader {
  const errors = lineErrors();
  const day = dayOf(fileName);
  const shooters = keyedSessions<Shooter>(
    (key) => `Start number ${key}`,
    (key, shooter) => {
      const { start, shots } = timedShots(day, shooter.times, numberShots(shooter.shots), timeZone);
      return {
        sessionDate: start.toISOString(),
        // Not the file name's date: a renamed file is the same file.
        writtenDate: shooter.writtenTime ?? "",
        label: `Start number ${key}`,
        shooter: `Start number ${key}`,
        line: shooter.line,
        shots,
        firingPoint: shooter.place.firingPoint,
        relayNumber: shooter.place.relayNumber,
        startNumber: shooter.place.startNumber,
        isFinal: key.endsWith(" final"),
      };
    },
    errors,
  );
  const left = { cross: 0, illegal: 0, demonstration: 0, ignored: 0 };
  const sighters = new Map<string, Read[]>();
  /** The session each start number's last match shot went to (its qualification or its final). */
  const lastKey = new Map<string, string>();
  let droppedSighters = 0;
  const add = (key: string, reads: Read[]) => {
    const first = reads[0];
    if (!first) return;
    const shooter = shooters.shot(
      key,
      first.line,
      () => ({ line: first.line, place: first.place, writtenTime: null, times: [], shots: [] }),
      reads.length,
    );
    if (!shooter) return;
    for (const { time, written, shot } of reads) {
      shooter.writtenTime ??= written;
      shooter.times.push(time);
      shooter.shots.push(shot);
    }
  };
  /** Sighters still waiting go to their start number's last session, unless it was handed on. */
  const settle = (startNumber: string) => {
    const waiting = sighters.get(startNumber) ?? [];
    sighters.delete(startNumber);
    const key = lastKey.get(startNumber) ?? startNumber;
    if (shooters.handedOn(key)) droppedSighters += waiting.length;
    else add(key, waiting);
  };
  return {
    feed(fields, line) {
      if (fields.every((f) => f.trim() === "")) return;
      if (fields.length < FIELDS)
        return void errors.push({ line, message: `has ${fields.length} fields where a SIUS shot has at least ${FIELDS}; skipped` });
      const f = (i: number) => (fields[i] ?? "").trim();
      if (f(13) === "1") return void left.demonstration++;
      if (f(16) === "2") return void left.ignored++;
      if (f(21) === "10") return void left.cross++;
      if (f(21) === "12") return void left.illegal++;
      const ring = Number(f(1));
      const decimal = numberField(f(4));
      if (!Number.isInteger(ring) || ring < 0 || ring > 10)
        return void errors.push({ line, message: `primary score ${quoted(f(1))} is not a ring 0 to 10; skipped` });
      if (decimal !== null && !(decimal >= 0 && decimal <= 10.9))
        return void errors.push({ line, message: `secondary score ${quoted(f(4))} is not 0.0 to 10.9; skipped` });
      const x = numberField(f(8));
      const y = numberField(f(9));
      const group = Number(f(18));
      const isSighter = f(2) === "0" || f(19) === "0";
      const shot: Read = {
        line,
        time: clock(f(6)),
        written: `${f(6)} ${f(22)}`,
        place: {
          firingPoint: f(3) === "" ? null : f(3).slice(0, 20),
          relayNumber: /^\d{1,4}$/.test(f(23)) ? Number(f(23)) : null,
          startNumber: f(0).slice(0, 40),
        },
        shot: {
          score: ring,
          decimalScore: decimal,
          isInnerTen: f(7) === "1" && ring === 10,
          isSighter,
          x: x !== null && Number.isFinite(x) ? x : null,
          y: y !== null && Number.isFinite(y) ? y : null,
          firedAt: null, // from the session's start once it closes
          ...(Number.isInteger(group) && group > 0 && !isSighter ? { seriesNumber: group } : {}),
        },
      };
      // Sighters wait for the next match shot of their start number: a final's sighters (match shot 0
      // like the qualification's) belong to the final that follows them.
      const startNumber = f(0);
      const waiting = sighters.get(startNumber) ?? [];
      if (isSighter) {
        waiting.push(shot);
        sighters.set(startNumber, waiting);
        // More sighters than a session holds wait no longer (and memory stays bounded).
        if (waiting.length >= MAX_WAITING) settle(startNumber);
        return;
      }
      sighters.delete(startNumber);
      waiting.push(shot);
      // A final (match shot 8) is a match of its own, with its own total.
      const key = f(2) === "8" ? `${startNumber} final` : startNumber;
      lastKey.set(startNumber, key);
      add(key, waiting);
    },
    take: shooters.take,
    finish() {
      for (const startNumber of [...sighters.keys()]) settle(startNumber);
      const notes: string[] = [];
      if (droppedSighters > 0)
        notes.push(
          `Left out ${droppedSighters} sighter${droppedSighters === 1 ? "" : "s"} listed after their start number's match, which had been read already.`,
        );
      if (shooters.any() && !siusDate(fileName))
        notes.push("The date comes from the file's name (YYYYMMDD…), which has none; today's date was used.");
      const notCounted = [
        [left.cross, "cross shots"],
        [left.illegal, "illegal shots"],
        [left.demonstration, "demonstration shots"],
        [left.ignored, "ignored inserts"],
      ].filter(([n]) => Number(n) > 0);
      if (notCounted.length > 0) {
        notes.push(`Left out, as they count in no total: ${notCounted.map(([n, what]) => `${n} ${what}`).join(", ")}.`);
      }
      return { sessions: shooters.rest(), errors: errors.list(), notes: [...notes, ...errors.notes()] };
    },
  };
}
