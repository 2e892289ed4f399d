import { authorizeAthlete } from "@/lib/auth/scope";
import { imageTypeCodes } from "@/lib/codes";
import { codeParam, idParam, notAllowed, route } from "@/lib/http/handler";
import { requestOrigin } from "@/lib/http/origin";
import { resource } from "@/lib/http/respond";
import { findNewestImage } from "@/lib/images/newest-image";
import { serializeImage } from "@/lib/images/profile-images";

export const GET = route({ athleteId: idParam, imageType: codeParam(imageTypeCodes) }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "image:read");
  return resource(serializeImage(await findNewestImage(params.athleteId, params.imageType), requestOrigin(request)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
