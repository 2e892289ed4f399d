// MyTargets' CSV export (FORMATS.md): semicolon-separated with a header line (Title; Date; Standard
// round; …; Target; End; Timestamp; Points; x; y), one line per arrow; an end is a series. Each
// title and date is a session. x and y are fractions of the face's radius, turned into millimetres
// where the Target column names the face's diameter ("122cm").
import { keyedSessions } from "./keyed-sessions";
import { localDate } from "./wall-clock";
import { type ImportedShot, lineErrors, numberField, quoted, type RecordReader } from "./types";

const needed = ["title", "date", "end", "points"] as const;

export function myTargetsReader(timeZone = "UTC"): RecordReader {
  const errors = lineErrors();
  const notes = new Set<string>();
  let columns: string[] | null = null;
  const sessions = keyedSessions<{
    line: number;
    date: string;
    dateText: string;
    title: string;
    shots: ImportedShot[];
    /** Each end's series number and the shots it holds so far, so a row costs the same however long the session. */
    ends: Map<string, { seriesNumber: number; shots: number }>;
  }>(
    (key) => `The session "${key.replace("\u0000", " of ")}"`,
    (_, { line, date, dateText, title, shots }) => ({ sessionDate: date, writtenDate: dateText, label: title, line, shots }),
    errors,
  );
  return {
    feed(fields, line) {
      if (fields.every((f) => f.trim() === "")) return;
      if (!columns) {
        columns = fields.map((f) => f.trim().toLowerCase());
        const missing = needed.filter((name) => !columns?.includes(name));
        if (missing.length > 0)
          errors.push({ line, message: `the header line lacks the column${missing.length > 1 ? "s" : ""} ${missing.join(", ")}` });
        return;
      }
      const at = (name: string) => (fields[columns?.indexOf(name) ?? -1] ?? "").trim();
      const date = localDate(at("date"), timeZone);
      if (!date)
        return void errors.push({
          line,
          message: `Date ${quoted(at("date"))} is not a date such as 2026-10-20 or 2026-10-20 18:30; skipped`,
        });
      const end = Number(at("end"));
      if (!Number.isInteger(end) || end < 1)
        return void errors.push({ line, message: `End ${quoted(at("end"))} is not an end number from 1; skipped` });
      const points = at("points").toUpperCase();
      const score = points === "X" ? 10 : points === "M" ? 0 : Number(points);
      if (!Number.isInteger(score) || score < 0 || score > 10)
        return void errors.push({ line, message: `Points ${quoted(at("points"))} is not 0 to 10, X or M; skipped` });
      // A face's name is short ("WA Full 122cm"); the search is kept off a long field, where it is slow.
      const diameter = /(\d+(?:[.,]\d+)?)\s*cm/i.exec(at("target").slice(0, 60))?.[1];
      const radius = diameter ? (Number(diameter.replace(",", ".")) * 10) / 2 : null;
      const x = numberField(at("x"));
      const y = numberField(at("y"));
      if (radius === null && (x !== null || y !== null))
        notes.add("Arrow positions were left out: the Target column names no face diameter (e.g. 122cm).");
      const key = `${at("title")}\u0000${at("date")}`;
      const session = sessions.shot(key, line, () => ({
        line,
        date: date.toISOString(),
        dateText: at("date"),
        title: at("title") || "MyTargets training",
        shots: [],
        ends: new Map(),
      }));
      if (!session) return;
      // Each round (distance) numbers its ends from 1 again; the session's series run on across rounds.
      const endKey = `${at("round")}\u0000${end}`;
      const series = session.ends.get(endKey) ?? { seriesNumber: session.ends.size + 1, shots: 0 };
      series.shots += 1;
      session.ends.set(endKey, series);
      const { seriesNumber, shots: shotNumber } = series;
      const mm = (v: number | null, sign: number) =>
        radius !== null && v !== null && Number.isFinite(v) ? Math.round(sign * v * radius * 10) / 10 : null;
      session.shots.push({
        seriesNumber,
        shotNumber,
        score,
        decimalScore: null,
        isInnerTen: points === "X",
        isSighter: false,
        x: mm(x, 1),
        // MyTargets measures y downwards, as screens do; Rangebook's y is up.
        y: mm(y, -1),
        firedAt: null,
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
