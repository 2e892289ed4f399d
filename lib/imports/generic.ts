// Any other CSV with a header line: the athlete says once which column holds what (the mapping is
// remembered for them), and each distinct session date is a session.
import { z } from "zod";
import { keyedSessions } from "./keyed-sessions";
import { localDate } from "./wall-clock";
import { excerpt } from "@/lib/errors";
import { type ImportedShot, lineErrors, numberField, numberShots, quoted, type RecordReader } from "./types";

export const columnMapping = z
  .object({
    sessionDate: z.string().min(1),
    series: z.string().min(1).optional(),
    shot: z.string().min(1).optional(),
    score: z.string().min(1).optional(),
    decimalScore: z.string().min(1).optional(),
    innerTen: z.string().min(1).optional(),
    sighter: z.string().min(1).optional(),
    x: z.string().min(1).optional(),
    y: z.string().min(1).optional(),
  })
  .refine((m) => m.score !== undefined || m.decimalScore !== undefined, {
    message: "needs a score or a decimal score column",
    path: ["score"],
  });

export type ColumnMapping = z.output<typeof columnMapping>;

const REPEATED_NUMBERS =
  "Shot numbers are missing or repeat within a session (as when they start again each series): the file's order was kept. Map the series column too to put each series' shots in their numbers' order.";

const YES = new Set(["1", "true", "yes", "y", "x", "*", "sighter", "s"]);

export type GenericReader = RecordReader & { columns: () => string[] };

type Read = Omit<ImportedShot, "shotNumber" | "seriesNumber"> & { seriesNumber?: number; order: number | null };

/**
 * The shots in a shot column's order: within each series (sighters before match shots, each by its
 * number). Null when some shots have no number, or numbers repeat within one of those (they restart
 * per series, and no series column says which): then the file's order is kept.
 */
function inShotOrder(shots: Read[]): Read[] | null {
  if (shots.every((shot) => shot.order === null)) return shots;
  if (shots.some((shot) => shot.order === null)) return null;
  const group = (shot: Read) => `${shot.seriesNumber ?? 0}:${shot.isSighter ? 0 : 1}`;
  const numbers = new Set(shots.map((shot) => `${group(shot)}:${shot.order}`));
  if (numbers.size < shots.length) return null;
  return shots.toSorted(
    (a, b) =>
      (a.seriesNumber ?? 0) - (b.seriesNumber ?? 0) || Number(!a.isSighter) - Number(!b.isSighter) || (a.order ?? 0) - (b.order ?? 0),
  );
}

export function genericReader(mapping: ColumnMapping | null, timeZone = "UTC"): GenericReader {
  const errors = lineErrors();
  const notes = new Set<string>();
  let columns: string[] = [];
  const sessions = keyedSessions<{ line: number; date: string; shots: Read[] }>(
    (dateText) => `The session of ${dateText}`,
    (dateText, { line, date, shots }) => {
      const ordered = inShotOrder(shots);
      if (!ordered) notes.add(REPEATED_NUMBERS);
      return {
        sessionDate: date,
        writtenDate: dateText,
        label: `Session of ${date.slice(0, 10)}`,
        line,
        shots: numberShots((ordered ?? shots).map(({ order: _order, ...shot }) => shot)),
      };
    },
    errors,
  );
  return {
    columns: () => columns,
    feed(fields, line) {
      if (fields.every((f) => f.trim() === "")) return;
      if (columns.length === 0) {
        columns = fields.map((f) => f.trim());
        if (mapping) {
          const missing = Object.values(mapping).filter((name) => !columns.includes(name));
          if (missing.length > 0)
            errors.push({
              line,
              message: `the mapped column${missing.length > 1 ? "s" : ""} ${missing.map(quoted).join(", ")} ${missing.length > 1 ? "are" : "is"} not in the header line`,
            });
        }
        return;
      }
      if (!mapping) return;
      const at = (name: string | undefined) => (name === undefined ? "" : (fields[columns.indexOf(name)] ?? "").trim());
      const dateText = at(mapping.sessionDate);
      const date = localDate(dateText, timeZone);
      if (!date)
        return void errors.push({
          line,
          message: `${excerpt(mapping.sessionDate, 40)} ${quoted(dateText)} is not a date such as 2026-10-20 or 2026-10-20 18:30; skipped`,
        });
      const decimal = numberField(at(mapping.decimalScore));
      const ringText = at(mapping.score).toUpperCase();
      const ring = ringText === "X" ? 10 : ringText === "" && decimal !== null ? Math.floor(decimal) : Number(ringText);
      if (!Number.isInteger(ring) || ring < 0 || ring > 10)
        return void errors.push({
          line,
          message: `${excerpt(mapping.score ?? "score", 40)} ${quoted(ringText)} is not a ring 0 to 10 or X; skipped`,
        });
      if (decimal !== null && !(decimal >= 0 && decimal <= 10.9))
        return void errors.push({
          line,
          message: `${excerpt(mapping.decimalScore ?? "", 40)} ${quoted(at(mapping.decimalScore))} is not 0.0 to 10.9; skipped`,
        });
      const series = mapping.series ? Number(at(mapping.series)) : null;
      if (series !== null && (!Number.isInteger(series) || series < 1))
        return void errors.push({
          line,
          message: `${excerpt(mapping.series ?? "", 40)} ${quoted(at(mapping.series))} is not a series number from 1; skipped`,
        });
      const orderText = at(mapping.shot);
      const order = orderText === "" ? null : Number(/^[a-z]*(\d+)(?:\.0+)?$/i.exec(orderText)?.[1] ?? Number.NaN);
      if (order !== null && (!Number.isInteger(order) || order < 1))
        return void errors.push({
          line,
          message: `${excerpt(mapping.shot ?? "", 40)} ${quoted(at(mapping.shot))} is not a shot number from 1; skipped`,
        });
      const x = numberField(at(mapping.x));
      const y = numberField(at(mapping.y));
      const session = sessions.shot(dateText, line, () => ({ line, date: date.toISOString(), shots: [] }));
      if (!session) return;
      session.shots.push({
        score: ring,
        decimalScore: decimal,
        isInnerTen: ringText === "X" || (ring === 10 && YES.has(at(mapping.innerTen).toLowerCase())),
        isSighter: YES.has(at(mapping.sighter).toLowerCase()),
        x: x !== null && Number.isFinite(x) ? x : null,
        y: y !== null && Number.isFinite(y) ? y : null,
        firedAt: null,
        order,
        ...(series !== null ? { seriesNumber: series } : {}),
      });
    },
    take: sessions.take,
    finish() {
      return {
        sessions: sessions.rest(),
        errors: errors.list(),
        notes: [...notes, ...errors.notes()],
      };
    },
  };
}
