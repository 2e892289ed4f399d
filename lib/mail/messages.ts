// The words of the mails, in the recipient's language (lib/i18n/messages, namespace "email"). Mail
// is written outside React (and by the command line, outside Next), so it takes next-intl's own core, use-intl.
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/config";
import de from "@/lib/i18n/messages/de.json";
import en from "@/lib/i18n/messages/en.json";
import sv from "@/lib/i18n/messages/sv.json";

const messages: Record<Locale, typeof en> = { en, de, sv };

/** The language a mail to someone is written in: theirs if they chose one, else the one asked for. */
export function mailLanguage(recipientChoice: unknown, fallback: Locale = DEFAULT_LOCALE): Locale {
  return isLocale(recipientChoice) ? recipientChoice : fallback;
}

export function mailWords(locale: Locale) {
  return createTranslator({ locale, messages: messages[locale], namespace: "email" });
}
