import { principalForKey } from "@/lib/auth/authenticate";
import { unauthorized } from "@/lib/auth/policy";
import { clearedSessionCookie, sessionCookie } from "@/lib/auth/session";
import { whoAmI } from "@/lib/auth/who-am-i";
import { readJson } from "@/lib/http/body";
import { notAllowed, publicRoute, route } from "@/lib/http/handler";
import { refuseCrossSiteWrite } from "@/lib/http/origin";
import { enforceAddressRateLimit } from "@/lib/auth/rate-limit";
import { plain } from "@/lib/http/respond";
import { signInInput } from "@/lib/schemas/session";

/** Sign in: exchanges an API key for a session cookie (HttpOnly, SameSite=Lax, Secure in production). */
export const POST = publicRoute(async (request) => {
  if (request.headers.get("origin") !== null) refuseCrossSiteWrite(request);
  await enforceAddressRateLimit(request);
  const { apiKey } = await readJson(request, signInInput);
  const principal = await principalForKey(apiKey);
  if (!principal) throw unauthorized("The API key is unknown or has been revoked.");
  const response = plain(await whoAmI({ ...principal, via: "session" }));
  response.headers.set("set-cookie", await sessionCookie(principal.keyId));
  response.headers.set("cache-control", "no-store");
  return response;
});

/** Who is signed in (or whose key this is). */
export const GET = route({}, async ({ principal }) => {
  const response = plain(await whoAmI(principal));
  response.headers.set("cache-control", "no-store");
  return response;
});

/** Sign out: clears the cookie. Needs no session, so it always works. */
export const DELETE = publicRoute(async (request) => {
  if (request.headers.get("origin") !== null) refuseCrossSiteWrite(request);
  return new Response(null, { status: 204, headers: { "set-cookie": clearedSessionCookie() } });
});

export const { PUT, PATCH } = notAllowed("GET", "POST", "DELETE");
