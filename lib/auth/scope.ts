// Loading the record that owns a path (404 when it is missing) and checking the key may act on it
// (403 when it may not). Every route under an organization, athlete or competition starts here.
import "server-only";
import { findAthlete } from "@/lib/athletes/athletes";
import { findCompetition } from "@/lib/competitions/competitions";
import type { Athlete, Competition, Organization } from "@/lib/generated/prisma/client";
import { findOrganization } from "@/lib/organizations/organizations";
import { authorize, type Permission, type Principal } from "./policy";

export async function organizationInScope(principal: Principal, id: string, permission: Permission): Promise<Organization> {
  const organization = await findOrganization(id);
  authorize(principal, permission, { organizationId: organization.id });
  return organization;
}

/**
 * organizationInScope for a caller that does not need the organization's row. A key whose own
 * organization is the one in the path skips the read: its lookup in this request read that
 * organization's id from a foreign key (the key's, or its athlete's), so the organization exists.
 */
export async function checkOrganizationScope(principal: Principal, id: string, permission: Permission): Promise<void> {
  if (principal.organizationId === id) authorize(principal, permission, { organizationId: id });
  else await organizationInScope(principal, id, permission);
}

export async function athleteInScope(principal: Principal, id: string, permission: Permission): Promise<Athlete> {
  const athlete = await findAthlete(id);
  authorize(principal, permission, { athleteId: athlete.id, organizationId: athlete.organizationId });
  return athlete;
}

/**
 * athleteInScope for a caller that does not need the athlete's row. A key of that athlete itself
 * skips the read: its lookup in this request joined the athlete (the key's foreign key cascades on
 * delete, so the athlete exists) and brought its organization, which is all the check looks at.
 */
export async function checkAthleteScope(principal: Principal, id: string, permission: Permission): Promise<void> {
  if (principal.athleteId === id) authorize(principal, permission, { athleteId: id, organizationId: principal.organizationId });
  else await athleteInScope(principal, id, permission);
}

export async function competitionInScope(principal: Principal, id: string, permission: Permission): Promise<Competition> {
  const competition = await findCompetition(id);
  authorize(principal, permission, { organizationId: competition.organizationId });
  return competition;
}
