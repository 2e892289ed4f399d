import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { db } from "@/lib/db/client";
import type { WhoAmI } from "@/lib/schemas/people";

const rank = { athlete: 0, coach: 1, staff: 2, "competition-admin": 3 } as const;

/** What the pages need to know about whoever is signed in: their roles, scopes and names. */
export async function whoAmI(principal: Principal): Promise<WhoAmI> {
  const organizationIds = [...new Set(principal.grants.flatMap((g) => (g.organizationId ? [g.organizationId] : [])))];
  const athleteIds = [...new Set(principal.grants.flatMap((g) => (g.athleteId ? [g.athleteId] : [])))];
  const [key, person, organizations, athletes] = await Promise.all([
    principal.keyId ? db.apiKey.findUnique({ where: { id: principal.keyId }, select: { name: true } }) : null,
    principal.personId ? db.person.findUnique({ where: { id: principal.personId }, select: { id: true, name: true, email: true } }) : null,
    db.organization.findMany({ where: { id: { in: organizationIds } }, select: { id: true, name: true } }),
    db.athlete.findMany({
      where: { id: { in: athleteIds } },
      select: { id: true, firstName: true, lastName: true, userProfile: { select: { id: true } } },
    }),
  ]);
  const organizationName = new Map(organizations.map((o) => [o.id, o.name]));
  const athlete = new Map(athletes.map((a) => [a.id, a]));
  const grants = [...principal.grants]
    .sort((a, b) => rank[a.role] - rank[b.role])
    .map((g) => {
      const a = g.athleteId ? athlete.get(g.athleteId) : undefined;
      return {
        role: g.role,
        organizationId: g.organizationId,
        organizationName: g.organizationId ? (organizationName.get(g.organizationId) ?? null) : null,
        athleteId: g.athleteId,
        athleteName: a ? `${a.firstName} ${a.lastName}` : null,
      };
    });
  const main = principal.admin ? undefined : grants[0];
  const own = main?.role === "athlete" && main.athleteId ? athlete.get(main.athleteId) : undefined;
  return {
    role: principal.admin ? "admin" : (main?.role ?? null),
    keyName: key?.name ?? null,
    via: principal.via,
    organizationId: main?.organizationId ?? null,
    organizationName: main?.organizationName ?? null,
    athleteId: main?.athleteId ?? null,
    athleteName: main?.athleteName ?? null,
    userProfileId: own?.userProfile?.id ?? null,
    person,
    admin: principal.admin,
    grants,
  };
}

export async function personById(id: string): Promise<{ id: string; email: string; name: string }> {
  return db.person.findUniqueOrThrow({ where: { id }, select: { id: true, email: true, name: true } });
}
