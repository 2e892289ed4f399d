"use client";
// A country picker a person can find their country in: one name per country, the code table's
// (the same name every page shows), sorted as their language sorts, and a search box that chooses
// the first country matching what is typed, in English or in their own language (the browser's,
// through Intl.DisplayNames), and shortens the list to the matches.
import countries from "i18n-iso-countries";
import { type ChangeEvent, forwardRef, type SelectHTMLAttributes, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { SelectField } from "./select-field";
import { TextField } from "./text-field";

type Props = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  countries: ReadonlyArray<{ code: number; label: string }>;
  /** The country chosen now: it stays in the list whatever the search. */
  selected: number | null | undefined;
  error?: string;
  placeholder?: string;
  /** The search box's label and placeholder, for a page in another language than English. */
  search?: { label: string; placeholder: string };
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
  { countries: table, selected, label, className, onChange, search: words, ...select },
  ref,
) {
  const languages = useLanguages();
  const [query, setQuery] = useState("");
  const element = useRef<HTMLSelectElement | null>(null);
  const named = useMemo(() => {
    const display = new Intl.DisplayNames(languages, { type: "region", fallback: "none" });
    const collator = new Intl.Collator(languages);
    return table
      .map((c) => {
        const alpha2 = countries.numericToAlpha2(c.code);
        return { code: c.code, label: c.label, local: (alpha2 ? display.of(alpha2) : undefined) ?? c.label };
      })
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [table, languages]);
  const matches = (c: { label: string; local: string }, wanted: string) => fold(c.label).includes(wanted) || fold(c.local).includes(wanted);
  const wanted = fold(query.trim());
  const options = named
    .filter((c) => wanted === "" || c.code === selected || matches(c, wanted))
    .map((c) => ({ value: c.code, label: c.label }));

  // Typing a name chooses the country it finds first (a name that starts with it before one that
  // contains it), as a person expects of a search; the list below still offers the others.
  const search = (text: string) => {
    setQuery(text);
    const want = fold(text.trim());
    const select = element.current;
    if (!want || !select) return;
    const found = named
      .filter((c) => matches(c, want))
      .sort((a, b) => Number(!fold(a.label).startsWith(want)) - Number(!fold(b.label).startsWith(want)))[0];
    if (!found || found.code === selected) return;
    select.value = String(found.code);
    onChange?.({ target: select, currentTarget: select, type: "change" } as ChangeEvent<HTMLSelectElement>);
  };
  return (
    <div className={`grid gap-2 ${className ?? ""}`}>
      <TextField
        label={words?.label ?? `Find a ${label.toLowerCase()}`}
        type="search"
        value={query}
        onChange={(e) => search(e.target.value)}
        placeholder={words?.placeholder ?? "Type part of its name"}
      />
      <SelectField
        ref={(node) => {
          element.current = node;
          if (typeof ref === "function") ref(node);
          else if (ref) ref.current = node;
        }}
        label={label}
        options={options}
        hint={wanted ? `${options.length} shown` : undefined}
        onChange={onChange}
        {...select}
      />
    </div>
  );
});
