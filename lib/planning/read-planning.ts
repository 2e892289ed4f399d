// Check-ins and goals as the API answers them, for the routes and for the pages that render them on
// the server. Both are counted in the reader's days (calendarDayIn in lib/i18n/zone.ts, as the
// browser's `useFormat().day()`).
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { authorizeAthlete } from "@/lib/auth/scope";
import type { CheckInResponse } from "@/lib/schemas/planning";
import { listCheckIns } from "./check-ins";
import { listGoals } from "./goals";

/** The athlete's check-ins of `from` to `to`, by day, page by page (404, then 403, checked before the page's query is read). */
export async function checkInsReader(principal: Principal, athleteId: string) {
  await authorizeAthlete(principal, athleteId, "plan:read");
  return (query: { from: string; to: string; limit: number; cursor?: string }) => listCheckIns(athleteId, query);
}

/** The day's check-in, or null when there is none: what the pages' check-in query holds. */
export async function readCheckInOf(principal: Principal, athleteId: string, day: string): Promise<CheckInResponse | null> {
  const read = await checkInsReader(principal, athleteId);
  return (await read({ from: day, to: day, limit: 1 })).items[0] ?? null;
}

/** The athlete's goals by deadline, each with its progress in the reader's days (404, then 403, checked before the page's query is read). */
export async function goalsReader(principal: Principal, athleteId: string, timeZone: string) {
  await authorizeAthlete(principal, athleteId, "plan:read");
  return (query: { limit: number; cursor?: string }) => listGoals(athleteId, query, timeZone);
}
