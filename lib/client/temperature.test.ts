import { describe, expect, it } from "vitest";
import { temperatureUnit, toFahrenheit } from "./temperature";

describe("temperature", () => {
  it("follows the locale's region", () => {
    expect(temperatureUnit("en-US")).toBe("F");
    expect(temperatureUnit("en-GB")).toBe("C");
    expect(temperatureUnit("de-CH")).toBe("C");
    expect(temperatureUnit("en")).toBe("C");
    expect(temperatureUnit("es-419")).toBe("C");
  });

  it("stores Fahrenheit", () => {
    expect(toFahrenheit(20, "C")).toBe(68);
    expect(toFahrenheit(-40, "C")).toBe(-40);
    expect(toFahrenheit(21.5, "C")).toBe(70.7);
    expect(toFahrenheit(68, "F")).toBe(68);
  });
});
