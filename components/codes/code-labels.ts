"use client";
// The code tables in the page's language. The API publishes codes with English labels (it stays
// language-neutral); the page words them here by code: countries from i18n-iso-countries, the other
// tables and the rule fields from the "codes" messages. US states and Canadian provinces keep their
// names. The answer has the shape of GET /api/codes, so what takes `Codes` reads it unchanged.
import countries from "i18n-iso-countries";
import german from "i18n-iso-countries/langs/de.json";
import swedish from "i18n-iso-countries/langs/sv.json";
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { type Codes, useCodes } from "./get-codes";

countries.registerLocale(german);
countries.registerLocale(swedish);

type Entry = { code: number; label: string };
const WORDED = ["gender", "addressType", "imageType", "classificationType", "ruleType", "operator"] as const;

/** GET /api/codes with its labels in the page's language; an unknown code keeps the API's label. */
export function useWordedCodes() {
  const codes = useCodes();
  const t = useTranslations("codes");
  const locale = useLocale();
  const data = useMemo(() => {
    if (!codes.data || locale === "en") return codes.data;
    const worded = (table: string, entries: Entry[]) =>
      entries.map((e) => ({ code: e.code, label: t.has(`${table}.${e.code}`) ? t(`${table}.${e.code}`) : e.label }));
    const country = codes.data.country.map((e) => {
      const alpha2 = countries.numericToAlpha2(e.code);
      return { code: e.code, label: (alpha2 && countries.getName(alpha2, locale)) || e.label };
    });
    const tables = Object.fromEntries(WORDED.map((table) => [table, worded(table, codes.data[table])])) as Pick<
      Codes,
      (typeof WORDED)[number]
    >;
    const ruleField = codes.data.ruleField.map((f) => ({
      ...f,
      label: t.has(`ruleField.${f.name}`) ? t(`ruleField.${f.name}`) : f.label,
    }));
    return { ...codes.data, ...tables, country, ruleField } satisfies Codes;
  }, [codes.data, locale, t]);
  return { ...codes, data } as typeof codes;
}
