// Who is asking: an API key (X-API-KEY), a person's session, or a key exchanged for a cookie. An
// operator's key holds the one grant it was made with; a person (signed in, or through one of their
// own keys) holds the grants of their memberships and coaching, read afresh on every request, so a
// removed membership or a revoked coaching counts from the next request on.
import "server-only";
import { personGrants } from "@/lib/people/account-repository";
import { keyById, keyByPrefix, keyByPrefixCounted, type KeyRow } from "./api-key-repository";
import { keySessionKeyId } from "./key-sessions";
import { hashSecret, isRole, parseKey, secretMatches } from "./keys";
import { personSession } from "./people";
import { type Grant, type Principal, SCOPED_ROLES, type ScopedRole, unauthorized } from "./policy";
import { countedWithKeyLookup, windowOf } from "./rate-limit";

// Compared against when no key row matches, so a miss costs the same as a wrong secret.
const DECOY_HASH = "0".repeat(43);

function principal(row: KeyRow | undefined, via: Principal["via"]): Promise<Principal | null> | Principal | null {
  if (!row || row.revokedAt !== null) return null;
  // A person's own key acts as its owner does at the time of the request, never more.
  if (row.personId) return personPrincipal(row.personId, { via, keyId: row.id });
  if (!isRole(row.role)) return null;
  const base = { id: row.id, via, keyId: row.id, personId: null };
  if (row.role === "admin") return { ...base, admin: true, grants: [] };
  return {
    ...base,
    admin: false,
    grants: [{ role: row.role, organizationId: row.athleteOrganizationId ?? row.organizationId, athleteId: row.athleteId }],
  };
}

const isScopedRole = (role: string): role is ScopedRole => (SCOPED_ROLES as readonly string[]).includes(role);

/** A person's grants: their memberships, and the athletes who coach with them. */
async function personPrincipal(personId: string, how: { via: Principal["via"]; keyId: string | null }): Promise<Principal | null> {
  const person = await personGrants(personId);
  if (!person) return null;
  const grants: Grant[] = [];
  for (const m of person.memberships) {
    if (m.role === "athlete") {
      if (m.athleteId)
        grants.push({ role: "athlete", organizationId: m.athleteOrganizationId ?? m.organizationId, athleteId: m.athleteId });
    } else if (isScopedRole(m.role)) {
      grants.push({ role: m.role, organizationId: m.organizationId, athleteId: null });
    }
  }
  for (const c of person.coaching) grants.push({ role: "coach", organizationId: c.organizationId, athleteId: c.athleteId });
  return { id: how.keyId ?? personId, via: how.via, keyId: how.keyId, personId, admin: person.isAdmin, grants };
}

/** The principal of a raw API key, or null when it is malformed, unknown, wrong or revoked. */
export async function principalForKey(key: string): Promise<Principal | null> {
  return (await lookUpKey(key)).principal;
}

/** The key's principal, and this window's request count when the lookup made it (countedWithKeyLookup). */
async function lookUpKey(key: string, now = Date.now()): Promise<{ principal: Principal | null; counted: number | null }> {
  const parsed = parseKey(key);
  if (!parsed) return { principal: null, counted: null };
  const row = countedWithKeyLookup()
    ? await keyByPrefixCounted(parsed.prefix, hashSecret(parsed.secret), windowOf(now))
    : await keyByPrefix(parsed.prefix);
  const counted = row && "requests" in row && typeof row.requests === "number" ? row.requests : null;
  return { principal: secretMatches(parsed.secret, row?.secretHash ?? DECOY_HASH) ? await principal(row, "key") : null, counted };
}

/**
 * X-API-KEY if sent; otherwise the session cookie the pages carry. `counted` is the request's count
 * in its rate-limit window when the key lookup made it.
 */
export async function authenticate(request: Request): Promise<{ principal: Principal; counted: number | null }> {
  const header = request.headers.get("x-api-key");
  if (header !== null) {
    if (!parseKey(header)) throw unauthorized("The X-API-KEY header does not hold a Rangebook API key.");
    const { principal: found, counted } = await lookUpKey(header);
    if (!found) throw unauthorized("The API key is unknown or has been revoked.");
    return { principal: found, counted };
  }
  const personId = await personSession(request);
  if (personId) {
    const found = await personPrincipal(personId, { via: "person", keyId: null });
    if (found) return { principal: found, counted: null };
  }
  const keyId = await keySessionKeyId(request);
  if (keyId) {
    const found = await principal(await keyById(keyId), "session");
    if (found) return { principal: found, counted: null };
    throw unauthorized("The session has ended (its key was revoked); sign in again.");
  }
  throw unauthorized("Sign in, or send an API key in the X-API-KEY header.");
}
