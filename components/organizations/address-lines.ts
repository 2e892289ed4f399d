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

/** USPS abbreviations by FIPS code: how an American address prints its state ("Springfield, IL 62701"). */
const USPS: Record<number, string> = {
  1: "AL",
  2: "AK",
  4: "AZ",
  5: "AR",
  6: "CA",
  8: "CO",
  9: "CT",
  10: "DE",
  11: "DC",
  12: "FL",
  13: "GA",
  15: "HI",
  16: "ID",
  17: "IL",
  18: "IN",
  19: "IA",
  20: "KS",
  21: "KY",
  22: "LA",
  23: "ME",
  24: "MD",
  25: "MA",
  26: "MI",
  27: "MN",
  28: "MS",
  29: "MO",
  30: "MT",
  31: "NE",
  32: "NV",
  33: "NH",
  34: "NJ",
  35: "NM",
  36: "NY",
  37: "NC",
  38: "ND",
  39: "OH",
  40: "OK",
  41: "OR",
  42: "PA",
  44: "RI",
  45: "SC",
  46: "SD",
  47: "TN",
  48: "TX",
  49: "UT",
  50: "VT",
  51: "VA",
  53: "WA",
  54: "WV",
  55: "WI",
  56: "WY",
  60: "AS",
  66: "GU",
  69: "MP",
  72: "PR",
  78: "VI",
};

/** Canada Post's province and territory symbols by Statistics Canada code. */
const CANADA_POST: Record<number, string> = {
  10: "NL",
  11: "PE",
  12: "NS",
  13: "NB",
  24: "QC",
  35: "ON",
  46: "MB",
  47: "SK",
  48: "AB",
  59: "BC",
  60: "YT",
  61: "NT",
  62: "NU",
};

/** A state as an address prints it: the postal abbreviation in the United States and Canada, else its name. */
export function stateOnAddress(country: number, state: number, name: string | null): string {
  const abbreviation = country === 840 ? USPS[state] : country === 124 ? CANADA_POST[state] : undefined;
  return abbreviation ?? name ?? String(state);
}
