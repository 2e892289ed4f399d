// GET /api/codes: every code table of API.md section 4 with labels, and the classification rule
// fields with the operators that fit each, so clients and the rule editor need no copy of their own.
import { z } from "zod";
import { described } from "@/lib/schemas/common";
import { operatorsFor, type RuleField, ruleFields } from "@/lib/classifications/rule-fields";
import {
  addressTypeCodes,
  canadianProvinceCodes,
  CANADA,
  classificationTypeCodes,
  countryCodes,
  entries,
  genderCodes,
  imageTypeCodes,
  operatorCodes,
  ruleTypeCodes,
  UNITED_STATES,
  usStateCodes,
} from "./index";

const codeList = z.array(
  z.object(described({ code: z.int(), label: z.string() }, { code: "The code", label: "What it means, in English" })),
);

export const codesResponse = z.object(
  described(
    {
      country: codeList,
      state: z.object(
        described(
          { description: z.string(), byCountry: z.record(z.string(), codeList) },
          {
            description: "How state codes work",
            byCountry: "State codes by country code (840 and 124)",
          },
        ),
      ),
      gender: codeList,
      addressType: codeList,
      imageType: codeList,
      classificationType: codeList,
      ruleType: codeList,
      operator: codeList,
      ruleField: z.array(
        z.object(
          described(
            {
              name: z.string(),
              label: z.string(),
              kind: z.enum(["number", "code", "uuid", "text"]),
              operators: z.array(z.int()),
              codes: z.enum(["gender", "country"]).nullable(),
            },
            {
              name: "The fieldName of a rule",
              label: "What a person calls it",
              kind: "What kind of value it holds",
              operators: "The operator codes that fit it",
              codes: "For a code field, the table above that lists its values",
            },
          ),
        ),
      ),
    },
    {
      country: "ISO 3166-1 numeric",
      state: "US FIPS states and Canadian provinces",
      gender: "ISO/IEC 5218",
      addressType: "What an address is for",
      imageType: "Kinds of profile image",
      classificationType: "Kinds of classification",
      ruleType: "Require or exclude",
      operator: "Rule operators",
      ruleField: "The facts a classification rule can test",
    },
  ),
);

export function publishedCodes(): z.output<typeof codesResponse> {
  return {
    country: entries(countryCodes),
    state: {
      description: "For country 840 the US FIPS state code, for 124 the Canadian province code; 0 for every other country.",
      byCountry: { [UNITED_STATES]: entries(usStateCodes), [CANADA]: entries(canadianProvinceCodes) },
    },
    gender: entries(genderCodes),
    addressType: entries(addressTypeCodes),
    imageType: entries(imageTypeCodes),
    classificationType: entries(classificationTypeCodes),
    ruleType: entries(ruleTypeCodes),
    operator: entries(operatorCodes),
    ruleField: Object.entries(ruleFields).map(([name, field]: [string, RuleField]) => ({
      name,
      label: field.label,
      kind: field.kind,
      operators: operatorsFor(field.kind),
      codes: field.codes ?? null,
    })),
  };
}
