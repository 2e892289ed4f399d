// The cookie in which the browser tells the server its locale and time zone ("en-US|Europe/Berlin"),
// read by both sides, so a page rendered on the server formats as the browser would.
import { dateTimeFormat } from "@/lib/i18n/intl-cache";

export const READER_COOKIE = "rangebook.reader";

export type ReaderFormat = { locale?: string; timeZone?: string };

/** The locale and zone the cookie names, or null when it is missing, malformed or names something unknown. */
export function parseReaderCookie(value: string | undefined): Required<ReaderFormat> | null {
  if (!value) return null;
  try {
    // A malformed escape (%E0) throws a URIError; both Intl calls a RangeError for a name they do not know.
    const [locale, timeZone] = decodeURIComponent(value).split("|");
    if (!locale || !timeZone) return null;
    const [canonical] = Intl.getCanonicalLocales(locale);
    dateTimeFormat(canonical, { timeZone });
    return canonical ? { locale: canonical, timeZone } : null;
  } catch {
    return null;
  }
}

export const readerCookieValue = (format: Required<ReaderFormat>) => encodeURIComponent(`${format.locale}|${format.timeZone}`);

type WithTemporal = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The browser's time zone. Temporal names it without building a formatter; the first Intl formatter
 * of a page loads ICU's data (100-150 ms under a phone's fourfold slowdown), which a page that formats nothing
 * in the browser need not pay (decision 025). Browsers without Temporal ask Intl.
 */
export function browserTimeZone(): string {
  return (globalThis as WithTemporal).Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
