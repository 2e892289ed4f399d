import { LOCALES, type Locale } from "./config";

/** Each language named in itself ("Deutsch", "Svenska"), as a choice of language shows them. */
export async function languageNames(): Promise<Record<Locale, string>> {
  const names = await Promise.all(
    LOCALES.map(async (locale) => {
      const messages = (await import(`./messages/${locale}.json`)) as { default: { language: { name: string } } };
      return [locale, messages.default.language.name] as const;
    }),
  );
  return Object.fromEntries(names) as Record<Locale, string>;
}
