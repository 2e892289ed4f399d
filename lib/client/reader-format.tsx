"use client";
// Dates and numbers in the reader's own locale and time zone. A page the server renders with data
// formats them on the server too, so both sides must agree: the browser writes its locale and zone
// into a cookie (READER_COOKIE), the server renders with them and hands the same values to this
// provider. Without a provider, the browser's own settings apply, as they always did.
import { useLocale } from "next-intl";
import { createContext, type ReactNode, useContext, useEffect, useMemo } from "react";
import { isLocale } from "@/lib/i18n/config";
import { formatLocale } from "@/lib/i18n/resolve";
import { formatScore } from "@/lib/journal/scoring";
import { READER_COOKIE, type ReaderFormat, readerCookieValue } from "./reader-cookie";

const Context = createContext<ReaderFormat>({});

export function ReaderFormatProvider({ value, children }: { value: ReaderFormat; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** Keeps the cookie true to the browser, so the next page the server renders speaks the reader's format. */
export function useRememberReaderFormat() {
  useEffect(() => {
    const { locale, timeZone } = Intl.DateTimeFormat().resolvedOptions();
    const value = readerCookieValue({ locale, timeZone });
    if (!document.cookie.split("; ").includes(`${READER_COOKIE}=${value}`))
      document.cookie = `${READER_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
  }, []);
}

export function useFormat() {
  const { locale: readerLocale, timeZone } = useContext(Context);
  // The page's language decides how dates and numbers are written; the reader's region refines it.
  const language = useLocale();
  const locale = isLocale(language) ? formatLocale(language, readerLocale ?? browserLocale()) : readerLocale;
  return useMemo(
    () => ({
      /** "–" for nothing; at most `digits` decimals. */
      number: (value: number | null, digits = 1) =>
        value === null ? "–" : value.toLocaleString(locale, { maximumFractionDigits: digits }),
      /** A score as its scoring writes it: "104.0" when decimal (lib/journal/scoring.ts). */
      score: (value: number | null, decimal: boolean) => formatScore(value, decimal, locale),
      /** Exactly `digits` decimals: a score in tenths keeps its tenth (104.0). */
      fixed: (value: number, digits: number) =>
        value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }),
      dateTime: (iso: string, options: Intl.DateTimeFormatOptions) => new Date(iso).toLocaleString(locale, { timeZone, ...options }),
    }),
    [locale, timeZone],
  );
}

/** The browser's locale; undefined on the server, where the reader's cookie stands in for it. */
function browserLocale(): string | undefined {
  return typeof navigator === "undefined" ? undefined : navigator.language;
}
