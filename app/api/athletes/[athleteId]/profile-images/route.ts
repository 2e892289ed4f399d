import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { listImages, serializeImage, uploadImage } from "@/lib/images/profile-images";
import { imageListQuery } from "@/lib/schemas/images";

/** multipart/form-data with `file` (PNG, JPEG or WebP, at most 10 MiB) and `imageType`. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "image:write");
  const image = await uploadImage(request, params.athleteId);
  return created(serializeImage(image, request), `/api/athletes/${params.athleteId}/profile-images/${image.id}`);
});

/** Newest first; ?imageType= narrows to one type. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "image:read");
  const query = readQuery(request, imageListQuery);
  const { items, nextCursor } = await listImages(params.athleteId, query.imageType, query);
  return list(
    items.map((image) => serializeImage(image, request)),
    nextCursor,
  );
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
