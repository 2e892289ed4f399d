// Who may do what (API.md section 3), as one table, for people and keys alike. A principal is an
// admin or holds grants: a role in an organization, for an athlete, or as the coach of an athlete. A
// key of an operator holds the one grant it was made with; a person (signed in, or through one of
// their own keys) holds the grants of their memberships and coaching, read afresh on every request.
// Handlers load the resource first (404 before 403), then call `authorize` with the organization and
// athlete that own it.
import { ApiError, forbidden } from "@/lib/errors";

/** The roles a grant holds; admin is not one of them (an admin needs no grant). */
export const SCOPED_ROLES = ["staff", "competition-admin", "athlete", "coach"] as const;
export type ScopedRole = (typeof SCOPED_ROLES)[number];

export type Grant = {
  role: ScopedRole;
  /** The organization the role is held in; for an athlete or a coached athlete, the athlete's organization. */
  organizationId: string | null;
  /** The athlete the grant is for: the athlete themselves, or the athlete a coach coaches. */
  athleteId: string | null;
};

export type Principal = {
  /** What the rate limit counts: the key's id, or the person's. */
  id: string;
  /** How the request proved it: X-API-KEY, a key exchanged for a cookie, or a person's own session. */
  via: "key" | "session" | "person";
  keyId: string | null;
  personId: string | null;
  admin: boolean;
  grants: Grant[];
};

export type Owner = {
  organizationId?: string | null;
  athleteId?: string | null;
  /** For a competition entry: the organization hosting the competition (organizationId is the entrant's). */
  hostOrganizationId?: string | null;
};

export type Permission =
  | "organization:read"
  | "organization:create"
  | "address:read"
  | "address:write"
  | "news:read"
  | "news:write"
  | "people:manage"
  | "athlete:create"
  | "athlete:read"
  | "athlete-details:read"
  | "athlete:write"
  | "athlete-classifying:write"
  | "journal:read"
  | "journal:write"
  | "coach-feedback:write"
  | "comment:write"
  | "coaching:read"
  | "coaching:write"
  | "athlete-private:read"
  | "athlete-private:write"
  | "plan:read"
  | "plan:write"
  | "image:read"
  | "image:write"
  | "catalog:read"
  | "catalog:write"
  | "competition:create"
  | "competition:write"
  | "competition-entry:read"
  | "competition-entry:write"
  | "competition-entry:manage"
  | "classification:read"
  | "classification:write"
  | "competition-results:read";

type Rule = (grant: Grant, owner: Owner) => boolean;

const sameOrganization: Rule = (g, o) => g.organizationId !== null && g.organizationId === o.organizationId;
const sameAthlete: Rule = (g, o) => g.athleteId !== null && g.athleteId === o.athleteId;
const anyone: Rule = () => true;
const hostOrganization: Rule = (g, o) => g.organizationId !== null && g.organizationId === o.hostOrganizationId;

const policy: Record<Permission, Partial<Record<ScopedRole, Rule>>> = {
  "organization:read": {
    staff: sameOrganization,
    "competition-admin": sameOrganization,
    athlete: sameOrganization,
    coach: sameOrganization,
  },
  "organization:create": {},
  "address:read": { staff: sameOrganization },
  "address:write": { staff: sameOrganization },
  "news:read": { staff: sameOrganization },
  "news:write": { staff: sameOrganization },
  // Inviting people, changing their roles, removing them.
  "people:manage": { staff: sameOrganization },
  "athlete:create": {},
  "athlete:read": { staff: sameOrganization, "competition-admin": sameOrganization, athlete: sameAthlete, coach: sameAthlete },
  // Date of birth, gender and country: what classifies an athlete. A coach reads the name with the journal, not these.
  "athlete-details:read": { staff: sameOrganization, "competition-admin": sameOrganization, athlete: sameAthlete },
  "athlete:write": { athlete: sameAthlete, staff: sameOrganization },
  // Date of birth and gender decide classifications, so the athlete does not set their own.
  "athlete-classifying:write": { staff: sameOrganization },
  // The journal: entries, series, shots, statistics and comments. Staff read it only when they coach.
  "journal:read": { athlete: sameAthlete, coach: sameAthlete },
  "journal:write": { athlete: sameAthlete },
  "coach-feedback:write": { coach: sameAthlete },
  "comment:write": { athlete: sameAthlete, coach: sameAthlete },
  "coaching:read": { athlete: sameAthlete, coach: sameAthlete, staff: sameOrganization },
  // The athlete grants and revokes their coaches; staff assign coaches of their organization.
  "coaching:write": { athlete: sameAthlete, staff: sameOrganization },
  // Calendar events, equipment profiles, competition entries and the user profile.
  "athlete-private:read": { athlete: sameAthlete },
  "athlete-private:write": { athlete: sameAthlete },
  // Planned sessions and goals: the athlete and the coaches they chose plan together.
  "plan:read": { athlete: sameAthlete, coach: sameAthlete },
  "plan:write": { athlete: sameAthlete, coach: sameAthlete },
  "image:read": { staff: sameOrganization, athlete: sameAthlete, coach: sameAthlete },
  "image:write": { athlete: sameAthlete },
  // Courses of fire and competitions themselves: the public facts everyone signed in may read.
  "catalog:read": { staff: anyone, "competition-admin": anyone, athlete: anyone, coach: anyone },
  "catalog:write": {},
  // The host's competition admins create, edit and delete their own organization's competitions.
  "competition:create": { "competition-admin": sameOrganization },
  "competition:write": { "competition-admin": sameOrganization },
  "competition-entry:read": { staff: sameOrganization, "competition-admin": sameOrganization, athlete: sameAthlete },
  // An athlete enters themselves (the competition's registration rules decide which ones); the
  // host's competition admins enter athletes of any organization (API section 13).
  "competition-entry:write": {
    athlete: sameAthlete,
    "competition-admin": (g, o) => g.organizationId !== null && g.organizationId === o.hostOrganizationId,
  },
  // The host's officials: edit and withdraw any entry of their competitions, and write its score.
  "competition-entry:manage": { "competition-admin": (g, o) => g.organizationId !== null && g.organizationId === o.hostOrganizationId },
  "classification:read": { staff: sameOrganization, "competition-admin": sameOrganization },
  "classification:write": { "competition-admin": sameOrganization },
  // Result lists before the public sees them: the host's staff and officials, and the athletes entered.
  "competition-results:read": { staff: hostOrganization, "competition-admin": hostOrganization, athlete: sameAthlete },
};

export function can(principal: Principal, permission: Permission, owner: Owner = {}): boolean {
  if (principal.admin) return true;
  const rules = policy[permission];
  return principal.grants.some((grant) => rules[grant.role]?.(grant, owner) ?? false);
}

/** Whether the principal holds any grant whose role has the permission at all, so others get their 403 before the body is read. */
export function mayEver(principal: Principal, permission: Permission): boolean {
  return principal.admin || principal.grants.some((grant) => policy[permission][grant.role] !== undefined);
}

export function authorize(principal: Principal, permission: Permission, owner: Owner = {}): void {
  if (!can(principal, permission, owner)) throw forbidden(`${describePrincipal(principal)} may not ${describe(permission)}.`);
}

/** The organizations a principal holds a role in, and the athletes it is or coaches. */
export function organizationsOf(
  principal: Principal,
  roles: readonly ScopedRole[] = ["staff", "competition-admin", "athlete", "coach"],
): string[] {
  return [...new Set(principal.grants.filter((g) => roles.includes(g.role) && g.organizationId).map((g) => g.organizationId as string))];
}

export function athletesOf(principal: Principal, roles: readonly ScopedRole[] = ["athlete", "coach"]): string[] {
  return [...new Set(principal.grants.filter((g) => roles.includes(g.role) && g.athleteId).map((g) => g.athleteId as string))];
}

/** Whether the principal is this athlete (an athlete's key, or the person who is the athlete). */
export function isAthlete(principal: Principal, athleteId: string): boolean {
  return principal.grants.some((grant) => grant.role === "athlete" && grant.athleteId === athleteId);
}

/** The athlete a principal is (an athlete's key, or a person who is an athlete), if any. */
export function ownAthleteId(principal: Principal): string | null {
  return principal.grants.find((grant) => grant.role === "athlete")?.athleteId ?? null;
}

/** The person behind the request (signed in, or owning the key); 403 for an operator's key. */
export function requirePerson(principal: Principal, toDo: string): string {
  if (!principal.personId) throw forbidden(`Sign in with your account to ${toDo}; an operator's API key has no person behind it.`);
  return principal.personId;
}

/** "A staff key", "You": how a 403 names who asked. */
export function describePrincipal(principal: Principal): string {
  if (principal.personId) return "You";
  const role = principal.admin ? "admin" : (principal.grants[0]?.role ?? "");
  return `A${/^[aeiou]/.test(role) ? "n" : ""} ${role} key`;
}

function describe(permission: Permission): string {
  const [what = "", action] = permission.split(":");
  const verb = action === "read" ? "read" : action === "create" ? "create" : action === "manage" ? "manage" : "change";
  const noun: Record<string, string> = {
    "athlete-private": "athlete's private data",
    journal: "athlete's journal",
    "coach-feedback": "coach feedback",
    comment: "journal's comments",
    coaching: "athlete's coaches",
    people: "organization's people",
    plan: "athlete's plan",
    "competition-results": "competition's results",
  };
  return `${verb} this ${noun[what] ?? what.replaceAll("-", " ")}`;
}

export const unauthorized = (detail: string) =>
  new ApiError("unauthorized", 401, detail, {}, { "www-authenticate": 'ApiKey header="X-API-KEY"' });
