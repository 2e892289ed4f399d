import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { requestOrigin } from "@/lib/http/origin";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { deleteImage, findImage, serializeImage } from "@/lib/images/profile-images";

export const GET = route({ athleteId: idParam, imageId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "image:read");
  return resource(serializeImage(await findImage(params.athleteId, params.imageId), requestOrigin(request)));
});

/** Deletes the image; the stored bytes go once no other image uses them. */
export const DELETE = route({ athleteId: idParam, imageId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "image:write");
  await deleteImage(ifMatchOf(request), requestOrigin(request), params.athleteId, params.imageId);
  return noContent();
});

export const { POST, PUT, PATCH } = notAllowed("GET", "DELETE");
