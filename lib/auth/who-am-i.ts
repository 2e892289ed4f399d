import "server-only";
import { db } from "@/lib/db/client";
import type { WhoAmI } from "@/lib/schemas/session";
import type { Principal } from "./policy";

/** What the pages need to know about whoever is signed in: role, scope and their names. */
export async function whoAmI(principal: Principal): Promise<WhoAmI> {
  const [key, organization, athlete] = await Promise.all([
    db.apiKey.findUniqueOrThrow({ where: { id: principal.keyId }, select: { name: true } }),
    principal.organizationId ? db.organization.findUnique({ where: { id: principal.organizationId }, select: { name: true } }) : null,
    principal.athleteId
      ? db.athlete.findUnique({ where: { id: principal.athleteId }, select: { firstName: true, lastName: true, userProfile: { select: { id: true } } } })
      : null,
  ]);
  return {
    role: principal.role,
    keyName: key.name,
    via: principal.via,
    organizationId: principal.organizationId,
    organizationName: organization?.name ?? null,
    athleteId: principal.athleteId,
    athleteName: athlete ? `${athlete.firstName} ${athlete.lastName}` : null,
    userProfileId: athlete?.userProfile?.id ?? null,
  };
}
