import "server-only";
import { keyById, keyByPrefix, keyByPrefixCounted, type KeyRow } from "@/lib/hot-reads";
import { countsWithKeyLookup } from "@/lib/http/rate-limit";
import { hashSecret, isRole, parseKey, secretMatches } from "./keys";
import { type Principal, unauthorized } from "./policy";
import { sessionKeyId } from "./session";

// Compared against when no key row matches, so a miss costs the same as a wrong secret.
const DECOY_HASH = "0".repeat(43);

function principal(row: KeyRow | null, via: Principal["via"]): Principal | null {
  if (!row || row.revokedAt !== null || !isRole(row.role)) return null;
  return { keyId: row.id, role: row.role, organizationId: row.athlete?.organizationId ?? row.organizationId, athleteId: row.athleteId, via };
}

function verified(key: { secret: string }, row: KeyRow | null): Principal | null {
  return secretMatches(key.secret, row?.secretHash ?? DECOY_HASH) ? principal(row, "key") : null;
}

/** The principal of a raw API key, or null when it is malformed, unknown, wrong or revoked. */
export async function principalForKey(key: string): Promise<Principal | null> {
  const parsed = parseKey(key);
  return parsed ? verified(parsed, await keyByPrefix(parsed.prefix)) : null;
}

/** principalForKey for a request; where the rate-limit count lives in PostgreSQL, the same statement counts it. */
async function requestPrincipal(key: { prefix: string; secret: string }): Promise<Principal | null> {
  const window = countsWithKeyLookup();
  if (window === null) return verified(key, await keyByPrefix(key.prefix));
  const { key: row, count } = await keyByPrefixCounted(key.prefix, hashSecret(key.secret), window);
  const found = verified(key, row);
  return found && count !== null ? { ...found, counted: { window, count } } : found;
}

/** X-API-KEY if sent; otherwise the session cookie the pages carry. */
export async function authenticate(request: Request): Promise<Principal> {
  const header = request.headers.get("x-api-key");
  if (header !== null) {
    const parsed = parseKey(header);
    if (!parsed) throw unauthorized("The X-API-KEY header does not hold a Rangebook API key.");
    const found = await requestPrincipal(parsed);
    if (!found) throw unauthorized("The API key is unknown or has been revoked.");
    return found;
  }
  const keyId = await sessionKeyId(request);
  if (keyId) {
    const found = principal(await keyById(keyId), "session");
    if (found) return found;
    throw unauthorized("The session has ended (its key was revoked); sign in again.");
  }
  throw unauthorized("Send an API key in the X-API-KEY header, or sign in.");
}
