/** The temperature unit a person's locale expects: Fahrenheit in the US and the few places like it. */
export function temperatureUnit(locale: string): "F" | "C" {
  const region = locale.split("-").find((part, i) => i > 0 && /^[A-Z]{2}$/.test(part));
  return region && ["US", "LR", "MM", "BS", "BZ", "KY", "PW"].includes(region) ? "F" : "C";
}

/** The API stores Fahrenheit; a Celsius entry is converted, to one decimal. */
export function toFahrenheit(value: number, unit: "F" | "C"): number {
  return unit === "F" ? value : Math.round(((value * 9) / 5) * 10 + 320) / 10;
}

/** A stored Fahrenheit value in the person's unit, to one decimal. */
export function fromFahrenheit(value: number, unit: "F" | "C"): number {
  return unit === "F" ? value : Math.round((((value - 32) * 5) / 9) * 10) / 10;
}

/** The API's temperature messages name Fahrenheit bounds; this says them in the person's unit. */
export function temperatureMessage(message: string, unit: "F" | "C"): string {
  return message.replace(/-?\d+(?:\.\d+)?/g, (n) => (unit === "F" ? `${n} °F` : `${fromFahrenheit(Number(n), "C")} °C (${n} °F)`));
}
