import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readerFormatOf } from "@/lib/http/reader";
import { download } from "@/lib/http/respond";
import { scorecard } from "@/lib/journal/scorecard";

/** The session's scorecard as a PDF, dated in the reader's time zone when their browser has told it. */
export const GET = route({ athleteId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:read");
  const { name, body } = await scorecard(params.athleteId, params.entryId, readerFormatOf(request));
  return download(body, "application/pdf", name);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
