// A person's own API keys, for their integrations: each acts as its owner does at the time of the
// request (lib/auth/authenticate.ts), so it never does more than they may.
import "server-only";
import {
  deleteSessionsOfKeys,
  insertKey,
  keysOfPerson,
  liveKeyIdsOfPerson,
  revokeKeys,
  revokePersonsKey,
} from "@/lib/auth/api-key-repository";
import { generateKey } from "@/lib/auth/keys";
import { notFound } from "@/lib/errors";
import { iso } from "@/lib/schemas/common";

/** The role column of a person's key: what it may do is its owner's. */
const PERSONAL_ROLE = "person";

const serialize = (k: { id: string; name: string; prefix: string; createdAt: Date; revokedAt: Date | null }) => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  createdUtc: iso(k.createdAt),
  revokedUtc: k.revokedAt ? iso(k.revokedAt) : null,
});

export async function listPersonalKeys(personId: string) {
  return (await keysOfPerson(personId)).map(serialize);
}

export async function createPersonalKey(personId: string, name: string) {
  const { key, prefix, secretHash } = generateKey();
  const row = await insertKey({ name, role: PERSONAL_ROLE, personId, prefix, secretHash });
  return { ...serialize(row), key };
}

/** Revoked at once: the next request with it is a 401; sessions made from it end too. */
export async function revokePersonalKey(personId: string, id: string): Promise<void> {
  if ((await revokePersonsKey(personId, id)) === 0) throw notFound(`Live key ${id} of yours`);
  await deleteSessionsOfKeys([id]);
}

/** Every live key of the person, revoked at once (a password reset offers this: a leaked key outlives a password). */
export async function revokeAllPersonalKeys(personId: string): Promise<number> {
  const ids = await liveKeyIdsOfPerson(personId);
  if (ids.length === 0) return 0;
  await revokeKeys(ids);
  await deleteSessionsOfKeys(ids);
  return ids.length;
}
