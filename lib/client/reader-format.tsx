"use client";
// Dates and numbers in the reader's own locale and time zone. A page the server renders with data
// formats them on the server too, so both sides must agree: the browser writes its locale and zone
// into a cookie (READER_COOKIE), the server renders with them and hands the same values to this
// provider. Without a provider, the browser's own settings apply, as they always did.
import { useLocale } from "next-intl";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from "react";
import { isLocale } from "@/lib/i18n/config";
import { formatDateTime, formatNumber } from "@/lib/i18n/intl-cache";
import { formatLocale } from "@/lib/i18n/resolve";
import { calendarDayIn } from "@/lib/i18n/zone";
import { formatScore } from "@/lib/journal/scoring";
import { browserTimeZone, READER_COOKIE, type ReaderFormat, readerCookieValue } from "./reader-cookie";

type Format = ReaderFormat & { zonePending?: boolean };

const Context = createContext<Format>({});

/**
 * The reader's format for a page the server rendered. `value.timeZone` undefined means a first visit
 * (no cookie yet): the server knew the reader's language but not their zone, so dates are written
 * in UTC, hidden by their components while `zonePending`, and in the browser's zone once it has
 * mounted. Server and browser render the same first frame; the rest of the page is drawn at once.
 */
export function ReaderFormatProvider({ value, children }: { value: ReaderFormat; children: ReactNode }) {
  // Hydration uses the server's answer (undefined), then React renders again with the browser's.
  const browserZone = useSyncExternalStore(neverChanges, browserTimeZone, () => undefined);
  const zone = value.timeZone ?? browserZone;
  const format = useMemo<Format>(
    () => (zone === undefined ? { locale: value.locale, timeZone: "UTC", zonePending: true } : { locale: value.locale, timeZone: zone }),
    [value.locale, zone],
  );
  return <Context.Provider value={format}>{children}</Context.Provider>;
}

/** Keeps the cookie true to the browser, so the next page the server renders speaks the reader's format. */
export function useRememberReaderFormat() {
  useEffect(() => {
    // The locale the pages format with when there is no cookie (browserLocale), so both agree.
    const value = readerCookieValue({ locale: navigator.language, timeZone: browserTimeZone() });
    if (!document.cookie.split("; ").includes(`${READER_COOKIE}=${value}`))
      document.cookie = `${READER_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
  }, []);
}

export function useFormat() {
  const { locale: readerLocale, timeZone, zonePending = false } = useContext(Context);
  // The page's language decides how dates and numbers are written; the reader's region refines it.
  const language = useLocale();
  const locale = isLocale(language) ? formatLocale(language, readerLocale ?? browserLocale()) : readerLocale;
  return useMemo(() => {
    // The reader's zone, or the runtime's own without a provider: asked once, when a day is first
    // wanted (asking makes a formatter, which costs far more than using one).
    let dayZone: string | undefined;
    const zoneOfDays = () => (dayZone ??= timeZone ?? browserTimeZone());
    return {
      /** "–" for nothing; at most `digits` decimals. */
      number: (value: number | null, digits = 1) => (value === null ? "–" : formatNumber(value, locale, { maximumFractionDigits: digits })),
      /** A score as its scoring writes it: "104.0" when decimal (lib/journal/scoring.ts). */
      score: (value: number | null, decimal: boolean) => formatScore(value, decimal, locale),
      /** Exactly `digits` decimals: a score in tenths keeps its tenth (104.0). */
      fixed: (value: number, digits: number) =>
        formatNumber(value, locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      dateTime: (iso: string, options: Intl.DateTimeFormatOptions) => formatDateTime(new Date(iso), locale, { timeZone, ...options }),
      /** The calendar day ("YYYY-MM-DD") an instant falls on for the reader: a session at 21:00 is that evening's. */
      day: (instant: string | Date) => calendarDayIn(new Date(instant), zoneOfDays()),
      /** The reader's today, as `day` writes it. */
      today: () => calendarDayIn(new Date(), zoneOfDays()),
      /** The dates are written in UTC until the browser has said its zone (a first visit): hide them meanwhile. */
      zonePending,
    };
  }, [locale, timeZone, zonePending]);
}

const neverChanges = () => () => {};

/** The browser's locale; undefined on the server, where the reader's cookie stands in for it. */
function browserLocale(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.language;
}
