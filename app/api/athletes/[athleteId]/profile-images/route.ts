import { authorizeAthlete } from "@/lib/auth/scope";
import { readForm } from "@/lib/http/form";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { requestOrigin } from "@/lib/http/origin";
import { readQuery } from "@/lib/http/query";
import { created, list } from "@/lib/http/respond";
import { listImages, serializeImage, UPLOAD_LIMIT_BYTES, uploadImage } from "@/lib/images/profile-images";
import { imageListQuery } from "@/lib/schemas/images";

/** multipart/form-data with `file` (PNG, JPEG or WebP, at most 10 MiB) and `imageType`. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "image:write");
  const form = await readForm(
    request,
    UPLOAD_LIMIT_BYTES,
    "upload",
    "Upload the image as multipart/form-data with the fields file and imageType.",
  );
  const image = await uploadImage(params.athleteId, { file: form.get("file"), imageType: form.get("imageType") });
  return created(serializeImage(image, requestOrigin(request)), `/api/athletes/${params.athleteId}/profile-images/${image.id}`);
});

/** Newest first; ?imageType= narrows to one type. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "image:read");
  const query = readQuery(request, imageListQuery);
  const { items, nextCursor } = await listImages(params.athleteId, query.imageType, query);
  const origin = requestOrigin(request);
  return list(
    items.map((image) => serializeImage(image, origin)),
    nextCursor,
  );
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
