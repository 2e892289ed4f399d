import { describe, expect, it } from "vitest";
import { fromFahrenheit, temperatureMessage, temperatureUnit, toFahrenheit } from "./temperature";

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

  it("shows stored Fahrenheit in the person's unit", () => {
    expect(fromFahrenheit(68, "C")).toBe(20);
    expect(fromFahrenheit(70.7, "C")).toBe(21.5);
    expect(fromFahrenheit(-40, "C")).toBe(-40);
    expect(fromFahrenheit(68, "F")).toBe(68);
  });

  it("phrases the API's Fahrenheit bounds in the person's unit", () => {
    expect(temperatureMessage("must be at most 150", "C")).toBe("must be at most 65.6 °C (150 °F)");
    expect(temperatureMessage("must be at least -80", "C")).toBe("must be at least -62.2 °C (-80 °F)");
    expect(temperatureMessage("must be at most 150", "F")).toBe("must be at most 150 °F");
  });
});
