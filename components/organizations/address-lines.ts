// An address's locality line as its country writes it: the postal code before the town in most of
// Europe ("114 53 Stockholm"), after the state in North America ("Springfield, Illinois 62701"), on a
// line of its own in the United Kingdom. Countries not listed get "town, state, postal code".

/** ISO 3166-1 numeric codes of countries that write the postal code before the town. */
const POSTAL_CODE_FIRST = new Set([
  40, 56, 100, 191, 203, 208, 233, 246, 250, 276, 300, 348, 352, 380, 428, 438, 440, 442, 492, 528, 578, 616, 620, 642, 703, 705, 724, 752,
  756, 792,
]);
const UNITED_KINGDOM = 826;
const NORTH_AMERICA_STYLE = new Set([840, 124, 36]); // the United States, Canada, Australia

export type AddressParts = { city: string; state: string | null; postalCode: string | null; country: number };

/** The lines below the street lines, in the country's order. */
export function localityLines({ city, state, postalCode, country }: AddressParts): string[] {
  const code = postalCode?.trim() || null;
  if (POSTAL_CODE_FIRST.has(country)) return [[code, city].filter(Boolean).join(" ")];
  if (country === UNITED_KINGDOM) return [city, ...(code ? [code] : [])];
  if (NORTH_AMERICA_STYLE.has(country)) return [[city, [state, code].filter(Boolean).join(" ")].filter(Boolean).join(", ")];
  return [[city, state, code].filter(Boolean).join(", ")];
}
