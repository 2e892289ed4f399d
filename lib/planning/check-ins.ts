// The daily check-in (issue 38): five values in under ten seconds on a phone, one set per day. Their
// mean is the athlete's readiness on a coach's page and beside the scores.
import "server-only";
import { found } from "@/lib/errors";
import { iso } from "@/lib/schemas/common";
import type { CheckInInput, CheckInResponse } from "@/lib/schemas/planning";
import { readinessOf } from "./readiness";
import { type CheckInRow, deleteCheckInRow, selectCheckIn, selectCheckInPage, upsertCheckIn } from "./planning-repository";

function serializeCheckIn(c: CheckInRow): CheckInResponse {
  return {
    athleteId: c.athleteId,
    date: c.date,
    sleep: c.sleep,
    fatigue: c.fatigue,
    stress: c.stress,
    mood: c.mood,
    soreness: c.soreness,
    readiness: readinessOf(c),
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}

const what = (athleteId: string, date: string) => `The check-in of ${date} of athlete ${athleteId}`;

export async function readCheckIn(athleteId: string, date: string): Promise<CheckInResponse> {
  return serializeCheckIn(found(await selectCheckIn(athleteId, date), what(athleteId, date)));
}

export async function listCheckIns(athleteId: string, query: { from: string; to: string; limit: number; cursor?: string }) {
  const { items, nextCursor } = await selectCheckInPage(athleteId, query, query);
  return { items: items.map(serializeCheckIn), nextCursor };
}

/** One check-in a day: a second for the same day replaces the first. */
export async function putCheckIn(athleteId: string, date: string, input: CheckInInput) {
  const { row, created } = await upsertCheckIn(athleteId, date, input);
  return { checkIn: serializeCheckIn(row), created };
}

export async function deleteCheckIn(athleteId: string, date: string): Promise<void> {
  await deleteCheckInRow(found(await selectCheckIn(athleteId, date), what(athleteId, date)).id);
}
