// GET /api/codes: every code table of API.md section 4 with labels, and the classification rule
// fields with the operators that fit each, so clients and the rule editor need no copy of their own.
import { operatorsFor, ruleFields } from "@/lib/classifications/rule-fields";
import {
  addressTypeCodes, canadianProvinceCodes, CANADA, classificationTypeCodes, countryCodes, entries, genderCodes,
  imageTypeCodes, operatorCodes, ruleTypeCodes, UNITED_STATES, usStateCodes,
} from "./index";

export function publishedCodes() {
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
    ruleField: Object.entries(ruleFields).map(([name, field]) => ({
      name, label: field.label, kind: field.kind, operators: operatorsFor(field.kind),
    })),
  };
}
