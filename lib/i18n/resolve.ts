import { DEFAULT_LOCALE, isLocale, type Locale } from "./config";

/**
 * The language a page speaks: the person's choice, else the first language of the browser's
 * Accept-Language (by its q-values) that Rangebook speaks, else English. "de-AT" asks for German.
 */
export function resolveLocale(choice: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(choice)) return choice;
  for (const tag of preferredLanguages(acceptLanguage ?? "")) {
    const language = tag.split("-")[0]?.toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** The header's language tags, most wanted first; a q of 0 means "not this one". */
export function preferredLanguages(header: string): string[] {
  return header
    .split(",")
    .slice(0, 32)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((l) => l.tag !== "" && l.tag !== "*" && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * The locale dates and numbers are written in: the page's language, with the browser's region when
 * the browser speaks that language too (en-US writes 11/26/2026, en-GB 26/11/2026), else the
 * language's own usage.
 */
export function formatLocale(language: Locale, browserLocale: string | null | undefined): string {
  const [browserLanguage] = (browserLocale ?? "").split("-");
  return browserLocale && browserLanguage?.toLowerCase() === language ? browserLocale : language;
}
