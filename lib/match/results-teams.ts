// Club team results of one course of fire (issue 37 point 6), and the teams organizations declare.
// Ranking is lib/match/teams.ts's: the best three of each club, or the declared teams; ties by the
// members' totals, highest first.
import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { transaction } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/errors";
import type { TeamInput, TeamResultsResponse } from "@/lib/schemas/results";
import { chosenCourse, resultsInScope } from "./read-results";
import {
  declaredTeams,
  deleteTeam,
  entriesOnCourse,
  insertTeam,
  resultCourses,
  resultEntries,
  teamOf,
  type DeclaredTeam,
} from "./result-repository";
import { teamResults } from "./teams";
import type { EntryStatus } from "./ranking";

const STATUSES: readonly string[] = ["entered", "dns", "dnf", "dsq"];

export async function readTeamResults(
  principal: Principal,
  competitionId: string,
  courseOfFireId: string | undefined,
): Promise<TeamResultsResponse> {
  const competition = await resultsInScope(principal, competitionId);
  const course = chosenCourse(await resultCourses(competitionId), courseOfFireId);
  const status = competition.resultsStatus === "official" ? ("official" as const) : ("provisional" as const);
  if (!course) return { status, course: null, declared: false, teams: [] };
  const [entries, declared] = await Promise.all([resultEntries(competitionId, course.id), declaredTeams(competitionId, course.id)]);
  const teamEntries = entries.map((e) => ({
    entryId: e.id,
    athleteName: `${e.firstName} ${e.lastName}`,
    organization: e.organizationId && e.organizationName ? { id: e.organizationId, name: e.organizationName } : null,
    score: e.score,
    status: (STATUSES.includes(e.status) ? e.status : "entered") as EntryStatus,
  }));
  const teams = teamResults(teamEntries, declared);
  return {
    status,
    course: { id: course.id, name: course.name },
    declared: declared.length > 0,
    teams: teams.map((t) => ({
      rank: t.rank,
      name: t.name,
      total: t.total,
      members: t.members.map((m) => ({ entryId: m.entryId, athleteName: m.athleteName, score: m.score })),
    })),
  };
}

export async function readDeclaredTeams(principal: Principal, competitionId: string): Promise<DeclaredTeam[]> {
  await resultsInScope(principal, competitionId);
  return declaredTeams(competitionId, null);
}

/** Declares a team of entries on one course of fire; every entry must be on that course (422). */
export async function declareTeam(competitionId: string, input: TeamInput): Promise<DeclaredTeam> {
  const entryIds = [...new Set(input.entryIds)];
  const onCourse = new Set(await entriesOnCourse(competitionId, input.courseOfFireId, entryIds));
  const strangers = entryIds.filter((id) => !onCourse.has(id));
  if (strangers.length > 0) {
    throw new ApiError(
      "validation_failed",
      422,
      "Every entry of a team must be an entry of this competition on the team's course of fire.",
      {
        "/entryIds": `not entries on this course of fire: ${strangers.join(", ")}`,
      },
    );
  }
  return transaction((trx) =>
    insertTeam(
      competitionId,
      { organizationId: input.organizationId, courseOfFireId: input.courseOfFireId, name: input.name, entryIds },
      trx,
    ),
  );
}

export async function withdrawTeam(competitionId: string, teamId: string): Promise<void> {
  const team = await teamOf(competitionId, teamId);
  if (!team) throw notFound(`Team ${teamId}`);
  await deleteTeam(teamId);
}
