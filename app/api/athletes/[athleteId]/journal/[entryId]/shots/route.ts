import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, plain, resource } from "@/lib/http/respond";
import { replaceShots } from "@/lib/journal/entry-shots";
import { readShots } from "@/lib/journal/read-journal";
import { serializeEntry } from "@/lib/journal/serialize-entry";
import { shotsInput } from "@/lib/schemas/shots";

/** The entry's shots with the shape of their groups. */
export const GET = route({ athleteId: idParam, entryId: idParam }, async ({ params, principal }) => {
  return plain(await readShots(principal, params.athleteId, params.entryId));
});

/** Replaces the entry's whole shot list; answers with the entry, its series and totals now from the shots. */
export const PUT = route({ athleteId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  const { shots } = await readJson(request, shotsInput);
  return resource(serializeEntry(await replaceShots(ifMatchOf(request), params.athleteId, params.entryId, shots)));
});

export const { POST, PATCH, DELETE } = notAllowed("GET", "PUT");
