import "server-only";
import { imageTypeCodes } from "@/lib/codes";
import { ApiError } from "@/lib/errors";
import { type ProfileImageRow, selectNewestProfileImage } from "./profile-image-repository";

/** Operation 5 (a hot path): the newest image of the type (ties broken by id, newest first), or 404. */
export async function findNewestImage(athleteId: string, imageType: number): Promise<ProfileImageRow> {
  const image = await selectNewestProfileImage(athleteId, imageType);
  if (!image) {
    const label = imageTypeCodes.get(imageType)?.toLowerCase() ?? `type ${imageType}`;
    throw new ApiError("not_found", 404, `Athlete ${athleteId} has no ${label} image.`);
  }
  return image;
}
