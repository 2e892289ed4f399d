// next-intl's request configuration: the language each page renders in on the server (no flash of
// English), from the person's choice (its cookie), else the browser's Accept-Language, else English.
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LANGUAGE_COOKIE } from "./config";
import { resolveLocale } from "./resolve";

export default getRequestConfig(async () => {
  const locale = resolveLocale((await cookies()).get(LANGUAGE_COOKIE)?.value, (await headers()).get("accept-language"));
  const messages = (await import(`./messages/${locale}.json`)) as { default: Record<string, unknown> };
  return { locale, messages: messages.default };
});
