import "server-only";
import { imageTypeCodes } from "@/lib/codes";
import { qb } from "@/lib/db/client";
import { ApiError } from "@/lib/errors";
import type { ProfileImage } from "@/lib/generated/prisma/client";

/** Operation 5 (a hot path): the newest image of the type (ties broken by id, newest first), or 404. */
export async function findNewestImage(athleteId: string, imageType: number): Promise<ProfileImage> {
  const image = await qb
    .selectFrom("ProfileImage")
    .selectAll()
    .where("athleteId", "=", athleteId)
    .where("imageType", "=", imageType)
    .orderBy("uploadedAt", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!image) {
    const label = imageTypeCodes.get(imageType)?.toLowerCase() ?? `type ${imageType}`;
    throw new ApiError("not_found", 404, `Athlete ${athleteId} has no ${label} image.`);
  }
  return image;
}
