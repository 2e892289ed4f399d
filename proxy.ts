// Runs before every route. Two jobs:
// - paths holding a malformed percent-escape (/api/%ZZ), which Next.js cannot decode and would
//   answer with a plain-text 500 before any route runs, get problem details;
// - a page asked for without any session cookie redirects to sign-in, which brings the person back.
//   (Whether a cookie is still good is the API's to say; the pages redirect on its 401 as well.)
import { randomUUID } from "node:crypto";
import { type NextRequest, NextResponse } from "next/server";
import { ApiError } from "@/lib/errors";
import { toProblem } from "@/lib/http/problem";
import { log } from "@/lib/server/log";

/** Pages anyone may open. */
const OPEN = [
  /^\/$/,
  /^\/sign-(in|up)$/,
  /^\/forgot-password$/,
  /^\/reset-password$/,
  /^\/invitations\/accept$/,
  /^\/docs$/,
  /^\/offline$/,
  // A competition's public results (the page itself says 404 until they are published or live).
  /^\/results\/[^/]+$/,
];
const SESSION_COOKIES = ["rangebook.session_token", "rangebook_session"];

export function proxy(request: NextRequest): Response | undefined {
  const { pathname, search } = request.nextUrl;
  try {
    decodeURIComponent(pathname);
  } catch {
    const traceId = randomUUID();
    log.warn("undecodable path refused", { traceId, path: pathname });
    const problem = new ApiError(
      "bad_request",
      400,
      "The path holds a malformed percent-escape (such as %ZZ, or bytes that are not UTF-8); encode it again.",
    );
    return toProblem(problem, pathname, traceId);
  }
  if (/^\/(api|media|_next|serwist)\//.test(pathname) || OPEN.some((open) => open.test(pathname))) return undefined;
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return undefined;
  const signIn = new URL("/sign-in", request.url);
  signIn.searchParams.set("next", pathname + search);
  return NextResponse.redirect(signIn);
}

// Any path with a "%", and the pages (not the API, images, the framework's own files or the service worker, so API
// requests pay nothing for the redirect).
export const config = { matcher: ["/(.*%.*)", "/((?!api/|media/|_next/|serwist/|favicon\\.ico|icon|manifest|robots\\.txt).*)"] };
