import "server-only";
import { qb } from "@/lib/db/client";
import { isRole, parseKey, secretMatches } from "./keys";
import { type Principal, unauthorized } from "./policy";
import { sessionKeyId } from "./session";

// Compared against when no key row matches, so a miss costs the same as a wrong secret.
const DECOY_HASH = "0".repeat(43);

/** The key row with its athlete's organization (hot path: every request makes this read). */
function keyWhere(column: "prefix" | "id", value: string) {
  return qb
    .selectFrom("ApiKey as k")
    .leftJoin("Athlete as a", "a.id", "k.athleteId")
    .select(["k.id", "k.role", "k.organizationId", "k.athleteId", "k.secretHash", "k.revokedAt", "a.organizationId as athleteOrganizationId"])
    .where(column === "prefix" ? "k.prefix" : "k.id", "=", value)
    .executeTakeFirst();
}

type KeyRow = Awaited<ReturnType<typeof keyWhere>>;

function principal(row: KeyRow, via: Principal["via"]): Principal | null {
  if (!row || row.revokedAt !== null || !isRole(row.role)) return null;
  return { keyId: row.id, role: row.role, organizationId: row.athleteOrganizationId ?? row.organizationId, athleteId: row.athleteId, via };
}

/** The principal of a raw API key, or null when it is malformed, unknown, wrong or revoked. */
export async function principalForKey(key: string): Promise<Principal | null> {
  const parsed = parseKey(key);
  if (!parsed) return null;
  const row = await keyWhere("prefix", parsed.prefix);
  return secretMatches(parsed.secret, row?.secretHash ?? DECOY_HASH) ? principal(row, "key") : null;
}

/** X-API-KEY if sent; otherwise the session cookie the pages carry. */
export async function authenticate(request: Request): Promise<Principal> {
  const header = request.headers.get("x-api-key");
  if (header !== null) {
    if (!parseKey(header)) throw unauthorized("The X-API-KEY header does not hold a Rangebook API key.");
    const found = await principalForKey(header);
    if (!found) throw unauthorized("The API key is unknown or has been revoked.");
    return found;
  }
  const keyId = await sessionKeyId(request);
  if (keyId) {
    const found = principal(await keyWhere("id", keyId), "session");
    if (found) return found;
    throw unauthorized("The session has ended (its key was revoked); sign in again.");
  }
  throw unauthorized("Send an API key in the X-API-KEY header, or sign in.");
}
