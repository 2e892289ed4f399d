import { describe, expect, it } from "vitest";
import { numberOrNull, parseNumber } from "./numbers";

describe("numbers typed in the person's culture", () => {
  it("reads the decimal separator of the locale", () => {
    expect(parseNumber("9.5", "en-US")).toBe(9.5);
    expect(parseNumber("9,5", "de-DE")).toBe(9.5);
    expect(parseNumber("9,5", "fr-FR")).toBe(9.5);
    expect(parseNumber("9.5", "de-DE")).toBe(9.5);
    expect(parseNumber("22,5", "de-CH")).toBe(22.5);
    expect(parseNumber("22,5", "en-US")).toBe(22.5);
  });

  it("drops group separators", () => {
    expect(parseNumber("1,234.5", "en-US")).toBe(1234.5);
    expect(parseNumber("1.234,5", "de-DE")).toBe(1234.5);
    expect(parseNumber("1’234.5", "de-CH")).toBe(1234.5);
    expect(parseNumber("1 234,5", "fr-FR")).toBe(1234.5);
  });

  it("says NaN for what is not a number, so the schema names the field", () => {
    expect(parseNumber("ten", "en-US")).toBeNaN();
    expect(parseNumber("1.2.3", "en-US")).toBeNaN();
    expect(parseNumber("", "en-US")).toBeNaN();
  });

  it("keeps numbers and empties as react-hook-form hands them over", () => {
    expect(numberOrNull("")).toBeNull();
    expect(numberOrNull(null)).toBeNull();
    expect(numberOrNull(7)).toBe(7);
    expect(numberOrNull("-3")).toBe(-3);
  });
});
