import { competitionInScope } from "@/lib/auth/scope";
import { previewClassification } from "@/lib/classifications/preview-classification";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { plain } from "@/lib/http/respond";
import { classificationInput, previewQuery } from "@/lib/schemas/classifications";

/** Takes an unsaved classification; answers which entries its rules would qualify and why, and what saving would move. Writes nothing. */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:read");
  const { classificationId } = readQuery(request, previewQuery);
  const input = await readJson(request, classificationInput);
  return plain(await previewClassification(principal, params.competitionId, input, classificationId ?? null));
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
