// Every query of user profiles.
import "server-only";
import type { Selectable } from "kysely";
import type { z } from "zod";
import { type QueryBuilder, qb, type Trx } from "@/lib/db/client";
import { heldForWrite } from "@/lib/db/locking";
import type { UserProfile } from "@/lib/generated/kysely/types";
import type { userProfileInput } from "@/lib/schemas/user-profiles";

export type UserProfileRow = Selectable<UserProfile>;
/** What a profile's writer sets: the body without its bot-check token. */
export type UserProfileFields = Omit<z.output<typeof userProfileInput>, "captchaToken">;

export function selectUserProfile(id: string, executor: QueryBuilder = qb): Promise<UserProfileRow | undefined> {
  return executor.selectFrom("UserProfile").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The profile, held until the transaction ends. */
export function selectUserProfileForWrite(trx: Trx, id: string): Promise<UserProfileRow | undefined> {
  return heldForWrite(trx.selectFrom("UserProfile").selectAll().where("id", "=", id)).executeTakeFirst();
}

/** The id of the athlete's profile, if they have one. */
export async function userProfileIdOf(athleteId: string, executor: QueryBuilder = qb): Promise<string | undefined> {
  return (await executor.selectFrom("UserProfile").select("id").where("athleteId", "=", athleteId).executeTakeFirst())?.id;
}

/** Replaces the profile if it is owned by `owner` (null: by nobody); undefined when no such row. */
export function updateUserProfileOwnedBy(
  id: string,
  owner: string | null,
  fields: UserProfileFields,
  executor: QueryBuilder = qb,
): Promise<UserProfileRow | undefined> {
  return executor
    .updateTable("UserProfile")
    .set({ ...fields, updatedAt: new Date() })
    .where("id", "=", id)
    .where((eb) => (owner === null ? eb("athleteId", "is", null) : eb("athleteId", "=", owner)))
    .returningAll()
    .executeTakeFirst();
}

export function updateUserProfile(id: string, fields: UserProfileFields, executor: QueryBuilder = qb): Promise<UserProfileRow> {
  return executor
    .updateTable("UserProfile")
    .set({ ...fields, updatedAt: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function insertUserProfile(
  id: string,
  athleteId: string | null,
  fields: UserProfileFields,
  executor: QueryBuilder = qb,
): Promise<UserProfileRow> {
  const now = new Date();
  return executor
    .insertInto("UserProfile")
    .values({ id, athleteId, ...fields, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}
