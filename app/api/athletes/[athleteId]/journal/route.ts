import { athleteInScope } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { created } from "@/lib/http/respond";
import { createEntry } from "@/lib/journal/create-entry";
import { serializeEntry } from "@/lib/journal/serialize-entry";
import { journalEntryInput } from "@/lib/schemas/journal";

export const POST = route({ athleteId: idParam }, async ({ request, params, principal }) => {
  await athleteInScope(principal, params.athleteId, "athlete-private:write");
  const entry = await createEntry(params.athleteId, await readJson(request, journalEntryInput));
  return created(serializeEntry(entry), `/api/athletes/${params.athleteId}/journal/${entry.id}`);
});

export const { GET, PUT, PATCH, DELETE } = notAllowed("POST");
