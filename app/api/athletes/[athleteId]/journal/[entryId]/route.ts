import { athleteInScope } from "@/lib/auth/scope";
import { db } from "@/lib/db";
import { found } from "@/lib/find";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { resource } from "@/lib/http/respond";
import { entryInclude, serializeEntry } from "@/lib/journal/serialize-entry";

export const GET = route({ athleteId: idParam, entryId: idParam }, async ({ params, principal }) => {
  await athleteInScope(principal, params.athleteId, "athlete-private:read");
  const entry = await db.journalEntry.findFirst({
    where: { id: params.entryId, athleteId: params.athleteId },
    include: entryInclude,
  });
  return resource(serializeEntry(found(entry, `Journal entry ${params.entryId} of athlete ${params.athleteId}`)));
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
