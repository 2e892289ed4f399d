// ShotMarker's CSV export of the shot log (FORMATS.md): a preamble, then one block per string — a
// header line (date, label, rifle, target size, face and distance, one total per shooter), a column
// header line, and one line per shot. Two shooters on one target are told apart by their shot ids
// (`R1`, `RS1`); each becomes a session of its own, and the athlete picks theirs.
import { utc } from "@/lib/i18n/zone";
import { MAX_ANGLE, MAX_SHOTS, MAX_VELOCITY } from "@/lib/schemas/shots";
import { timedShots } from "./wall-clock";
import { type ImportedShot, lineErrors, numberField, numberShots, quoted, type RecordReader } from "./types";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

/** "Sep 12 2026" as [year, month index, day]; "not real" for "Sep 31 2026"; null for no date at all. */
function headerDate(text: string): [number, number, number] | "not real" | null {
  const match = /^([A-Za-z]{3})[a-z]*\.? (\d{1,2}),? (\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf((match[1] ?? "").toLowerCase()) : -1;
  if (!match || month < 0) return null;
  const [year, day] = [Number(match[3]), Number(match[2])];
  // A real date, as the API's are: "Sep 31" is not rolled over into October.
  const check = new Date(utc(year, month, day));
  return year >= 1 && check.getUTCMonth() === month && check.getUTCDate() === day ? [year, month, day] : "not real";
}

/** "1:53.24 pm" (hours, minutes and seconds) as seconds since midnight, or null. */
function clockTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})(?:[.:](\d{2}))?\s*(am|pm)?$/i.exec(text.trim());
  if (!match) return null;
  let hours = Number(match[1]);
  const half = match[4]?.toLowerCase();
  if (half === "pm" && hours < 12) hours += 12;
  if (half === "am" && hours === 12) hours = 0;
  return hours * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** `S3` (sighter 3), `12`, `R12` and `RS3` (the second shooter's): the shooter's letter and whether it is a sighter. */
function shotId(id: string): { shooter: string; sighter: boolean } | null {
  const text = id.trim().toUpperCase();
  if (/^S\d+$/.test(text)) return { shooter: "", sighter: true };
  if (/^\d+$/.test(text)) return { shooter: "", sighter: false };
  const match = /^([A-Z])(S?)\d+$/.exec(text);
  return match ? { shooter: match[1] ?? "", sighter: match[2] === "S" } : null;
}

type Stated = { points: number; xs: number };

/** "194-3X" as points and Xs. */
function statedTotal(text: string): Stated | null {
  const match = /^(\d+(?:\.\d+)?)\s*-\s*(\d+)\s*X$/i.exec(text.trim());
  return match ? { points: Number(match[1]), xs: Number(match[2]) } : null;
}

/**
 * Which stated total is whose: the header lists one per shooter, in an order the shot ids do not
 * tell, so each total goes to the shooter whose record shots add up to it (points and Xs, else
 * points); what is left over is paired in order.
 */
export function totalsByShooter(sums: Stated[], totals: Array<Stated | null>): Array<number | null> {
  const left = totals.flatMap((t, index) => (t ? [{ ...t, index }] : []));
  const owned: Array<Stated | null> = sums.map(() => null);
  const take = (fits: (sum: Stated, total: Stated) => boolean) =>
    sums.forEach((sum, shooter) => {
      if (owned[shooter]) return;
      const at = left.findIndex((total) => fits(sum, total));
      if (at >= 0) owned[shooter] = left.splice(at, 1)[0] ?? null;
    });
  take((sum, total) => sum.points === total.points && sum.xs === total.xs);
  take((sum, total) => sum.points === total.points);
  take(() => true);
  return owned.map((total) => total?.points ?? null);
}

const FEET = 0.3048;

/** The shot's speed in metres per second: ShotMarker writes feet per second (`v fps`), or `v m/s`. */
function velocityOf(at: (name: string) => string): number | null {
  const fps = numberField(at("v fps"));
  if (fps !== null && Number.isFinite(fps)) return Math.round(fps * FEET * 10) / 10;
  return numberField(at("v m/s")) ?? numberField(at("v mps"));
}
/** A measurement outside what a shot can have (or not a number) is the target's glitch: left out, not the shot. */
const within = (value: number | null, low: number, high: number) => (value !== null && value >= low && value <= high ? value : null);

type Block = {
  line: number;
  date: [number, number, number];
  dateText: string;
  label: string;
  totals: Array<Stated | null>;
  face: string;
  columns: string[];
};
type Shooter = {
  shots: Array<Omit<ImportedShot, "seriesNumber" | "shotNumber">>;
  /** Each shot's clock time, in seconds after midnight, where it has one. */
  times: Array<number | null>;
  timeText: string;
  /** Shots past the most one session holds, left out: the session cannot be imported. */
  dropped: number;
};

export function shotMarkerReader(timeZone = "UTC"): RecordReader {
  const sessions: ReturnType<RecordReader["finish"]>["sessions"] = [];
  const errors = lineErrors();
  let block: Block | null = null;
  let shooters = new Map<string, Shooter>();

  const close = () => {
    if (!block) return;
    const { date, dateText, label, line, totals, face } = block;
    const letters = [...shooters.keys()].sort();
    const sums = letters.map((letter) => {
      const record = (shooters.get(letter)?.shots ?? []).filter((shot) => !shot.isSighter);
      return { points: record.reduce((sum, shot) => sum + shot.score, 0), xs: record.filter((shot) => shot.isInnerTen).length };
    });
    const stated = totalsByShooter(sums, totals);
    letters.forEach((letter, index) => {
      const shooter = shooters.get(letter);
      if (!shooter || shooter.shots.length === 0) return;
      const { start, shots } = timedShots(date, shooter.times, shooter.shots, timeZone);
      sessions.push({
        sessionDate: start.toISOString(),
        writtenDate: `${dateText} ${shooter.timeText}`,
        label: letters.length > 1 ? `${label} (shooter ${letter || "A"})` : label,
        line,
        shots: numberShots(shots),
        statedScore: stated[index] ?? null,
        shooter: `Shooter ${letter || "A"}`,
        faceText: face || null,
        ...(shooter.dropped > 0 ? { droppedShots: shooter.dropped } : {}),
      });
    });
    block = null;
    shooters = new Map();
  };

  return {
    feed(fields, line) {
      const first = (fields[0] ?? "").trim();
      if (fields.every((f) => f.trim() === "")) {
        close();
        return;
      }
      const date = headerDate(first);
      if (date === "not real") {
        close();
        return void errors.push({ line, message: `date ${quoted(first)} is not a real calendar date; its string was skipped` });
      }
      if (date) {
        close();
        const totals = fields
          .slice(5)
          .filter((f) => f.trim() !== "")
          .map(statedTotal);
        block = {
          line,
          date,
          dateText: first.trim(),
          label: (fields[1] ?? "").trim() || "ShotMarker string",
          totals,
          face: (fields[4] ?? "").trim(),
          columns: [],
        };
        return;
      }
      if (!block) return; // The preamble.
      if (first === "" && fields[1]?.trim().toLowerCase() === "time") {
        block.columns = fields.map((f) => f.trim().toLowerCase());
        return;
      }
      if (first !== "" || block.columns.length === 0) {
        errors.push({ line, message: "is neither a string's header, its column names nor a shot; skipped" });
        return;
      }
      const at = (name: string) => fields[block?.columns.indexOf(name) ?? -1] ?? "";
      const id = shotId(at("id"));
      const ring = at("score").trim().toUpperCase();
      const score = ring === "X" ? 10 : /^\d+$/.test(ring) ? Number(ring) : Number.NaN;
      if (!id) return void errors.push({ line, message: `id ${quoted(at("id"))} is not a shot's id (1, S1, R1, RS1); skipped` });
      if (!(score >= 0 && score <= 10))
        return void errors.push({ line, message: `score ${quoted(at("score"))} is not a ring 0 to 10 or X; skipped` });
      const x = numberField(at("x mm"));
      const y = numberField(at("y mm"));
      const tags = at("tags").toLowerCase().split("/");
      const shooter = shooters.get(id.shooter) ?? { shots: [], times: [], timeText: at("time"), dropped: 0 };
      shooters.set(id.shooter, shooter);
      if (shooter.shots.length >= MAX_SHOTS) {
        if (shooter.dropped === 0)
          errors.push({
            line,
            message: `the string holds more than ${MAX_SHOTS} shots, sighters included, the most one session holds; it cannot be imported`,
          });
        shooter.dropped += 1;
        return;
      }
      shooter.times.push(clockTime(at("time")));
      shooter.shots.push({
        score,
        decimalScore: null,
        isInnerTen: ring === "X",
        isSighter: id.sighter || tags.includes("sighter"),
        x: x !== null && Number.isFinite(x) ? x : null,
        y: y !== null && Number.isFinite(y) ? y : null,
        firedAt: null, // from the session's start once it closes
        velocity: within(velocityOf(at), 0, MAX_VELOCITY),
        yaw: within(numberField(at("yaw deg")), -MAX_ANGLE, MAX_ANGLE),
        pitch: within(numberField(at("pitch deg")), -MAX_ANGLE, MAX_ANGLE),
      });
    },
    take: () => sessions.splice(0),
    finish() {
      close();
      return { sessions, errors: errors.list(), notes: errors.notes() };
    },
  };
}
