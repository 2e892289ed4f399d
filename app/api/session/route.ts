import { principalForKey } from "@/lib/auth/authenticate";
import { endKeySession, startKeySession } from "@/lib/auth/key-sessions";
import { endPersonSession } from "@/lib/auth/people";
import { unauthorized } from "@/lib/auth/policy";
import { enforceAddressRateLimit } from "@/lib/auth/rate-limit";
import { readJson } from "@/lib/http/body";
import { notAllowed, publicRoute, route } from "@/lib/http/handler";
import { refuseCrossSiteWrite } from "@/lib/http/origin";
import { plain } from "@/lib/http/respond";
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

/** Who is signed in (or whose key this is). */
export const GET = route({}, async ({ principal }) => {
  const response = plain(await whoAmI(principal));
  response.headers.set("cache-control", "no-store");
  return response;
});

/** Sign out: ends the session on the server (a copied cookie stops working) and clears the cookie. Needs no session, so it always works. */
export const DELETE = publicRoute(async (request) => {
  if (request.headers.get("origin") !== null) refuseCrossSiteWrite(request);
  const headers = new Headers();
  headers.append("set-cookie", await endKeySession(request));
  for (const cookie of await endPersonSession(request)) headers.append("set-cookie", cookie);
  return new Response(null, { status: 204, headers });
});

export const { PUT, PATCH } = notAllowed("GET", "POST", "DELETE");
