// Where the first answer to a write sent with an Idempotency-Key is kept (API section 12): in the
// database, so that a retry through any instance finds it. One row per principal and key; its
// status is null while the first request runs.
import "server-only";
import { qb } from "./client";

/** How long a key and its answer are kept: a day, as the API promises, and a little more. */
const KEPT_MS = 25 * 60 * 60 * 1000;
/** A first request that has not answered in this long died with its process: a retry may run. */
const ABANDONED_MS = 5 * 60 * 1000;
/** Expired keys are deleted at most this often per process, by their index on expiresAt. */
const PRUNE_EVERY_MS = 60 * 1000;

export type KeptAnswer = { status: number; headers: Record<string, string>; body: string };
export type Fingerprint = { method: string; path: string; bodyHash: string };
export type Claim = { kind: "claimed" } | { kind: "replay"; answer: KeptAnswer } | { kind: "running" } | { kind: "other-request" };

let prunedAt = 0;

async function pruneExpired(now: Date): Promise<void> {
  if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
  prunedAt = now.getTime();
  await qb.deleteFrom("IdempotencyKey").where("expiresAt", "<", now).execute();
}

/**
 * Claims `key` for this request, atomically: the first of two concurrent requests inserts the row,
 * the other finds it. A key whose row expired, or whose first request was abandoned, is claimed
 * anew (by one request: the update names the row as it was read).
 */
export async function claimIdempotencyKey(principalId: string, key: string, request: Fingerprint, now = new Date()): Promise<Claim> {
  await pruneExpired(now);
  const fresh = { ...request, status: null, headers: null, body: null, createdAt: now, expiresAt: new Date(now.getTime() + KEPT_MS) };
  const inserted = await qb
    .insertInto("IdempotencyKey")
    .values({ principalId, key, ...fresh })
    .onConflict((conflict) => conflict.columns(["principalId", "key"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  if (inserted) return { kind: "claimed" };
  const kept = await qb
    .selectFrom("IdempotencyKey")
    .selectAll()
    .where("principalId", "=", principalId)
    .where("key", "=", key)
    .executeTakeFirst();
  if (!kept) return claimIdempotencyKey(principalId, key, request, now);
  const abandoned = kept.status === null && now.getTime() - kept.createdAt.getTime() > ABANDONED_MS;
  if (kept.expiresAt < now || abandoned) {
    const taken = await qb
      .updateTable("IdempotencyKey")
      .set(fresh)
      .where("principalId", "=", principalId)
      .where("key", "=", key)
      .where("createdAt", "=", kept.createdAt)
      .returning("key")
      .executeTakeFirst();
    return taken ? { kind: "claimed" } : { kind: "running" };
  }
  if (kept.method !== request.method || kept.path !== request.path || kept.bodyHash !== request.bodyHash) return { kind: "other-request" };
  if (kept.status === null) return { kind: "running" };
  return {
    kind: "replay",
    answer: { status: kept.status, headers: JSON.parse(kept.headers ?? "{}") as Record<string, string>, body: kept.body ?? "" },
  };
}

/** Keeps the first request's answer with its key. */
export async function keepIdempotentAnswer(principalId: string, key: string, answer: KeptAnswer): Promise<void> {
  await qb
    .updateTable("IdempotencyKey")
    .set({ status: answer.status, headers: JSON.stringify(answer.headers), body: answer.body })
    .where("principalId", "=", principalId)
    .where("key", "=", key)
    .execute();
}

/** Lets the key go, so that a retry runs again (after an answer worth retrying: 429, 5xx). */
export async function releaseIdempotencyKey(principalId: string, key: string): Promise<void> {
  await qb.deleteFrom("IdempotencyKey").where("principalId", "=", principalId).where("key", "=", key).execute();
}
