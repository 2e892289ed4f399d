// Who coaches an athlete. The athlete grants it (to one of their organization's coaches at once, to
// anyone else by an invitation mailed to the address, lib/people/memberships.ts) or their
// organization's staff assign one of its coaches; the athlete can always revoke, and staff can revoke
// what staff assigned.
import "server-only";
import type { z } from "zod";
import { notFound } from "@/lib/errors";
import type { coachesResponse } from "@/lib/schemas/people";
import { iso } from "@/lib/schemas/common";
import { coachFigures } from "@/lib/planning/coach-figures";
import { coachTags, englishTag } from "./coach-tags";
import { coachedSummary, trendStart } from "./coached-summary";
import {
  clubCoachByEmail,
  coachedBy,
  coachesOf,
  coachMembers,
  deleteCoaching,
  latestSessions,
  sessionsSince,
  upsertCoaching,
} from "./coaching-repository";

/** `asCoach`: for a coach, names only; the addresses of the others, and the club's coaches, are not theirs. */
export async function listCoaches(
  athlete: { id: string; organizationId: string },
  asCoach = false,
): Promise<z.output<typeof coachesResponse>> {
  const [coaching, members] = await Promise.all([coachesOf(athlete.id), coachMembers(athlete.organizationId)]);
  const coached = new Set(coaching.map((c) => c.coachId));
  return {
    coaches: coaching.map((c) => ({
      personId: c.coachId,
      name: c.name,
      email: asCoach ? null : c.email,
      grantedBy: c.grantedBy === "staff" ? "staff" : "athlete",
      createdUtc: iso(c.createdAt),
    })),
    available: asCoach
      ? []
      : members
          .filter((m) => !coached.has(m.id))
          .map((m) => ({ personId: m.id, name: m.name, email: m.email }))
          .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Grants coaching to a coach of the athlete's organization, found by the address of their account;
 * null when the address is not one (for the athlete, the caller then invites it by mail instead).
 */
export async function addClubCoach(athlete: { id: string; organizationId: string }, email: string, grantedBy: "athlete" | "staff") {
  const coachId = await clubCoachByEmail(athlete.organizationId, email);
  if (!coachId) return null;
  await upsertCoaching({ coachId, athleteId: athlete.id, grantedBy });
  return listCoaches(athlete);
}

export async function removeCoach(athleteId: string, personId: string, by: "athlete" | "staff"): Promise<void> {
  if (!(await deleteCoaching(athleteId, personId, by === "staff")))
    throw notFound(`Coach ${personId} of athlete ${athleteId}${by === "staff" ? " (assigned by staff)" : ""}`);
}

/**
 * For a coach's home page: each athlete they coach, with their latest sessions, the last week's
 * work, the sessions of the last four weeks that wait for a word from a coach, and a weekly trend.
 */
export async function coachedAthletes(coachId: string, today = new Date()) {
  const since = new Date(Math.min(trendStart(today).getTime(), today.getTime() - 27 * 86_400_000));
  const athletes = await coachedBy(coachId);
  const ids = athletes.map((a) => a.id);
  const [latest, recent, figures] = await Promise.all([
    Promise.all(athletes.map((a) => latestSessions(a.id))),
    sessionsSince(ids, since),
    coachFigures(ids, today),
  ]);
  return athletes.map((athlete, i) => {
    const journalEntries = latest[i] ?? [];
    const last = journalEntries[0];
    const sessions = recent.filter((e) => e.athleteId === athlete.id);
    return {
      athleteId: athlete.id,
      name: `${athlete.firstName} ${athlete.lastName}`,
      organizationName: athlete.organizationName,
      lastSessionDate: last ? iso(last.sessionDate) : null,
      lastSessionScore: last?.score ?? null,
      lastSessionMaxScore: last?.maxScore ?? null,
      ...coachedSummary(sessions, today),
      plannedShotsLast7Days: null,
      complianceLast28Days: null,
      latestReadiness: null,
      readinessLowTwoDays: false,
      nextCompetition: null,
      seasonBest: [],
      ...figures.get(athlete.id),
      latest: journalEntries.map((e) => {
        const tags = coachTags(e);
        return {
          id: e.id,
          sessionDate: iso(e.sessionDate),
          sessionType: e.sessionType,
          discipline: e.discipline,
          score: e.score,
          maxScore: e.maxScore,
          flags: tags.map(englishTag),
          tags,
        };
      }),
    };
  });
}
