import { competitionInScope } from "@/lib/auth/scope";
import { previewOrder } from "@/lib/classifications/preview-order";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { orderInput } from "@/lib/schemas/classifications";

/** Takes the classifications in a new order; answers who would join and leave each. Writes nothing. */
export const POST = route({ competitionId: idParam }, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:read");
  const { order } = await readJson(request, orderInput);
  return plain(await previewOrder(params.competitionId, order));
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
