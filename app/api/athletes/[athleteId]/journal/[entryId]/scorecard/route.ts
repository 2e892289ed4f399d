import { authorizeAthlete } from "@/lib/auth/scope";
import { READER_COOKIE, parseReaderCookie } from "@/lib/client/reader-cookie";
import { idParam, notAllowed, route } from "@/lib/http/handler";
import { download } from "@/lib/http/respond";
import { scorecard } from "@/lib/journal/scorecard";

/** The session's scorecard as a PDF, dated in the reader's time zone when their browser has told it. */
export const GET = route({ athleteId: idParam, entryId: idParam }, async ({ request, params, principal }) => {
  await authorizeAthlete(principal, params.athleteId, "journal:read");
  const cookie = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${READER_COOKIE}=`))
    ?.slice(READER_COOKIE.length + 1);
  const { name, body } = await scorecard(params.athleteId, params.entryId, parseReaderCookie(cookie) ?? {});
  return download(body, "application/pdf", name);
});

export const { POST, PUT, PATCH, DELETE } = notAllowed("GET");
