import "server-only";
import type { Principal } from "@/lib/auth/policy";
import { keyName } from "@/lib/auth/api-key-repository";
import { ApiError } from "@/lib/errors";
import { isLocale, type Locale } from "@/lib/i18n/config";
import type { WhoAmI } from "@/lib/schemas/people";
import { grantNames, personById as personRow } from "./account-repository";

const rank = { athlete: 0, coach: 1, staff: 2, "competition-admin": 3 } as const;

/** What the pages need to know about whoever is signed in: their roles, scopes and names. */
export async function whoAmI(principal: Principal): Promise<WhoAmI> {
  const organizationIds = [...new Set(principal.grants.flatMap((g) => (g.organizationId ? [g.organizationId] : [])))];
  const athleteIds = [...new Set(principal.grants.flatMap((g) => (g.athleteId ? [g.athleteId] : [])))];
  const [keyNamed, person, { organizations, athletes }] = await Promise.all([
    principal.keyId ? keyName(principal.keyId) : null,
    principal.personId ? personRow(principal.personId) : undefined,
    grantNames(organizationIds, athleteIds),
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
    keyName: keyNamed,
    via: principal.via,
    organizationId: main?.organizationId ?? null,
    organizationName: main?.organizationName ?? null,
    athleteId: main?.athleteId ?? null,
    athleteName: main?.athleteName ?? null,
    userProfileId: own?.userProfileId ?? null,
    person: person ? { id: person.id, name: person.name, email: person.email } : null,
    admin: principal.admin,
    grants,
    language: isLocale(person?.language) ? person.language : null,
  };
}

export async function personById(id: string): Promise<{ id: string; email: string; name: string }> {
  const person = await personRow(id);
  if (!person) throw new ApiError("not_found", 404, "The record does not exist (any more).");
  return { id: person.id, email: person.email, name: person.name };
}

/** The language a principal's person chose for pages, mail and the files made for them; null for a key or no choice. */
export async function chosenLanguage(principal: Principal): Promise<Locale | null> {
  if (!principal.personId) return null;
  const language = (await personRow(principal.personId))?.language;
  return isLocale(language) ? language : null;
}
