import { competitionInScope } from "@/lib/auth/scope";
import { placeEntry } from "@/lib/classifications/entrants";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { plain } from "@/lib/http/respond";
import { placementInput } from "@/lib/schemas/classifications";

const placementParams = { competitionId: idParam, classificationId: idParam, entryId: idParam };

/** Pins the entry to the classification or keeps it out; the competition is reassigned at once. */
export const PUT = route(placementParams, async ({ request, params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:write");
  const { placement } = await readJson(request, placementInput);
  return plain(await placeEntry(params.competitionId, params.classificationId, params.entryId, placement, principal.personId));
});

/** Lets the rules decide again for this entry and classification; the competition is reassigned at once. */
export const DELETE = route(placementParams, async ({ params, principal }) => {
  await competitionInScope(principal, params.competitionId, "classification:write");
  return plain(await placeEntry(params.competitionId, params.classificationId, params.entryId, null, principal.personId));
});

export const { GET, POST, PATCH } = notAllowed("PUT", "DELETE");
