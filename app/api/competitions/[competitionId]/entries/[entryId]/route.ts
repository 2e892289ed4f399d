import { describePrincipal, mayEver } from "@/lib/auth/policy";
import { findCompetition } from "@/lib/competitions/competitions";
import { readCompetitionEntry, serializeCompetitionEntry } from "@/lib/competitions/competition-entries";
import { replaceCompetitionEntry, withdrawCompetitionEntry } from "@/lib/competitions/change-entry";
import { forbidden } from "@/lib/errors";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { competitionEntryInput } from "@/lib/schemas/competitions";

const params = { competitionId: idParam, entryId: idParam };

export const GET = route(params, async ({ params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  return resource(serializeCompetitionEntry(await readCompetitionEntry(principal, competition, params.entryId)));
});

/** The host's officials edit an entry; classifications are reassigned. */
export const PUT = route(params, async ({ request, params, principal }) => {
  const competition = await findCompetition(params.competitionId);
  if (!mayEver(principal, "competition-entry:manage")) {
    throw forbidden(`${describePrincipal(principal)} may not edit entries: the host's competition admins do.`);
  }
  const input = await readJson(request, competitionEntryInput);
  return resource(
    serializeCompetitionEntry(await replaceCompetitionEntry(ifMatchOf(request), principal, competition, params.entryId, input)),
  );
});

/** The host's officials withdraw an entry, or the athlete their own. */
export const DELETE = route(params, async ({ request, params, principal }) => {
  await withdrawCompetitionEntry(ifMatchOf(request), principal, await findCompetition(params.competitionId), params.entryId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
