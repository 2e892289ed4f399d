// Intl formatters kept per locale and options. `Number#toLocaleString(locale, options)` and
// `Date#toLocaleString(locale, options)` build a new ICU formatter on every call (V8 keeps one only
// for a call without locale and options), and a date formatter carries its language's month and day
// names. A journal page formats a few hundred dates and scores, so drawing the range pages once built
// some tens of thousands of them: about 35 MB of ICU memory at the peak, outside the JavaScript heap,
// which the C allocator then kept (docs/benchmarks/2026-11-27.md). These give the same text from one
// formatter per locale and options.

/** More kinds than a process meets (locales × time zones × option sets): the oldest goes first beyond it. */
const KEPT = 256;

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const collators = new Map<string, Intl.Collator>();

function kept<F>(cache: Map<string, F>, locale: string | undefined, options: object | undefined, make: () => F): F {
  const key = `${locale ?? ""}\u0000${options === undefined ? "" : JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    formatter = make(); // a RangeError for an unknown locale or zone, as toLocaleString throws
    if (cache.size >= KEPT) cache.delete(cache.keys().next().value as string);
    cache.set(key, formatter);
  }
  return formatter;
}

/** The formatter behind `value.toLocaleString(locale, options)`. */
export function numberFormat(locale: string | undefined, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** What `value.toLocaleString(locale, options)` writes. */
export function formatNumber(value: number, locale: string | undefined, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

const COMPONENTS = [
  "weekday",
  "year",
  "month",
  "day",
  "dayPeriod",
  "hour",
  "minute",
  "second",
  "fractionalSecondDigits",
  "dateStyle",
  "timeStyle",
] as const;

/**
 * The formatter behind `new Intl.DateTimeFormat(locale, options)`, kept. Note that with no date or
 * time component in `options` it writes the date alone; formatDateTime() writes both, as
 * Date#toLocaleString does.
 */
export function dateTimeFormat(locale: string | undefined, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** What `date.toLocaleString(locale, options)` writes: date and time unless `options` names a component. */
export function formatDateTime(date: Date, locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): string {
  if (Number.isNaN(date.getTime())) return "Invalid Date";
  const named = COMPONENTS.some((name) => options[name] !== undefined);
  const all = named
    ? options
    : { ...options, year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" };
  return dateTimeFormat(locale, all as Intl.DateTimeFormatOptions).format(date);
}

/** A comparer for `sort` that orders as `a.localeCompare(b, locale)` does, from one collator. */
export function compareIn(locale: string | undefined, options?: Intl.CollatorOptions): (a: string, b: string) => number {
  return kept(collators, locale, options, () => new Intl.Collator(locale, options)).compare;
}
