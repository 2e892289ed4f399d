import { describe, expect, it } from "vitest";
import { localityLines, stateOnAddress } from "./address-lines";

describe("an address's locality in its country's order", () => {
  it("puts the postal code before the town in Sweden and Germany, after the state in the United States, alone in the UK", () => {
    expect(localityLines({ city: "Stockholm", state: null, postalCode: "114 53", country: 752 })).toEqual(["114 53 Stockholm"]);
    expect(localityLines({ city: "München", state: null, postalCode: "80331", country: 276 })).toEqual(["80331 München"]);
    expect(localityLines({ city: "Springfield", state: "Illinois", postalCode: "62701", country: 840 })).toEqual([
      "Springfield, Illinois 62701",
    ]);
    expect(localityLines({ city: "Ottawa", state: "Ontario", postalCode: "K1A 0B1", country: 124 })).toEqual(["Ottawa, Ontario K1A 0B1"]);
    expect(localityLines({ city: "Bisley", state: null, postalCode: "GU24 0PB", country: 826 })).toEqual(["Bisley", "GU24 0PB"]);
    expect(localityLines({ city: "Tokyo", state: null, postalCode: "100-0001", country: 392 })).toEqual(["Tokyo, 100-0001"]);
    expect(localityLines({ city: "Stockholm", state: null, postalCode: " ", country: 752 })).toEqual(["Stockholm"]);
  });
});

describe("a state as an address prints it", () => {
  it("abbreviates US states as USPS prints them and Canadian provinces as Canada Post does; elsewhere the name stands", () => {
    expect(stateOnAddress(840, 6, "California")).toBe("CA");
    expect(stateOnAddress(840, 36, "New York")).toBe("NY");
    expect(stateOnAddress(840, 11, "District of Columbia")).toBe("DC");
    expect(stateOnAddress(124, 35, "Ontario")).toBe("ON");
    expect(localityLines({ city: "Springfield", state: stateOnAddress(840, 17, "Illinois"), postalCode: "62701", country: 840 })).toEqual([
      "Springfield, IL 62701",
    ]);
    expect(stateOnAddress(36, 3, "Victoria")).toBe("Victoria");
  });
});
