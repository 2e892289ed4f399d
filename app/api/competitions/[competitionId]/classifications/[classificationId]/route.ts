import { competitionInScope } from "@/lib/auth/scope";
import { deleteClassification, replaceClassification } from "@/lib/classifications/replace-classification";
import { findClassification } from "@/lib/classifications/classifications";
import { serializeClassification } from "@/lib/classifications/serialize-classification";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { classificationInput } from "@/lib/schemas/classifications";

const classificationParams = { competitionId: idParam, classificationId: idParam };

export const GET = route(classificationParams, async ({ params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:read");
  return resource(serializeClassification(await findClassification(params.competitionId, params.classificationId)));
});

/** Operation 6: create (201) or replace (200) with the whole rule list. */
export const PUT = route(classificationParams, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:write");
  const input = await readJson(request, classificationInput);
  const { classification, created } = await replaceClassification(ifMatchOf(request), params.competitionId, params.classificationId, input);
  const location = `/api/competitions/${params.competitionId}/classifications/${classification.id}`;
  return resource(serializeClassification(classification), created ? { status: 201, location } : {});
});

/** Deletes the classification with its rules and assignments, then reassigns the competition. */
export const DELETE = route(classificationParams, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:write");
  await deleteClassification(ifMatchOf(request), params.competitionId, params.classificationId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
