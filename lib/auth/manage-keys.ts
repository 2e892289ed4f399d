// Creating, listing and revoking API keys: used by `npm run apikey` and the demo seed.
import "server-only";
import { allKeys, insertKey, revokeKeyByIdOrPrefix, scopeExists } from "./api-key-repository";
import { generateKey, type Role } from "./keys";

export type NewKey = { role: Role; name: string; organizationId?: string | null; athleteId?: string | null };

export class KeyRequestError extends Error {}

export async function createKey(request: NewKey): Promise<{ id: string; key: string }> {
  const { role, name } = request;
  const organizationId = request.organizationId ?? null;
  const athleteId = request.athleteId ?? null;
  if (!name.trim()) throw new KeyRequestError("--name must not be empty");
  if (role === "admin" && (organizationId || athleteId)) throw new KeyRequestError("an admin key has no --organization or --athlete");
  if ((role === "staff" || role === "competition-admin") && (!organizationId || athleteId)) {
    throw new KeyRequestError(`a ${role} key needs --organization <id> and no --athlete`);
  }
  if (role === "athlete" && (!athleteId || organizationId))
    throw new KeyRequestError("an athlete key needs --athlete <id> and no --organization");
  const exists = await scopeExists(organizationId, athleteId);
  if (organizationId && !exists.organization) throw new KeyRequestError(`no organization has id ${organizationId}`);
  if (athleteId && !exists.athlete) throw new KeyRequestError(`no athlete has id ${athleteId}`);
  const { key, prefix, secretHash } = generateKey();
  const row = await insertKey({ name: name.trim(), role, organizationId, athleteId, prefix, secretHash });
  return { id: row.id, key };
}

export function listKeys() {
  return allKeys();
}

/** Revokes by id or by the prefix shown in listings; true when a live key was revoked. */
export async function revokeKey(idOrPrefix: string): Promise<boolean> {
  return (await revokeKeyByIdOrPrefix(idOrPrefix)) > 0;
}
