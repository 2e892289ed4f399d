import { can } from "@/lib/auth/policy";
import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readQuery } from "@/lib/http/query";
import { created, jsonText } from "@/lib/http/respond";
import { createEntry } from "@/lib/journal/create-entry";
import { journalReader } from "@/lib/journal/read-journal";
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
  const journal = await journalReader(principal, params.athleteId);
  return jsonText(await journal.entries(readQuery(request, journalListQuery)));
});

export const { PUT, PATCH, DELETE } = notAllowed("GET", "POST");
