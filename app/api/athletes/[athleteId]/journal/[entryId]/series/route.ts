import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, resource } from "@/lib/http/respond";
import { replaceSeries } from "@/lib/journal/replace-series";
import { serializeEntry } from "@/lib/journal/serialize-entry";
import { scoreSeriesListInput } from "@/lib/schemas/journal";

/** Replaces the entry's whole series list; answers with the entry. */
export const PUT = route({ athleteId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  const { scoreSeries } = await readJson(request, scoreSeriesListInput);
  return resource(serializeEntry(await replaceSeries(ifMatchOf(request), params.athleteId, params.entryId, scoreSeries)));
});

export const { GET, POST, PATCH, DELETE } = notAllowed("PUT");
