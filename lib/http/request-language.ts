import { readCookie } from "@/lib/auth/cookies";
import { LANGUAGE_COOKIE, type Locale } from "@/lib/i18n/config";
import { resolveLocale } from "@/lib/i18n/resolve";

/** The language a request came in: the chosen one its cookie carries, else its Accept-Language, else English. */
export function requestLanguage(request: Request | undefined): Locale {
  if (!request) return resolveLocale(null, null);
  return resolveLocale(readCookie(request, LANGUAGE_COOKIE), request.headers.get("accept-language"));
}
