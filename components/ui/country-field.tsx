"use client";
// A country picker a person can find their country in: the names in their own language (the
// browser's, through Intl.DisplayNames), sorted as their language sorts, and a search box that
// shortens the list to the names that match what is typed (in their language or in English).
import countries from "i18n-iso-countries";
import { forwardRef, type SelectHTMLAttributes, useMemo, useState, useSyncExternalStore } from "react";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  countries: ReadonlyArray<{ code: number; label: string }>;
  /** The country chosen now: it stays in the list whatever the search. */
  selected: number | null | undefined;
  error?: string;
  placeholder?: string;
};

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

const SERVER_LANGUAGES: readonly string[] = ["en"];
// navigator.languages may answer a new array on every read: the hook is given one until it changes.
let browserLanguages: readonly string[] | null = null;
const onLanguageChange = (listener: () => void) => {
  const changed = () => {
    browserLanguages = null;
    listener();
  };
  window.addEventListener("languagechange", changed);
  return () => window.removeEventListener("languagechange", changed);
};
const currentLanguages = () => (browserLanguages ??= [...navigator.languages]);

/** The person's languages, known only in the browser (English in the server's HTML). */
function useLanguages(): readonly string[] {
  return useSyncExternalStore(onLanguageChange, currentLanguages, () => SERVER_LANGUAGES);
}

export const CountryField = forwardRef<HTMLSelectElement, Props>(function CountryField(
  { countries: table, selected, label, className, ...select },
  ref,
) {
  const languages = useLanguages();
  const [query, setQuery] = useState("");
  const named = useMemo(() => {
    const display = new Intl.DisplayNames(languages, { type: "region", fallback: "none" });
    const collator = new Intl.Collator(languages);
    return table
      .map((c) => {
        const alpha2 = countries.numericToAlpha2(c.code);
        const local = alpha2 ? display.of(alpha2) : undefined;
        return { code: c.code, label: local ?? c.label, english: c.label };
      })
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [table, languages]);
  const wanted = fold(query.trim());
  const options = named
    .filter((c) => wanted === "" || c.code === selected || fold(c.label).includes(wanted) || fold(c.english).includes(wanted))
    .map((c) => ({ value: c.code, label: c.label }));
  return (
    <div className={`grid gap-2 ${className ?? ""}`}>
      <TextField
        label={`Find a ${label.toLowerCase()}`}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Type part of its name"
      />
      <SelectField ref={ref} label={label} options={options} hint={wanted ? `${options.length} shown` : undefined} {...select} />
    </div>
  );
});
