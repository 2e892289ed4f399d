import { z } from "zod";
import { addressTypeCodes, CANADA, countryCodes, stateCodesFor, UNITED_STATES } from "@/lib/codes";
import { code, described, name, optionalNumber, shortText, utcDateTime, uuid } from "./common";

const postalCodePatterns: Record<number, { pattern: RegExp; example: string }> = {
  [UNITED_STATES]: { pattern: /^\d{5}(-\d{4})?$/, example: "12345 or 12345-6789" },
  [CANADA]: { pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, example: "K1A 0B1" },
};

const addressDescriptions = {
  organizationId: "The organization the address belongs to; must equal the organization in the path",
  addressLine1: "Street and number, or PO box",
  addressLine2: "Suite, building or c/o line",
  city: "City or town",
  state:
    "For country 840 the US FIPS state code (1 Alabama … 56 Wyoming, 11 DC), for 124 the Canadian province code (10 NL … 62 NU), else 0",
  postalCode: "Postal code as the country writes it; required and checked for the US (12345 or 12345-6789) and Canada (K1A 0B1)",
  country: "ISO 3166-1 numeric country code (840 United States, 124 Canada, 826 United Kingdom, 276 Germany, …)",
  addressType: "What the address is for",
  latitude: "Degrees north, -90 to 90; given together with longitude or not at all",
  longitude: "Degrees east, -180 to 180; given together with latitude or not at all",
} as const;

export const addressInput = z
  .object(
    described(
      {
        organizationId: uuid,
        addressLine1: name,
        addressLine2: shortText,
        city: name,
        state: z.int().min(0).default(0),
        postalCode: z
          .string()
          .trim()
          .max(20)
          .nullish()
          .transform((v) => (v ? v : null)),
        country: code(countryCodes, "country"),
        addressType: code(addressTypeCodes, "addressType"),
        latitude: optionalNumber(-90, 90),
        longitude: optionalNumber(-180, 180),
      },
      addressDescriptions,
    ),
  )
  .superRefine((a, ctx) => {
    const states = countryCodes.has(a.country) ? stateCodesFor(a.country) : undefined;
    if (states === null && a.state !== 0) {
      ctx.addIssue({ code: "custom", path: ["state"], message: `must be 0: country ${a.country} has no state codes` });
    }
    if (states && !states.has(a.state)) {
      // Said as a person would: "choose a state", not "unknown US FIPS state code 0".
      const what = a.country === UNITED_STATES ? "US state" : "Canadian province or territory";
      const message = a.state === 0 ? `must name a ${what}` : `is not a ${what} code (${a.state})`;
      ctx.addIssue({ code: "custom", path: ["state"], message });
    }
    const postal = postalCodePatterns[a.country];
    if (postal && (a.postalCode === null || !postal.pattern.test(a.postalCode))) {
      ctx.addIssue({ code: "custom", path: ["postalCode"], message: `must be a postal code such as ${postal.example}` });
    }
    if ((a.latitude === null) !== (a.longitude === null)) {
      const missing = a.latitude === null ? "latitude" : "longitude";
      ctx.addIssue({ code: "custom", path: [missing], message: "is required when the other coordinate is given" });
    }
  });

export type AddressInput = z.output<typeof addressInput>;

export const addressResponse = z.object(
  described(
    {
      id: z.uuid(),
      organizationId: z.uuid(),
      addressLine1: z.string(),
      addressLine2: z.string().nullable(),
      city: z.string(),
      state: z.int(),
      postalCode: z.string().nullable(),
      country: z.int(),
      addressType: z.int(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      created: utcDateTime,
      updated: utcDateTime,
    },
    {
      ...addressDescriptions,
      id: "Identifier of the address",
      created: "When the address was created",
      updated: "When the address was last changed",
    },
  ),
);
