import { z } from "zod";
import { addressTypeCodes, CANADA, countryCodes, stateCodesFor, UNITED_STATES } from "@/lib/codes";
import { code, name, optionalNumber, shortText, utcDateTime, uuid } from "./common";

const postalCodePatterns: Record<number, { pattern: RegExp; example: string }> = {
  [UNITED_STATES]: { pattern: /^\d{5}(-\d{4})?$/, example: "12345 or 12345-6789" },
  [CANADA]: { pattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/, example: "K1A 0B1" },
};

export const addressInput = z
  .object({
    organizationId: uuid,
    addressLine1: name,
    addressLine2: shortText,
    city: name,
    state: z.int().min(0).default(0),
    postalCode: z.string().trim().max(20).nullish().transform((v) => (v ? v : null)),
    country: code(countryCodes, "country"),
    addressType: code(addressTypeCodes, "addressType"),
    latitude: optionalNumber(-90, 90),
    longitude: optionalNumber(-180, 180),
  })
  .superRefine((a, ctx) => {
    const states = countryCodes.has(a.country) ? stateCodesFor(a.country) : undefined;
    if (states === null && a.state !== 0) {
      ctx.addIssue({ code: "custom", path: ["state"], message: `must be 0: country ${a.country} has no state codes` });
    }
    if (states && !states.has(a.state)) {
      const what = a.country === UNITED_STATES ? "US FIPS state" : "Canadian province";
      ctx.addIssue({ code: "custom", path: ["state"], message: `unknown ${what} code ${a.state}` });
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

export const addressResponse = z.object({
  id: z.uuid(), organizationId: z.uuid(), addressLine1: z.string(), addressLine2: z.string().nullable(), city: z.string(),
  state: z.int(), postalCode: z.string().nullable(), country: z.int(), addressType: z.int(),
  latitude: z.number().nullable(), longitude: z.number().nullable(), created: utcDateTime, updated: utcDateTime,
});
