// Loading the record that owns a path (404 when it is missing) and checking the principal may act
// on it (403 when it may not). Every route under an organization, athlete or competition starts here.
import "server-only";
import { findAthlete } from "@/lib/athletes/athletes";
import { findCompetition } from "@/lib/competitions/competitions";
import { findOrganization } from "@/lib/organizations/organizations";
import { authorize, type Permission, type Principal } from "./policy";

// As their domains read them, whichever query API that is.
type Organization = Awaited<ReturnType<typeof findOrganization>>;
type Athlete = Awaited<ReturnType<typeof findAthlete>>;
type Competition = Awaited<ReturnType<typeof findCompetition>>;

export async function organizationInScope(principal: Principal, id: string, permission: Permission): Promise<Organization> {
  const organization = await findOrganization(id);
  authorize(principal, permission, { organizationId: organization.id });
  return organization;
}

/**
 * For routes that need only the check, not the athlete: a principal acting as this very athlete
 * knows it exists and its organization from its own key lookup, so nothing more is read (one
 * statement fewer on operations 1 and 5; docs/decisions/001). Anyone else reads it (404, then 403).
 */
export async function authorizeAthlete(principal: Principal, id: string, permission: Permission): Promise<void> {
  const own = principal.grants.find((grant) => grant.role === "athlete" && grant.athleteId === id && grant.organizationId);
  if (own) {
    authorize(principal, permission, { athleteId: id, organizationId: own.organizationId });
    return;
  }
  await athleteInScope(principal, id, permission);
}

export async function athleteInScope(principal: Principal, id: string, permission: Permission): Promise<Athlete> {
  const athlete = await findAthlete(id);
  authorize(principal, permission, { athleteId: athlete.id, organizationId: athlete.organizationId });
  return athlete;
}

export async function competitionInScope(principal: Principal, id: string, permission: Permission): Promise<Competition> {
  const competition = await findCompetition(id);
  authorize(principal, permission, { organizationId: competition.organizationId });
  return competition;
}
