// An athlete's goals (API section 14): a value to reach on a course of fire by a day, with progress
// read from the journal: the best since the goal started and the mean of the last five.
import "server-only";
import type { Executor } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { found, invalid } from "@/lib/errors";
import { calendarDayIn } from "@/lib/i18n/zone";
import { iso } from "@/lib/schemas/common";
import type { GoalInput, GoalResponse } from "@/lib/schemas/planning";
import { courseOfFireById } from "@/lib/competitions/course-of-fire-repository";
import {
  type GoalFields,
  type GoalRow,
  deleteGoalRow,
  insertGoal,
  selectGoal,
  selectGoalPage,
  selectGoalValues,
  updateGoal,
} from "./planning-repository";

type Progress = { best: number | null; recentAverage: number | null };

/** Best from the goal's first day on (in `timeZone`), and the mean of the last five values whenever shot. */
function progressOf(values: ReadonlyArray<{ sessionDate: Date; value: number }>, startDate: string, timeZone: string): Progress {
  const since = values.filter((v) => calendarDayIn(v.sessionDate, timeZone) >= startDate).map((v) => v.value);
  const recent = values.slice(0, 5).map((v) => v.value);
  return {
    best: since.length === 0 ? null : Math.max(...since),
    recentAverage: recent.length === 0 ? null : Math.round((recent.reduce((a, b) => a + b, 0) / recent.length) * 100) / 100,
  };
}

function serializeGoal(g: GoalRow, progress: Progress): GoalResponse {
  return {
    id: g.id,
    athleteId: g.athleteId,
    courseOfFireId: g.courseOfFireId,
    measure: g.measure,
    targetScore: g.targetScore,
    deadline: g.deadline,
    startDate: g.startDate,
    notes: g.notes,
    best: progress.best,
    recentAverage: progress.recentAverage,
    createdUtc: iso(g.createdAt),
    updatedUtc: iso(g.updatedAt),
  };
}

async function withProgress(g: GoalRow, timeZone: string): Promise<GoalResponse> {
  const values = await selectGoalValues(g.athleteId, g.courseOfFireId, g.measure);
  return serializeGoal(g, progressOf(values, g.startDate, timeZone));
}

export async function listGoals(athleteId: string, query: { limit: number; cursor?: string }, timeZone: string) {
  const { items, nextCursor } = await selectGoalPage(athleteId, query);
  return { items: await Promise.all(items.map((g) => withProgress(g, timeZone))), nextCursor };
}

const what = (athleteId: string, id: string) => `Goal ${id} of athlete ${athleteId}`;

export async function readGoal(athleteId: string, id: string, timeZone: string): Promise<GoalResponse> {
  return withProgress(found(await selectGoal(athleteId, id), what(athleteId, id)), timeZone);
}

async function fieldsOf(input: GoalInput, startDate: string): Promise<GoalFields> {
  if (!(await courseOfFireById(input.courseOfFireId))) throw invalid({ "/courseOfFireId": "must name a course of fire" });
  if (input.deadline < startDate) throw invalid({ "/deadline": "must not be before startDate" });
  return {
    courseOfFireId: input.courseOfFireId,
    measure: input.measure,
    targetScore: input.targetScore,
    startDate,
    deadline: input.deadline,
    notes: input.notes,
  };
}

export async function createGoal(athleteId: string, input: GoalInput, timeZone: string, now = new Date()): Promise<GoalResponse> {
  const row = await insertGoal(athleteId, await fieldsOf(input, input.startDate ?? calendarDayIn(now, timeZone)));
  return withProgress(row, timeZone);
}

const goalAt = (athleteId: string, id: string, progress: Progress) => ({
  what: what(athleteId, id),
  lock: { table: "Goal" as const, id },
  load: (trx: Executor) => selectGoal(athleteId, id, trx),
  represent: (g: GoalRow) => serializeGoal(g, progress),
});

/** A replace without startDate keeps the day the goal counts from. */
export async function replaceGoal(ifMatch: string | null, athleteId: string, id: string, input: GoalInput, timeZone: string) {
  const current = found(await selectGoal(athleteId, id), what(athleteId, id));
  const progress = progressOf(await selectGoalValues(athleteId, current.courseOfFireId, current.measure), current.startDate, timeZone);
  const fields = await fieldsOf(input, input.startDate ?? current.startDate);
  const row = await guardedWrite(ifMatch, { ...goalAt(athleteId, id, progress), write: (trx) => updateGoal(id, fields, trx) });
  return withProgress(row, timeZone);
}

export async function deleteGoal(ifMatch: string | null, athleteId: string, id: string, timeZone: string): Promise<void> {
  const current = found(await selectGoal(athleteId, id), what(athleteId, id));
  const progress = progressOf(await selectGoalValues(athleteId, current.courseOfFireId, current.measure), current.startDate, timeZone);
  await guardedWrite(ifMatch, { ...goalAt(athleteId, id, progress), write: (trx) => deleteGoalRow(id, trx) });
}
