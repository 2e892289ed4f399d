/** ISO 8601 UTC with `Z`, or null: how every date-time leaves the API. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
