// An athlete's planned sessions (API section 14), each shown with the journal session that carried it
// out: the one linked by hand, else the one the day's rules link (lib/planning/plan.ts).
import "server-only";
import { type Executor, transaction } from "@/lib/db/client";
import { courseOfFireById } from "@/lib/competitions/course-of-fire-repository";
import { guardedWrite } from "@/lib/db/guarded-write";
import { conflict, found, invalid } from "@/lib/errors";
import { calendarDayIn, wallClock } from "@/lib/i18n/zone";
import { iso } from "@/lib/schemas/common";
import {
  type CopyWeekInput,
  type PlannedSessionInput,
  type PlannedSessionResponse,
  type PlanResponse,
  daysBetween,
} from "@/lib/schemas/planning";
import { type DoneSession, addDays, assemblePlan, linkSessions, weekStartOf } from "./plan";
import {
  type Link,
  type PlannedSessionRow,
  deletePlannedSessionRow,
  insertPlannedSession,
  insertPlannedSessions,
  journalEntryBelongsTo,
  selectPlanHoldingEntry,
  selectPlannedSession,
  selectPlannedSessionPage,
  selectPlannedSessions,
  selectSessionsBetween,
  selectSessionsById,
  updatePlannedSession,
} from "./planning-repository";

type Range = { from: string; to: string };

function serializePlannedSession(p: PlannedSessionRow, journalEntryId: string | null): PlannedSessionResponse {
  return {
    id: p.id,
    athleteId: p.athleteId,
    date: p.date,
    type: p.type,
    courseOfFireId: p.courseOfFireId,
    plannedShots: p.plannedShots,
    plannedMinutes: p.plannedMinutes,
    targetScore: p.targetScore,
    priority: p.priority as PlannedSessionResponse["priority"],
    notes: p.notes,
    journalEntryId,
    linkedByHand: p.linkedByHand,
    createdUtc: iso(p.createdAt),
    updatedUtc: iso(p.updatedAt),
  };
}

const dayParts = (day: string): [number, number, number] => {
  const [year = 0, month = 1, date = 1] = day.split("-").map(Number);
  return [year, month - 1, date];
};

/** The journal's sessions that fall on the range's days in `timeZone`, plus those linked by hand from elsewhere. */
async function sessionsOf(athleteId: string, planned: readonly PlannedSessionRow[], range: Range, timeZone: string, executor?: Executor) {
  const from = wallClock(dayParts(range.from), 0, timeZone);
  const to = wallClock(dayParts(addDays(range.to, 1)), 0, timeZone);
  const rows = await selectSessionsBetween([athleteId], from, to, executor);
  const inRange = new Set(rows.map((r) => r.id));
  const handLinked = planned.flatMap((p) =>
    p.linkedByHand && p.journalEntryId !== null && !inRange.has(p.journalEntryId) ? [p.journalEntryId] : [],
  );
  const elsewhere = await selectSessionsById(athleteId, handLinked, executor);
  const asDone = (r: (typeof rows)[number]): DoneSession => ({
    id: r.id,
    day: calendarDayIn(r.sessionDate, timeZone),
    sessionType: r.sessionType,
    score: r.score,
    shotsFired: r.shotsFired,
    durationMinutes: r.durationMinutes,
  });
  return { inRange: rows.map(asDone), elsewhere: elsewhere.map(asDone) };
}

/** Each planned session's link, decided with every planned session and journal session of its days. */
async function linksOf(athleteId: string, rows: readonly PlannedSessionRow[], timeZone: string, executor?: Executor) {
  if (rows.length === 0) return new Map<string, string | null>();
  const days = rows.map((r) => r.date).sort();
  const range = { from: days[0] ?? "", to: days.at(-1) ?? "" };
  const planned = await selectPlannedSessions([athleteId], range, executor);
  const { inRange } = await sessionsOf(athleteId, planned, range, timeZone, executor);
  return linkSessions(planned, inRange);
}

export async function listPlannedSessions(athleteId: string, query: Range & { limit: number; cursor?: string }, timeZone: string) {
  const { items, nextCursor } = await selectPlannedSessionPage(athleteId, query, query);
  const links = await linksOf(athleteId, items, timeZone);
  return { items: items.map((p) => serializePlannedSession(p, links.get(p.id) ?? null)), nextCursor };
}

const what = (athleteId: string, id: string) => `Planned session ${id} of athlete ${athleteId}`;

async function linked(athleteId: string, row: PlannedSessionRow, timeZone: string, executor?: Executor) {
  const links = await linksOf(athleteId, [row], timeZone, executor);
  return { row, journalEntryId: links.get(row.id) ?? null };
}

export async function readPlannedSession(athleteId: string, id: string, timeZone: string): Promise<PlannedSessionResponse> {
  const { row, journalEntryId } = await linked(athleteId, found(await selectPlannedSession(athleteId, id), what(athleteId, id)), timeZone);
  return serializePlannedSession(row, journalEntryId);
}

/** A link by hand names one of the athlete's own sessions that no other planned session holds by hand. */
async function handLink(athleteId: string, input: PlannedSessionInput, exceptId: string | null, executor?: Executor): Promise<Link | null> {
  if (input.linkedByHand === false) {
    if (input.journalEntryId !== undefined)
      throw invalid({ "/linkedByHand": "must be left out when the session is linked or unlinked by hand" });
    return { journalEntryId: null, linkedByHand: false };
  }
  if (input.journalEntryId === undefined) return null;
  if (input.journalEntryId === null) return { journalEntryId: null, linkedByHand: true };
  if (!(await journalEntryBelongsTo(athleteId, input.journalEntryId, executor))) {
    throw invalid({ "/journalEntryId": "must be one of this athlete's journal sessions" });
  }
  const holder = await selectPlanHoldingEntry(input.journalEntryId, exceptId, executor);
  if (holder) {
    throw conflict(`That session already carries out the session planned for ${holder.date}; unlink it there first.`);
  }
  return { journalEntryId: input.journalEntryId, linkedByHand: true };
}

async function fieldsOf(input: PlannedSessionInput) {
  if (input.courseOfFireId !== null && !(await courseOfFireById(input.courseOfFireId))) {
    throw invalid({ "/courseOfFireId": "must name a course of fire" });
  }
  return {
    date: input.date,
    type: input.type,
    courseOfFireId: input.courseOfFireId,
    plannedShots: input.plannedShots,
    plannedMinutes: input.plannedMinutes,
    targetScore: input.targetScore,
    priority: input.priority,
    notes: input.notes,
  };
}

export async function createPlannedSession(athleteId: string, input: PlannedSessionInput, timeZone: string) {
  const link = (await handLink(athleteId, input, null)) ?? { journalEntryId: null, linkedByHand: false };
  const row = await insertPlannedSession(athleteId, await fieldsOf(input), link);
  const { journalEntryId } = await linked(athleteId, row, timeZone);
  return serializePlannedSession(row, journalEntryId);
}

const plannedAt = (athleteId: string, id: string, timeZone: string) => ({
  what: what(athleteId, id),
  lock: { table: "PlannedSession" as const, id },
  load: async (trx: Executor) => {
    const row = await selectPlannedSession(athleteId, id, trx);
    return row && linked(athleteId, row, timeZone, trx);
  },
  represent: ({ row, journalEntryId }: { row: PlannedSessionRow; journalEntryId: string | null }) =>
    serializePlannedSession(row, journalEntryId),
});

/** Leaving journalEntryId out keeps the link as it is; the answer shows the link after the change. */
export async function replacePlannedSession(
  ifMatch: string | null,
  athleteId: string,
  id: string,
  input: PlannedSessionInput,
  timeZone: string,
) {
  const fields = await fieldsOf(input);
  const row = await guardedWrite(ifMatch, {
    ...plannedAt(athleteId, id, timeZone),
    write: async (trx) => updatePlannedSession(id, fields, await handLink(athleteId, input, id, trx), trx),
  });
  const { journalEntryId } = await linked(athleteId, row, timeZone);
  return serializePlannedSession(row, journalEntryId);
}

export async function deletePlannedSession(ifMatch: string | null, athleteId: string, id: string, timeZone: string): Promise<void> {
  await guardedWrite(ifMatch, { ...plannedAt(athleteId, id, timeZone), write: (trx) => deletePlannedSessionRow(id, trx) });
}

/** The plan against what was done over a range of days (API section 14). */
export async function readPlan(athleteId: string, range: Range, timeZone: string, now = new Date()): Promise<PlanResponse> {
  const planned = await selectPlannedSessions([athleteId], range);
  const { inRange, elsewhere } = await sessionsOf(athleteId, planned, range, timeZone);
  const plan = assemblePlan(planned, inRange, { ...range, today: calendarDayIn(now, timeZone) }, elsewhere);
  return {
    sessions: planned.map((p) => {
      const status = plan.statuses.get(p.id) ?? { status: "planned" as const, journalEntryId: null, compliance: null };
      return { ...serializePlannedSession(p, status.journalEntryId), status: status.status, compliance: status.compliance };
    }),
    weeks: plan.weeks,
    compliance: plan.compliance,
  };
}

/**
 * A week's planned sessions copied to another week, for the same athlete or (by a coach) for several,
 * day for day and unlinked, all or nothing. The caller has checked the right to write each plan.
 */
export async function copyWeek(athleteId: string, input: CopyWeekInput) {
  const from = weekStartOf(input.fromWeek);
  const shift = daysBetween(from, weekStartOf(input.toWeek));
  const source = await selectPlannedSessions([athleteId], { from, to: addDays(from, 6) });
  const targets = input.athleteIds ?? [athleteId];
  const rows = targets.flatMap((target) =>
    source.map((p) => ({
      athleteId: target,
      date: addDays(p.date, shift),
      type: p.type,
      courseOfFireId: p.courseOfFireId,
      plannedShots: p.plannedShots,
      plannedMinutes: p.plannedMinutes,
      targetScore: p.targetScore,
      priority: p.priority,
      notes: p.notes,
    })),
  );
  await transaction((trx) => insertPlannedSessions(rows, trx));
  return { copied: targets.map((target) => ({ athleteId: target, created: source.length })) };
}
