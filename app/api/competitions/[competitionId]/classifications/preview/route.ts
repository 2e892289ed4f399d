import { competitionInScope } from "@/lib/auth/scope";
import { previewClassification } from "@/lib/classifications/preview-classification";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { classificationInput } from "@/lib/schemas/classifications";

/** Takes an unsaved classification; answers which entries its rules would qualify, and why. Writes nothing. */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:read");
  return plain(await previewClassification(principal, params.competitionId, await readJson(request, classificationInput)));
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
