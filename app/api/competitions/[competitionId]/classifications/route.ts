import { randomUUID } from "node:crypto";
import { competitionInScope } from "@/lib/auth/scope";
import { classificationsReader } from "@/lib/classifications/read-classifications";
import { replaceClassification } from "@/lib/classifications/replace-classification";
import { serializeClassification } from "@/lib/classifications/serialize-classification";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, ifMatchOf, plain } from "@/lib/http/respond";
import { classificationInput } from "@/lib/schemas/classifications";
import { listQuery } from "@/lib/schemas/common";

/** Creates a classification with a server-chosen id (PUT to .../{classificationId} lets the client choose). */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:write");
  const input = await readJson(request, classificationInput);
  const { classification } = await replaceClassification(ifMatchOf(request), params.competitionId, randomUUID(), input);
  return created(serializeClassification(classification), `/api/competitions/${params.competitionId}/classifications/${classification.id}`);
});

/** In display order. */
export const GET = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  const read = await classificationsReader(principal, params.competitionId);
  return plain(await read(readQuery(request, listQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
