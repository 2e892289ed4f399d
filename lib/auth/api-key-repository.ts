// API keys, the sessions a key is exchanged for, and the rate limit's counts: every statement on
// ApiKey, KeySession and RateLimitWindow. The key lookup and the count run on every request with a
// key, so each is one statement.
import "server-only";
import type { UpdateResult } from "kysely";
import { qb, type Executor } from "@/lib/db/client";
import { newId } from "@/lib/db/rows";

/** The key row with its athlete's organization. */
function keySelect(column: "prefix" | "id", value: string) {
  return qb
    .selectFrom("ApiKey as k")
    .leftJoin("Athlete as a", "a.id", "k.athleteId")
    .select([
      "k.id",
      "k.role",
      "k.organizationId",
      "k.athleteId",
      "k.personId",
      "k.secretHash",
      "k.revokedAt",
      "a.organizationId as athleteOrganizationId",
    ])
    .where(column === "prefix" ? "k.prefix" : "k.id", "=", value);
}

export const keyByPrefix = (prefix: string) => keySelect("prefix", prefix).executeTakeFirst();

export const keyById = (id: string) => keySelect("id", id).executeTakeFirst();

export type KeyRow = NonNullable<Awaited<ReturnType<typeof keyById>>>;

/**
 * The key row, with the request counted in `window` by the same statement (`requests`: the count
 * after it), for a database whose WITH may hold a write (lib/db/dialect.ts).
 */
export function keyByPrefixCounted(prefix: string, secretHash: string, window: number) {
  return qb
    .with("k", () => keySelect("prefix", prefix))
    .with("c", (db) =>
      db
        .insertInto("RateLimitWindow")
        .columns(["keyId", "window", "count"])
        .expression((eb) =>
          eb
            .selectFrom("k")
            .select((s) => ["k.id", s.cast<number>(s.val(window), "integer").as("window"), s.cast<number>(s.val(1), "integer").as("count")])
            // Counted only for the right secret of a live key, as the separate count after
            // authentication would be (the secret is still compared in constant time by the caller).
            .where("k.secretHash", "=", secretHash)
            .where("k.revokedAt", "is", null),
        )
        .onConflict((conflict) =>
          conflict.columns(["keyId", "window"]).doUpdateSet((eb) => ({ count: eb("RateLimitWindow.count", "+", 1) })),
        )
        .returning("count"),
    )
    .selectFrom("k")
    .selectAll("k")
    .select((eb) => eb.selectFrom("c").select("c.count").as("requests"))
    .executeTakeFirst();
}

export async function keyName(id: string): Promise<string | null> {
  const row = await qb.selectFrom("ApiKey").select("name").where("id", "=", id).executeTakeFirst();
  return row?.name ?? null;
}

export async function insertKey(key: {
  name: string;
  role: string;
  organizationId?: string | null;
  athleteId?: string | null;
  personId?: string | null;
  prefix: string;
  secretHash: string;
}) {
  return qb
    .insertInto("ApiKey")
    .values({
      organizationId: null,
      athleteId: null,
      personId: null,
      ...key,
      id: newId(),
      createdAt: new Date(),
      revokedAt: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Every key, oldest first (for the operator's listing). */
export function allKeys() {
  return qb.selectFrom("ApiKey").selectAll().orderBy("createdAt", "asc").execute();
}

/** A person's own keys, newest first. */
export function keysOfPerson(personId: string) {
  return qb.selectFrom("ApiKey").selectAll().where("personId", "=", personId).orderBy("createdAt", "desc").execute();
}

export async function liveKeyIdsOfPerson(personId: string): Promise<string[]> {
  const rows = await qb.selectFrom("ApiKey").select("id").where("personId", "=", personId).where("revokedAt", "is", null).execute();
  return rows.map((r) => r.id);
}

const liveKeys = (executor: Executor = qb) => executor.updateTable("ApiKey").set({ revokedAt: new Date() }).where("revokedAt", "is", null);

const revoked = (result: UpdateResult) => Number(result.numUpdatedRows);

/** Revokes a live key by id or by the prefix shown in listings; answers how many it revoked. */
export async function revokeKeyByIdOrPrefix(idOrPrefix: string): Promise<number> {
  return revoked(
    await liveKeys()
      .where((eb) => eb.or([eb("id", "=", idOrPrefix), eb("prefix", "=", idOrPrefix)]))
      .executeTakeFirst(),
  );
}

export async function revokePersonsKey(personId: string, id: string): Promise<number> {
  return revoked(await liveKeys().where("id", "=", id).where("personId", "=", personId).executeTakeFirst());
}

export async function revokeKeys(ids: string[]): Promise<number> {
  return ids.length === 0 ? 0 : revoked(await liveKeys().where("id", "in", ids).executeTakeFirst());
}

export async function revokeAthletesKeys(executor: Executor, athleteIds: string[]): Promise<number> {
  return revoked(await liveKeys(executor).where("athleteId", "in", athleteIds).executeTakeFirst());
}

/** Live operator keys with the admin role. */
export async function liveAdminKeyCount(): Promise<number> {
  const { count } = await qb
    .selectFrom("ApiKey")
    .select((eb) => eb.fn.countAll<number | string | bigint>().as("count"))
    .where("role", "=", "admin")
    .where("revokedAt", "is", null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Whether the organization and the athlete a new key names exist (null: none named). */
export async function scopeExists(organizationId: string | null, athleteId: string | null) {
  const [organization, athlete] = await Promise.all([
    organizationId ? qb.selectFrom("Organization").select("id").where("id", "=", organizationId).executeTakeFirst() : null,
    athleteId ? qb.selectFrom("Athlete").select("id").where("id", "=", athleteId).executeTakeFirst() : null,
  ]);
  return { organization: organization !== undefined, athlete: athlete !== undefined };
}

export async function insertKeySession(tokenHash: string, apiKeyId: string, expiresAt: Date): Promise<void> {
  await qb.insertInto("KeySession").values({ id: newId(), tokenHash, apiKeyId, expiresAt, createdAt: new Date() }).execute();
}

export function keySessionByToken(tokenHash: string) {
  return qb.selectFrom("KeySession").select(["apiKeyId", "expiresAt"]).where("tokenHash", "=", tokenHash).executeTakeFirst();
}

export async function deleteKeySession(tokenHash: string): Promise<void> {
  await qb.deleteFrom("KeySession").where("tokenHash", "=", tokenHash).execute();
}

export async function deleteSessionsOfKeys(apiKeyIds: string[]): Promise<void> {
  if (apiKeyIds.length > 0) await qb.deleteFrom("KeySession").where("apiKeyId", "in", apiKeyIds).execute();
}

/** Counts one request of `key` in `window`; answers the window's count with it. */
export async function countInWindow(key: string, window: number): Promise<number> {
  const { count } = await qb
    .insertInto("RateLimitWindow")
    .values({ keyId: key, window, count: 1 })
    .onConflict((conflict) => conflict.columns(["keyId", "window"]).doUpdateSet((eb) => ({ count: eb("RateLimitWindow.count", "+", 1) })))
    .returning("count")
    .executeTakeFirstOrThrow();
  return count;
}

export async function countOfWindow(key: string, window: number): Promise<number> {
  const row = await qb
    .selectFrom("RateLimitWindow")
    .select("count")
    .where("keyId", "=", key)
    .where("window", "=", window)
    .executeTakeFirst();
  return row?.count ?? 0;
}

export async function forgetWindows(key: string, windows: number[]): Promise<void> {
  await qb.deleteFrom("RateLimitWindow").where("keyId", "=", key).where("window", "in", windows).execute();
}

export async function forgetWindowsBefore(key: string, window: number): Promise<void> {
  await qb.deleteFrom("RateLimitWindow").where("keyId", "=", key).where("window", "<", window).execute();
}
