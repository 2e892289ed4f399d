import { authorizeAthlete } from "@/lib/auth/scope";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { readerFormatOf } from "@/lib/http/reader";
import { requestLanguage } from "@/lib/http/request-language";
import { download } from "@/lib/http/respond";
import { scorecard } from "@/lib/journal/scorecard";
import { chosenLanguage } from "@/lib/people/who-am-i";

/**
 * The session's scorecard as a PDF, in the reader's language (their choice, else the browser's),
 * dated in their time zone when their browser has told it.
 */
export const GET = route({ athleteId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:read");
  const language = (await chosenLanguage(principal)) ?? requestLanguage(request);
  const { name, body } = await scorecard(params.athleteId, params.entryId, readerFormatOf(request), language);
  return download(body, "application/pdf", name);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
