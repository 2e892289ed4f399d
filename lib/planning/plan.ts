// The plan against what was done (API section 14), as pure functions of the planned sessions and the
// journal's sessions of a range: which entry carried out which planned session, how well, and each
// week's tally. Nothing here reads the database, so every rule is tested on plain rows.
import type { PlannedSessionType } from "@/lib/schemas/planning";

export type PlannedRow = {
  id: string;
  date: string;
  type: PlannedSessionType;
  plannedShots: number | null;
  plannedMinutes: number | null;
  journalEntryId: string | null;
  linkedByHand: boolean;
  createdAt: Date;
};

/** A journal session as the plan sees it, on the calendar day it fell on in the reader's zone. */
export type DoneSession = {
  id: string;
  day: string;
  sessionType: string | null;
  score: number | null;
  shotsFired: number | null;
  durationMinutes: number | null;
};

export type Compliance = "green" | "yellow" | "red";

/** The planned type a journal session counts as: by its session type, else live fire when it has a score or shots. */
export function kindOfSession(session: Pick<DoneSession, "sessionType" | "score" | "shotsFired">): PlannedSessionType | null {
  const type = session.sessionType?.trim().toLowerCase();
  if (type === "dry fire") return "dry-fire";
  if (type === "match simulation") return "match-simulation";
  if (type === "competition") return "competition";
  return session.score !== null || (session.shotsFired ?? 0) > 0 ? "live-fire" : null;
}

/**
 * Which journal session carried out each planned session. A link set by hand (or cleared by hand)
 * stays; the rest of a day links by itself: one planned session and one session are linked whatever
 * their types, else each planned session (in the order they were planned) takes the first session of
 * the day, by date, of its type that no other planned session holds.
 */
export function linkSessions(planned: readonly PlannedRow[], done: readonly DoneSession[]): Map<string, string | null> {
  const links = new Map<string, string | null>();
  const held = new Set<string>();
  for (const p of planned) {
    if (!p.linkedByHand) continue;
    links.set(p.id, p.journalEntryId);
    if (p.journalEntryId !== null) held.add(p.journalEntryId);
  }
  const byDay = new Map<string, { planned: PlannedRow[]; done: DoneSession[] }>();
  const dayOf = (day: string) => {
    let group = byDay.get(day);
    if (!group) byDay.set(day, (group = { planned: [], done: [] }));
    return group;
  };
  for (const p of planned) if (!p.linkedByHand) dayOf(p.date).planned.push(p);
  for (const d of done) if (!held.has(d.id)) dayOf(d.day).done.push(d);

  for (const group of byDay.values()) {
    const open = [...group.planned].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    const [onlyPlanned] = open;
    const [onlyDone] = group.done;
    if (open.length === 1 && group.done.length === 1 && onlyPlanned && onlyDone) {
      links.set(onlyPlanned.id, onlyDone.id);
      continue;
    }
    const taken = new Set<string>();
    for (const p of open) {
      const match = group.done.find((d) => !taken.has(d.id) && kindOfSession(d) === p.type);
      links.set(p.id, match?.id ?? null);
      if (match) taken.add(match.id);
    }
  }
  return links;
}

/** Green within 20% of what was planned, yellow within 50%, red beyond (percentages rounded to whole ones). */
export function complianceOf(planned: Pick<PlannedRow, "plannedShots" | "plannedMinutes">, done: DoneSession): Compliance {
  const ratio =
    planned.plannedShots !== null && planned.plannedShots > 0 && done.shotsFired !== null
      ? done.shotsFired / planned.plannedShots
      : planned.plannedMinutes !== null && planned.plannedMinutes > 0 && done.durationMinutes !== null
        ? done.durationMinutes / planned.plannedMinutes
        : 1;
  const percent = Math.round(ratio * 100);
  if (percent >= 80 && percent <= 120) return "green";
  if (percent >= 50 && percent <= 150) return "yellow";
  return "red";
}

/** The Monday of a day's ISO week. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const back = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

type Tally = { sessions: number; shots: number; minutes: number };
const emptyTally = (): Tally => ({ sessions: 0, shots: 0, minutes: 0 });

export type PlannedStatus = { status: "planned" | "done" | "missed"; journalEntryId: string | null; compliance: Compliance | null };

/**
 * Each planned session's status and compliance, each week's tally, and the range's compliance: the
 * share of planned sessions due by `today` (a past day, or today and done) that were done green or
 * yellow. Sessions linked by hand from outside the range count for their plan, not in its weeks.
 */
export function assemblePlan(
  planned: readonly PlannedRow[],
  done: readonly DoneSession[],
  range: { from: string; to: string; today: string },
  linkedElsewhere: readonly DoneSession[] = [],
) {
  const { today } = range;
  const links = linkSessions(planned, done);
  const doneById = new Map([...done, ...linkedElsewhere].map((d) => [d.id, d]));
  const statuses = new Map<string, PlannedStatus>();
  let due = 0;
  let kept = 0;
  for (const p of planned) {
    const entryId = links.get(p.id) ?? null;
    const session = entryId === null ? undefined : doneById.get(entryId);
    const status: PlannedStatus =
      entryId !== null
        ? { status: "done", journalEntryId: entryId, compliance: session ? complianceOf(p, session) : "green" }
        : p.date < today
          ? { status: "missed", journalEntryId: null, compliance: "red" }
          : { status: "planned", journalEntryId: null, compliance: null };
    statuses.set(p.id, status);
    if (status.status !== "planned") {
      due += 1;
      if (status.compliance === "green" || status.compliance === "yellow") kept += 1;
    }
  }

  const weeks = new Map<string, { planned: Tally; done: Tally }>();
  const weekOf = (day: string) => {
    const start = weekStartOf(day);
    let week = weeks.get(start);
    if (!week) weeks.set(start, (week = { planned: emptyTally(), done: emptyTally() }));
    return week;
  };
  for (let start = weekStartOf(range.from); start <= range.to; start = addDays(start, 7)) weekOf(start);
  for (const p of planned) {
    const tally = weekOf(p.date).planned;
    tally.sessions += 1;
    tally.shots += p.plannedShots ?? 0;
    tally.minutes += p.plannedMinutes ?? 0;
  }
  for (const d of done) {
    const tally = weekOf(d.day).done;
    tally.sessions += 1;
    tally.shots += d.shotsFired ?? 0;
    tally.minutes += d.durationMinutes ?? 0;
  }
  return {
    statuses,
    weeks: [...weeks.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([weekStart, tally]) => ({ weekStart, ...tally })),
    compliance: due === 0 ? null : kept / due,
  };
}
