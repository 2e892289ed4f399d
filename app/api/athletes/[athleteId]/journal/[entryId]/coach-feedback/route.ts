import { authorizeAthlete } from "@/lib/auth/scope";
import { readJson } from "@/lib/http/body";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { ifMatchOf, resource } from "@/lib/http/respond";
import { writeCoachFeedback } from "@/lib/journal/coach-feedback";
import { serializeEntry } from "@/lib/journal/serialize-entry";
import { coachFeedbackInput } from "@/lib/schemas/people";

/** A coach of the athlete writes their feedback on the session (If-Match as on the entry). */
export const PUT = route({ athleteId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "coach-feedback:write");
  const { coachFeedback } = await readJson(request, coachFeedbackInput);
  return resource(serializeEntry(await writeCoachFeedback(ifMatchOf(request), params.athleteId, params.entryId, coachFeedback)));
});

export const { GET, POST, PATCH, DELETE } = notAllowed("PUT");
