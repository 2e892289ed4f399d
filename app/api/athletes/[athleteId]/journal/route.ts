import { can } from "@/lib/auth/policy";
import { athleteInScope, authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, jsonText } from "@/lib/http/respond";
import { keptJournalJson } from "@/lib/journal/journal-cache";
import { createEntry } from "@/lib/journal/create-entry";
import { listEntries } from "@/lib/journal/list-entries";
import { serializeEntry } from "@/lib/journal/serialize-entry";
import { journalEntryInput, journalListQuery } from "@/lib/schemas/journal";

/** Operation 1. coachFeedback is the coach's to write (…/coach-feedback): from the athlete, a new entry starts without it. */
export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:write");
  const input = await readJson(request, journalEntryInput);
  const coachFeedback = can(principal, "coach-feedback:write", { athleteId: params.athleteId }) ? input.coachFeedback : null;
  const entry = await createEntry(params.athleteId, { ...input, coachFeedback });
  return created(serializeEntry(entry), `/api/athletes/${params.athleteId}/journal/${entry.id}`);
});

/** Newest session first; filters from, to, discipline, sessionType. */
export const GET = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  const athlete = await athleteInScope(principal, params.athleteId, "journal:read");
  const query = readQuery(request, journalListQuery);
  return jsonText(
    await keptJournalJson(athlete, `list ${JSON.stringify(query)}`, async () => {
      const { items, nextCursor } = await listEntries(athlete.id, query);
      return { items: items.map(serializeEntry), nextCursor };
    }),
  );
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
