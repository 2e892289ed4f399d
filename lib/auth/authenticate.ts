import "server-only";
import { db } from "@/lib/db";
import { isRole, parseKey, secretMatches } from "./keys";
import { type Principal, unauthorized } from "./policy";

// Compared against when no key row matches, so a miss costs the same as a wrong secret.
const DECOY_HASH = "0".repeat(43);

export async function authenticate(request: Request): Promise<Principal> {
  const header = request.headers.get("x-api-key");
  if (!header) throw unauthorized("Send an API key in the X-API-KEY header.");
  const parsed = parseKey(header);
  if (!parsed) throw unauthorized("The X-API-KEY header does not hold a Rangebook API key.");

  const row = await db.apiKey.findUnique({
    where: { prefix: parsed.prefix },
    select: {
      id: true, role: true, organizationId: true, athleteId: true, secretHash: true, revokedAt: true,
      athlete: { select: { organizationId: true } },
    },
  });
  const matches = secretMatches(parsed.secret, row?.secretHash ?? DECOY_HASH);
  if (!row || !matches || row.revokedAt !== null || !isRole(row.role)) {
    throw unauthorized("The API key is unknown or has been revoked.");
  }
  return {
    keyId: row.id,
    role: row.role,
    organizationId: row.athlete?.organizationId ?? row.organizationId,
    athleteId: row.athleteId,
  };
}
