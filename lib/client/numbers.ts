// Numbers typed the way the person's culture writes them: "9,5" in de-DE and "9.5" in en-US are
// both nine and a half; group separators ("1,234" in en-US, "1.234" in de-DE, "1’234" in de-CH)
// are dropped where three digits follow them, and a lone comma is read as a decimal point anywhere.
import { numberFormat } from "@/lib/i18n/intl-cache";

function separators(locale: string | undefined): { group: string; decimal: string } {
  const parts = numberFormat(locale).formatToParts(1234567.5);
  return {
    group: parts.find((p) => p.type === "group")?.value ?? ",",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
  };
}

/** The number typed, or NaN when it is not one (the schema then names the field). */
export function parseNumber(text: string, locale?: string): number {
  const { group, decimal } = separators(locale);
  let normal = text.trim().replace(/[\s'’]/g, "");
  // A group separator is only one where three digits follow, so "9.5" typed in de-DE is still 9.5.
  if (group !== decimal && !/\s/.test(group)) normal = normal.replace(new RegExp(`\\${group}(?=\\d{3}(?!\\d))`, "g"), "");
  // What is left of either mark is the decimal point: "22,5" is 22.5 wherever it is typed.
  normal = normal.replace(decimal, ".").replace(",", ".");
  if (normal === "" || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(normal)) return Number.NaN;
  return Number(normal);
}

/** For react-hook-form's setValueAs: empty is null. */
export function numberOrNull(value: unknown): number | null {
  if (value === "" || value === null || value === undefined) return null;
  return typeof value === "number" ? value : parseNumber(String(value));
}

/** For react-hook-form's setValueAs where empty means "use the default". */
export function numberOrUndefined(value: unknown): number | undefined {
  return numberOrNull(value) ?? undefined;
}
