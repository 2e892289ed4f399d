import { checkAthleteScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, resource } from "@/lib/http/respond";
import { deleteImage, serializeImage } from "@/lib/images/profile-images";

export const GET = route({ athleteId: idParam, imageId: idParam }, async ({ request, params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "image:read");
  const image = await db.profileImage.findFirst({ where: { id: params.imageId, athleteId: params.athleteId } });
  return resource(serializeImage(found(image, `Profile image ${params.imageId} of athlete ${params.athleteId}`), request));
});

/** Deletes the image; the stored bytes go once no other image uses them. */
export const DELETE = route({ athleteId: idParam, imageId: idParam }, async ({ request, params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "image:write");
  await deleteImage(request, params.athleteId, params.imageId);
  return noContent();
});

export const { POST, PUT, PATCH } = notAllowed("GET", "DELETE");
