// Cookie attributes for sessions. Secure only where the browser keeps it: over HTTPS (as the
// request came, or as a trusted proxy says it came), or when COOKIE_SECURE=true forces it. A Secure
// cookie set over plain HTTP on a club's network is dropped by the browser, and every page after
// sign-in would then say "sign in".
import { env } from "@/lib/env";
import { LANGUAGE_COOKIE } from "@/lib/i18n/config";

export function isSecureRequest(request: Request): boolean {
  const forced = env().COOKIE_SECURE;
  if (forced) return forced === "true";
  // X-Forwarded-Proto reaches here only from a trusted proxy (lib/server/forwarded-headers.ts).
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (proto ?? new URL(request.url).protocol.replace(":", "")) === "https";
}

export function cookieAttributes(request: Request, maxAgeSeconds: number): string {
  return ["Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`, ...(isSecureRequest(request) ? ["Secure"] : [])].join("; ");
}

export function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=") || null;
  }
  return null;
}

/** The cookies that carry a session: an API key's (key-sessions.ts) and a person's (better-auth, people.ts). */
export const KEY_SESSION_COOKIE = "rangebook_session";
export const PERSON_SESSION_COOKIE = "rangebook.session_token";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The Set-Cookie that mirrors a person's language choice, so that the server renders pages in it; a
 * cleared choice (or signing out) clears it, and pages follow the browser again.
 */
export function languageCookie(request: Request, language: string | null): string {
  const attributes = ["Path=/", "SameSite=Lax", `Max-Age=${language ? YEAR_SECONDS : 0}`, ...(isSecureRequest(request) ? ["Secure"] : [])];
  return [`${LANGUAGE_COOKIE}=${language ?? ""}`, ...attributes].join("; ");
}
