import { checkAthleteScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { noContent, resource } from "@/lib/http/respond";
import { deleteEntry, replaceEntry } from "@/lib/journal/change-entry";
import { entryInclude, serializeEntry } from "@/lib/journal/serialize-entry";
import { journalEntryInput } from "@/lib/schemas/journal";

const entryParams = { athleteId: idParam, entryId: idParam };

export const GET = route(entryParams, async ({ params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "athlete-private:read");
  const entry = await db.journalEntry.findFirst({
    where: { id: params.entryId, athleteId: params.athleteId },
    include: entryInclude,
  });
  return resource(serializeEntry(found(entry, `Journal entry ${params.entryId} of athlete ${params.athleteId}`)));
});

export const PUT = route(entryParams, async ({ request, params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "athlete-private:write");
  const input = await readJson(request, journalEntryInput);
  return resource(serializeEntry(await replaceEntry(request, params.athleteId, params.entryId, input)));
});

/** Deletes the entry with its series. */
export const DELETE = route(entryParams, async ({ request, params, principal }) => {
  await checkAthleteScope(principal, params.athleteId, "athlete-private:write");
  await deleteEntry(request, params.athleteId, params.entryId);
  return noContent();
});

export const { POST, PATCH } = notAllowed("GET", "PUT", "DELETE");
