// A person's own API keys, for their integrations: each acts as its owner does at the time of the
// request (lib/auth/authenticate.ts), so it never does more than they may.
import "server-only";
import { generateKey } from "@/lib/auth/keys";
import { db } from "@/lib/db/client";
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
  return (await db.apiKey.findMany({ where: { personId }, orderBy: { createdAt: "desc" } })).map(serialize);
}

export async function createPersonalKey(personId: string, name: string) {
  const { key, prefix, secretHash } = generateKey();
  const row = await db.apiKey.create({ data: { name, role: PERSONAL_ROLE, personId, prefix, secretHash } });
  return { ...serialize(row), key };
}

/** Revoked at once: the next request with it is a 401; sessions made from it end too. */
export async function revokePersonalKey(personId: string, id: string): Promise<void> {
  const { count } = await db.apiKey.updateMany({ where: { id, personId, revokedAt: null }, data: { revokedAt: new Date() } });
  if (count === 0) throw notFound(`Live key ${id} of yours`);
  await db.keySession.deleteMany({ where: { apiKeyId: id } });
}

/** Every live key of the person, revoked at once (a password reset offers this: a leaked key outlives a password). */
export async function revokeAllPersonalKeys(personId: string): Promise<number> {
  const live = await db.apiKey.findMany({ where: { personId, revokedAt: null }, select: { id: true } });
  const ids = live.map((k) => k.id);
  if (ids.length === 0) return 0;
  await db.apiKey.updateMany({ where: { id: { in: ids } }, data: { revokedAt: new Date() } });
  await db.keySession.deleteMany({ where: { apiKeyId: { in: ids } } });
  return ids.length;
}
