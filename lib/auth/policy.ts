// Who may do what (API.md section 3), as one table. Admin keys may do everything; every other role
// is limited to its organization or its athlete. Handlers load the resource first (404 before 403),
// then call `authorize` with the organization and athlete that own it.
import { ApiError, forbidden } from "@/lib/errors";
import type { Role } from "./keys";

export type Principal = {
  keyId: string;
  role: Role;
  /** The key's organization; for athlete keys, the organization of the athlete. */
  organizationId: string | null;
  athleteId: string | null;
  /** How the request proved it: the X-API-KEY header, or a session cookie from the pages. */
  via: "key" | "session";
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
  | "athlete:create"
  | "athlete:read"
  | "athlete:write"
  | "athlete-classifying:write"
  | "athlete-private:read"
  | "athlete-private:write"
  | "image:read"
  | "image:write"
  | "catalog:read"
  | "catalog:write"
  | "competition:create"
  | "competition-entry:read"
  | "competition-entry:write"
  | "classification:read"
  | "classification:write";

type Rule = (principal: Principal, owner: Owner) => boolean;

const sameOrganization: Rule = (p, o) => p.organizationId !== null && p.organizationId === o.organizationId;
const sameAthlete: Rule = (p, o) => p.athleteId !== null && p.athleteId === o.athleteId;
const anyone: Rule = () => true;

const policy: Record<Permission, Partial<Record<Exclude<Role, "admin">, Rule>>> = {
  "organization:read": { staff: sameOrganization, "competition-admin": sameOrganization, athlete: sameOrganization },
  "organization:create": {},
  "address:read": { staff: sameOrganization },
  "address:write": { staff: sameOrganization },
  "news:read": { staff: sameOrganization },
  "news:write": { staff: sameOrganization },
  "athlete:create": {},
  "athlete:read": { staff: sameOrganization, "competition-admin": sameOrganization, athlete: sameAthlete },
  "athlete:write": { athlete: sameAthlete, staff: sameOrganization },
  // Date of birth and gender decide classifications, so the athlete does not set their own.
  "athlete-classifying:write": { staff: sameOrganization },
  // The journal, its series, calendar events, equipment profiles and the user profile.
  "athlete-private:read": { athlete: sameAthlete },
  "athlete-private:write": { athlete: sameAthlete },
  "image:read": { staff: sameOrganization, athlete: sameAthlete },
  "image:write": { athlete: sameAthlete },
  // Courses of fire and competitions themselves: the public facts every key may read.
  "catalog:read": { staff: anyone, "competition-admin": anyone, athlete: anyone },
  "catalog:write": {},
  "competition:create": {},
  "competition-entry:read": { staff: sameOrganization, "competition-admin": sameOrganization, athlete: sameAthlete },
  // An athlete enters themselves into any competition; a competition admin enters athletes of their
  // own organization into the competitions it hosts.
  "competition-entry:write": {
    athlete: sameAthlete,
    "competition-admin": (p, o) => sameOrganization(p, o) && p.organizationId === o.hostOrganizationId,
  },
  "classification:read": { staff: sameOrganization, "competition-admin": sameOrganization },
  "classification:write": { "competition-admin": sameOrganization },
};

export function can(principal: Principal, permission: Permission, owner: Owner = {}): boolean {
  if (principal.role === "admin") return true;
  return policy[permission][principal.role]?.(principal, owner) ?? false;
}

/** Whether any competition entry could be this principal's to make, so others get their 403 before the body is read. */
export function mayEverEnter(principal: Principal): boolean {
  return principal.role === "admin" || policy["competition-entry:write"][principal.role] !== undefined;
}

export function authorize(principal: Principal, permission: Permission, owner: Owner = {}): void {
  if (!can(principal, permission, owner)) {
    throw forbidden(`A ${principal.role} key may not ${describe(permission)}.`);
  }
}

function describe(permission: Permission): string {
  const [what, action] = permission.split(":");
  const verb = action === "read" ? "read" : action === "create" ? "create" : "change";
  return `${verb} this ${what?.replace("-private", " journal data").replaceAll("-", " ")}`;
}

export const unauthorized = (detail: string) =>
  new ApiError("unauthorized", 401, detail, {}, { "www-authenticate": 'ApiKey header="X-API-KEY"' });
