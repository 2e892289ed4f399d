import { describe, expect, it } from "vitest";
import { fieldsFromZod } from "@/lib/errors";
import { addressInput } from "./addresses";

const base = {
  organizationId: "0190f5d2-9c1e-7d3a-8b4f-0123456789ab",
  addressLine1: "1 Range Road",
  city: "Colorado Springs",
  state: 8,
  postalCode: "80909",
  country: 840,
  addressType: 2,
};

function errors(body: Record<string, unknown>) {
  const parsed = addressInput.safeParse({ ...base, ...body });
  return parsed.success ? {} : fieldsFromZod(parsed.error);
}

describe("address schema", () => {
  it("accepts US, Canadian and other addresses", () => {
    expect(errors({})).toEqual({});
    expect(errors({ country: 124, state: 35, postalCode: "K1A 0B1" })).toEqual({});
    expect(errors({ country: 276, state: 0, postalCode: "10115" })).toEqual({});
    expect(errors({ country: 826, state: 0, postalCode: null })).toEqual({});
  });

  it("requires the state to fit the country", () => {
    expect(errors({ state: 3 })).toEqual({ "/state": "is not a US state code (3)" });
    expect(errors({ state: 0 })).toEqual({ "/state": "must name a US state" });
    expect(errors({ country: 124, state: 8, postalCode: "K1A 0B1" })).toEqual({
      "/state": "is not a Canadian province or territory code (8)",
    });
    expect(errors({ country: 276, state: 8 })).toEqual({ "/state": "must be 0: country 276 has no state codes" });
    expect(errors({ country: 999 })).toEqual({ "/country": "unknown country 999" });
  });

  it("checks postal codes where the format is known, and coordinates", () => {
    expect(errors({ postalCode: "8090" })).toEqual({ "/postalCode": "must be a postal code such as 12345 or 12345-6789" });
    expect(errors({ latitude: 91, longitude: 0 })).toEqual({ "/latitude": "must be at most 90" });
    expect(errors({ latitude: 38.8 })).toEqual({ "/longitude": "is required when the other coordinate is given" });
  });
});
