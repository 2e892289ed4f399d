// Who coaches an athlete. The athlete grants it (to one of their organization's coaches at once, to
// anyone else by an invitation mailed to the address, lib/people/memberships.ts) or their
// organization's staff assign one of its coaches; the athlete can always revoke, and staff can revoke
// what staff assigned.
import "server-only";
import type { z } from "zod";
import { db } from "@/lib/db/client";
import { notFound } from "@/lib/errors";
import type { coachesResponse } from "@/lib/schemas/people";
import { iso } from "@/lib/schemas/common";
import { coachedSummary, trendStart } from "./coached-summary";

/** `asCoach`: for a coach, names only; the addresses of the others, and the club's coaches, are not theirs. */
export async function listCoaches(
  athlete: { id: string; organizationId: string },
  asCoach = false,
): Promise<z.output<typeof coachesResponse>> {
  const [coaching, members] = await Promise.all([
    db.coaching.findMany({
      where: { athleteId: athlete.id },
      include: { coach: { select: { name: true, email: true } } },
      orderBy: { createdAt: "asc" },
    }),
    db.member.findMany({
      where: { organizationId: athlete.organizationId, role: "coach" },
      include: { person: { select: { id: true, name: true, email: true } } },
    }),
  ]);
  const coached = new Set(coaching.map((c) => c.coachId));
  return {
    coaches: coaching.map((c) => ({
      personId: c.coachId,
      name: c.coach.name,
      email: asCoach ? null : c.coach.email,
      grantedBy: c.grantedBy === "staff" ? "staff" : "athlete",
      createdUtc: iso(c.createdAt),
    })),
    available: asCoach
      ? []
      : members
          .filter((m) => !coached.has(m.userId))
          .map((m) => ({ personId: m.person.id, name: m.person.name, email: m.person.email }))
          .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * Grants coaching to a coach of the athlete's organization, found by the address of their account;
 * null when the address is not one (for the athlete, the caller then invites it by mail instead).
 */
export async function addClubCoach(athlete: { id: string; organizationId: string }, email: string, grantedBy: "athlete" | "staff") {
  const member = await db.member.findFirst({
    where: { organizationId: athlete.organizationId, role: "coach", person: { email } },
    select: { userId: true },
  });
  if (!member) return null;
  await db.coaching.upsert({
    where: { coachId_athleteId: { coachId: member.userId, athleteId: athlete.id } },
    create: { coachId: member.userId, athleteId: athlete.id, grantedBy },
    update: {},
  });
  return listCoaches(athlete);
}

export async function removeCoach(athleteId: string, personId: string, by: "athlete" | "staff"): Promise<void> {
  const { count } = await db.coaching.deleteMany({
    where: { athleteId, coachId: personId, ...(by === "staff" ? { grantedBy: "staff" } : {}) },
  });
  if (count === 0) throw notFound(`Coach ${personId} of athlete ${athleteId}${by === "staff" ? " (assigned by staff)" : ""}`);
}

/**
 * For a coach's home page: each athlete they coach, with their latest sessions, the last week's
 * work, the sessions of the last four weeks that wait for a word from a coach, and a weekly trend.
 */
export async function coachedAthletes(coachId: string, today = new Date()) {
  const since = new Date(Math.min(trendStart(today).getTime(), today.getTime() - 27 * 86_400_000));
  const coaching = await db.coaching.findMany({
    where: { coachId },
    orderBy: { createdAt: "asc" },
    include: {
      athlete: {
        select: {
          id: true,
          firstName: true,
          lastName: true,
          organization: { select: { name: true } },
          journalEntries: {
            orderBy: [{ sessionDate: "desc" }, { id: "desc" }],
            take: 3,
            select: {
              id: true,
              sessionDate: true,
              sessionType: true,
              score: true,
              maxScore: true,
              discipline: true,
              hoursOfSleep: true,
              stressLevel: true,
              nextSessionActionItems: true,
              coachFeedback: true,
            },
          },
        },
      },
    },
  });
  const recent = await db.journalEntry.findMany({
    where: { athleteId: { in: coaching.map((c) => c.athleteId) }, sessionDate: { gte: since } },
    orderBy: [{ sessionDate: "desc" }, { id: "desc" }],
    select: {
      id: true,
      athleteId: true,
      sessionDate: true,
      score: true,
      maxScore: true,
      totalShots: true,
      courseOfFireId: true,
      courseOfFire: { select: { name: true } },
      coachFeedback: true,
      // The athlete's own comments are no answer to them.
      _count: { select: { comments: { where: { authorRole: { not: "athlete" } } } } },
    },
  });
  return coaching.map(({ athlete }) => {
    const latest = athlete.journalEntries[0];
    const sessions = recent
      .filter((e) => e.athleteId === athlete.id)
      .map((e) => ({ ...e, courseOfFireName: e.courseOfFire?.name ?? null, comments: e._count.comments }));
    return {
      athleteId: athlete.id,
      name: `${athlete.firstName} ${athlete.lastName}`,
      organizationName: athlete.organization.name,
      lastSessionDate: latest ? iso(latest.sessionDate) : null,
      lastSessionScore: latest?.score ?? null,
      lastSessionMaxScore: latest?.maxScore ?? null,
      ...coachedSummary(sessions, today),
      plannedShotsLast7Days: null,
      complianceLast28Days: null,
      latestReadiness: null,
      nextCompetition: null,
      seasonBest: null,
      latest: athlete.journalEntries.map((e) => ({
        id: e.id,
        sessionDate: iso(e.sessionDate),
        sessionType: e.sessionType,
        discipline: e.discipline,
        score: e.score,
        maxScore: e.maxScore,
        flags: [
          ...(e.hoursOfSleep !== null && e.hoursOfSleep < 6 ? [`Slept ${e.hoursOfSleep} h`] : []),
          ...(e.stressLevel !== null && e.stressLevel >= 8 ? [`Stress ${e.stressLevel}/10`] : []),
          ...(e.nextSessionActionItems ? ["Open action item"] : []),
          ...(e.coachFeedback ? [] : ["No feedback yet"]),
        ],
      })),
    };
  });
}
