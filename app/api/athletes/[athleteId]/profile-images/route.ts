import { athleteInScope } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { serializeImage, uploadImage } from "@/lib/images/profile-images";

export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await athleteInScope(principal, params.athleteId, "image:write");
  const image = await uploadImage(request, params.athleteId);
  return created(serializeImage(image, request), `/api/athletes/${params.athleteId}/profile-images/${image.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
