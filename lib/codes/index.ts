// The code tables behind every coded integer of the API (API.md section 4). Schemas validate against
// them, GET /api/codes publishes them, and the pages build their pickers from them.
import countries from "i18n-iso-countries";
import english from "i18n-iso-countries/langs/en.json";

countries.registerLocale(english);

export type CodeTable = ReadonlyMap<number, string>;

function table(entries: ReadonlyArray<readonly [number, string]>): CodeTable {
  return new Map(entries);
}

/** ISO 3166-1 numeric country codes. */
export const countryCodes: CodeTable = table(
  Object.entries(countries.getNumericCodes())
    .map(([numeric, alpha2]) => [Number(numeric), countries.getName(alpha2, "en") ?? alpha2] as const)
    .sort((a, b) => a[0] - b[0]),
);

export const UNITED_STATES = 840;
export const CANADA = 124;

/** US FIPS state codes: the 50 states, DC and the inhabited territories. */
export const usStateCodes: CodeTable = table([
  [1, "Alabama"],
  [2, "Alaska"],
  [4, "Arizona"],
  [5, "Arkansas"],
  [6, "California"],
  [8, "Colorado"],
  [9, "Connecticut"],
  [10, "Delaware"],
  [11, "District of Columbia"],
  [12, "Florida"],
  [13, "Georgia"],
  [15, "Hawaii"],
  [16, "Idaho"],
  [17, "Illinois"],
  [18, "Indiana"],
  [19, "Iowa"],
  [20, "Kansas"],
  [21, "Kentucky"],
  [22, "Louisiana"],
  [23, "Maine"],
  [24, "Maryland"],
  [25, "Massachusetts"],
  [26, "Michigan"],
  [27, "Minnesota"],
  [28, "Mississippi"],
  [29, "Missouri"],
  [30, "Montana"],
  [31, "Nebraska"],
  [32, "Nevada"],
  [33, "New Hampshire"],
  [34, "New Jersey"],
  [35, "New Mexico"],
  [36, "New York"],
  [37, "North Carolina"],
  [38, "North Dakota"],
  [39, "Ohio"],
  [40, "Oklahoma"],
  [41, "Oregon"],
  [42, "Pennsylvania"],
  [44, "Rhode Island"],
  [45, "South Carolina"],
  [46, "South Dakota"],
  [47, "Tennessee"],
  [48, "Texas"],
  [49, "Utah"],
  [50, "Vermont"],
  [51, "Virginia"],
  [53, "Washington"],
  [54, "West Virginia"],
  [55, "Wisconsin"],
  [56, "Wyoming"],
  [60, "American Samoa"],
  [66, "Guam"],
  [69, "Northern Mariana Islands"],
  [72, "Puerto Rico"],
  [78, "U.S. Virgin Islands"],
]);

/** Statistics Canada's province and territory codes. */
export const canadianProvinceCodes: CodeTable = table([
  [10, "Newfoundland and Labrador"],
  [11, "Prince Edward Island"],
  [12, "Nova Scotia"],
  [13, "New Brunswick"],
  [24, "Quebec"],
  [35, "Ontario"],
  [46, "Manitoba"],
  [47, "Saskatchewan"],
  [48, "Alberta"],
  [59, "British Columbia"],
  [60, "Yukon"],
  [61, "Northwest Territories"],
  [62, "Nunavut"],
]);

/** The subdivision table that `state` is read against for a country; null where `state` must be 0. */
export function stateCodesFor(country: number): CodeTable | null {
  if (country === UNITED_STATES) return usStateCodes;
  if (country === CANADA) return canadianProvinceCodes;
  return null;
}

/** ISO/IEC 5218. */
export const genderCodes: CodeTable = table([
  [0, "Not known"],
  [1, "Male"],
  [2, "Female"],
  [9, "Not applicable"],
]);

export const addressTypeCodes: CodeTable = table([
  [0, "Other"],
  [1, "Mailing"],
  [2, "Physical (range or club house)"],
  [3, "Billing"],
  [4, "Shipping"],
]);

export const imageTypeCodes: CodeTable = table([
  [0, "Avatar"],
  [1, "Headshot"],
  [2, "Action"],
  [3, "Banner"],
]);

export const classificationTypeCodes: CodeTable = table([
  [0, "Division (equipment)"],
  [1, "Age category"],
  [2, "Gender category"],
  [3, "Skill class"],
  [4, "Custom"],
]);

export const RuleType = { require: 0, exclude: 1 } as const;
export const ruleTypeCodes: CodeTable = table([
  [RuleType.require, "Require (the entry must match)"],
  [RuleType.exclude, "Exclude (a match keeps the entry out)"],
]);

export const Operator = {
  equals: 0,
  notEquals: 1,
  greaterThan: 2,
  greaterOrEqual: 3,
  lessThan: 4,
  lessOrEqual: 5,
  between: 6,
  in: 7,
  notIn: 8,
  contains: 9,
  startsWith: 10,
} as const;
export type OperatorCode = (typeof Operator)[keyof typeof Operator];
export const operatorCodes: CodeTable = table([
  [Operator.equals, "Equals"],
  [Operator.notEquals, "Not equals"],
  [Operator.greaterThan, "Greater than"],
  [Operator.greaterOrEqual, "Greater or equal"],
  [Operator.lessThan, "Less than"],
  [Operator.lessOrEqual, "Less or equal"],
  [Operator.between, "Between (inclusive)"],
  [Operator.in, "In (comma list)"],
  [Operator.notIn, "Not in (comma list)"],
  [Operator.contains, "Contains"],
  [Operator.startsWith, "Starts with"],
]);

export type CodeEntry = { code: number; label: string };

export function entries(table: CodeTable): CodeEntry[] {
  return [...table].map(([code, label]) => ({ code, label }));
}
