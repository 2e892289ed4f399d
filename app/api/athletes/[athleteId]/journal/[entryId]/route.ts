import { can } from "@/lib/auth/policy";
import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, noContent, resource } from "@/lib/http/respond";
import { deleteEntry } from "@/lib/journal/delete-entry";
import { readEntry } from "@/lib/journal/read-journal";
import { replaceEntry } from "@/lib/journal/replace-entry";
import { serializeEntry } from "@/lib/journal/serialize-entry";
import { journalEntryReplaceInput } from "@/lib/schemas/journal";

const entryParams = { athleteId: idParam, entryId: idParam };

export const GET = route(entryParams, async ({ params, principal }) => {
  return resource(await readEntry(principal, params.athleteId, params.entryId));
});

/**
 * Replaces the entry; coachFeedback stays as the coach wrote it, whatever the athlete sends (the
 * stored value sent back, as every client that read the entry does, or another).
 */
export const PUT = route(entryParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  const input = await readJson(request, journalEntryReplaceInput);
  const coachFeedback = can(principal, "coach-feedback:write", { athleteId: params.athleteId }) ? input.coachFeedback : undefined;
  return resource(serializeEntry(await replaceEntry(ifMatchOf(request), params.athleteId, params.entryId, { ...input, coachFeedback })));
});

/** Deletes the entry with its series. */
export const DELETE = route(entryParams, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  await deleteEntry(ifMatchOf(request), params.athleteId, params.entryId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
