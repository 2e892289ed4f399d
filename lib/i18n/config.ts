// The languages Rangebook speaks. Adding one is its message file (lib/i18n/messages/<code>.json,
// every key of en.json) and its code in this list.
export const LOCALES = ["en", "de", "sv"] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that holds a person's chosen language, so that the server renders in it. */
export const LANGUAGE_COOKIE = "rangebook.language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
