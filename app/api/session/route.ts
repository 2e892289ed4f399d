import { principalForKey } from "@/lib/auth/authenticate";
import { languageCookie, readCookie } from "@/lib/auth/cookies";
import { endKeySession, startKeySession } from "@/lib/auth/key-sessions";
import { endPersonSession } from "@/lib/auth/people";
import { unauthorized } from "@/lib/auth/policy";
import { enforceAddressRateLimit } from "@/lib/auth/rate-limit";
import { readJson } from "@/lib/http/body";
import { notAllowed, publicRoute, route } from "@/lib/http/handler";
import { refuseCrossSiteWrite } from "@/lib/http/origin";
import { plain } from "@/lib/http/respond";
import { LANGUAGE_COOKIE } from "@/lib/i18n/config";
import { whoAmI } from "@/lib/people/who-am-i";
import { signInInput } from "@/lib/schemas/session";

/** Sign in with a key: exchanges it for a session cookie kept on the server (HttpOnly, SameSite=Lax, Secure over HTTPS). */
export const POST = publicRoute(async (request) => {
  if (request.headers.get("origin") !== null) refuseCrossSiteWrite(request);
  await enforceAddressRateLimit(request);
  const { apiKey } = await readJson(request, signInInput);
  const principal = await principalForKey(apiKey);
  if (!principal?.keyId) throw unauthorized("The API key is unknown or has been revoked.");
  const response = plain(await whoAmI({ ...principal, via: "session" }));
  response.headers.set("set-cookie", await startKeySession(principal.keyId, request));
  response.headers.set("cache-control", "no-store");
  return response;
});

/** Who is signed in (or whose key this is); a person's language cookie follows their stored choice. */
export const GET = route({}, async ({ request, principal }) => {
  const who = await whoAmI(principal);
  const response = plain(who);
  response.headers.set("cache-control", "no-store");
  if (principal.via === "person" && readCookie(request, LANGUAGE_COOKIE) !== who.language) {
    response.headers.append("set-cookie", languageCookie(request, who.language));
  }
  return response;
});

/** Sign out: ends the session on the server (a copied cookie stops working) and clears the cookie. Needs no session, so it always works. */
export const DELETE = publicRoute(async (request) => {
  if (request.headers.get("origin") !== null) refuseCrossSiteWrite(request);
  const headers = new Headers();
  headers.append("set-cookie", await endKeySession(request));
  for (const cookie of await endPersonSession(request)) headers.append("set-cookie", cookie);
  // Signed out, pages follow the browser's language again (the accounts library clears it too when it ends a person's session).
  const cleared = headers.getSetCookie().some((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
  if (!cleared && readCookie(request, LANGUAGE_COOKIE) !== null) headers.append("set-cookie", languageCookie(request, null));
  return new Response(null, { status: 204, headers });
});

export const { PUT, PATCH } = notAllowed("GET", "POST", "DELETE");
