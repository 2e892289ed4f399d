// Every query of athletes' profile images.
import "server-only";
import type { Insertable, Selectable } from "kysely";
import { type QueryBuilder, qb } from "@/lib/db/client";
import { inKeyOrder, page, type SortKey } from "@/lib/db/pagination";
import { newId } from "@/lib/db/rows";
import type { ProfileImage } from "@/lib/generated/kysely/types";

export type ProfileImageRow = Selectable<ProfileImage>;

export function selectProfileImage(athleteId: string, imageId: string, executor: QueryBuilder = qb): Promise<ProfileImageRow | undefined> {
  return executor.selectFrom("ProfileImage").selectAll().where("id", "=", imageId).where("athleteId", "=", athleteId).executeTakeFirst();
}

/** Operation 5 (a hot path): the newest image of the type, ties broken by id, newest first. */
export function selectNewestProfileImage(
  athleteId: string,
  imageType: number,
  executor: QueryBuilder = qb,
): Promise<ProfileImageRow | undefined> {
  return executor
    .selectFrom("ProfileImage")
    .selectAll()
    .where("athleteId", "=", athleteId)
    .where("imageType", "=", imageType)
    .orderBy("uploadedAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
}

const newestUpload: SortKey<ProfileImageRow> = [
  { field: "uploadedAt", direction: "desc", kind: "date", value: (i) => i.uploadedAt },
  { field: "id", direction: "desc", kind: "string", value: (i) => i.id },
];

/** Newest first; `imageType` undefined means every type. */
export function selectProfileImagePage(
  athleteId: string,
  imageType: number | undefined,
  query: { limit: number; cursor?: string },
  executor: QueryBuilder = qb,
) {
  return page(newestUpload, query, ({ after, take }) => {
    let select = executor.selectFrom("ProfileImage").selectAll().where("athleteId", "=", athleteId);
    if (imageType !== undefined) select = select.where("imageType", "=", imageType);
    return select.$call((q) => inKeyOrder(q, newestUpload, { after, take }, ["uploadedAt", "id"])).execute();
  });
}

export function insertProfileImage(
  values: Omit<Insertable<ProfileImage>, "id" | "uploadedAt">,
  executor: QueryBuilder = qb,
): Promise<ProfileImageRow> {
  return executor
    .insertInto("ProfileImage")
    .values({ id: newId(), ...values, uploadedAt: new Date() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function deleteProfileImageRow(id: string, executor: QueryBuilder = qb): Promise<void> {
  await executor.deleteFrom("ProfileImage").where("id", "=", id).execute();
}

/** Which of these stored objects an image row still names. */
export async function storageKeysInUse(storageKeys: string[], executor: QueryBuilder = qb): Promise<Set<string>> {
  if (storageKeys.length === 0) return new Set();
  const rows = await executor.selectFrom("ProfileImage").select("storageKey").where("storageKey", "in", storageKeys).execute();
  return new Set(rows.map((r) => r.storageKey));
}
