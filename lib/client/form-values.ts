// What form fields hold, as the API wants it: blank text is null, and a stored instant is the
// value a datetime-local input shows in the browser's zone.

/** For react-hook-form's setValueAs: text that is empty or only spaces is null. */
export function textOrNull(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? null : value;
}

/** "2026-11-21T07:30" for an ISO instant, in the browser's zone; "" for none or an unreadable one. */
export function localDateTime(iso: unknown): string {
  if (typeof iso !== "string" || !iso) return "";
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
