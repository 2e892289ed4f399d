// Building blocks for every domain schema: one definition per kind of field, with its bounds and
// its message. Imported by route handlers, forms, the OpenAPI document and tests alike.
import { z } from "zod";
import type { CodeTable } from "@/lib/codes";
import "./messages";

export const NAME_MAX = 200;
export const TEXT_MAX = 10_000;

export const uuid = z.uuid();

/** Required short text: trimmed, non-empty, at most 200 characters. */
export const name = z.string().trim().min(1).max(NAME_MAX);

/** Optional short text (labels, codes, equipment names): at most 200 characters. */
export const shortText = z.string().max(NAME_MAX).nullish().transform((v) => v ?? null);

/** Optional free text (notes, reflections, feedback): at most 10,000 characters. */
export const freeText = z.string().max(TEXT_MAX).nullish().transform((v) => v ?? null);

const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An ISO 8601 date-time with `Z` or an offset, stored and returned in UTC. A bare date
 * (`2026-03-14`) is accepted as midnight UTC, which is what a date of birth or a match day means.
 */
export const dateTime = z
  .string()
  .meta({ description: "ISO 8601 date-time, e.g. 2026-03-14T09:30:00Z; a bare date means midnight UTC", examples: ["2026-03-14T09:30:00Z"] })
  .refine((s) => (isoDateTime.test(s) || isoDate.test(s)) && !Number.isNaN(Date.parse(s)), {
    message: "must be an ISO 8601 date-time such as 2026-03-14T09:30:00Z",
  })
  .refine((s) => !isoDate.test(s) || new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), {
    message: "must be a real calendar date",
  })
  .transform((s) => new Date(isoDate.test(s) ? `${s}T00:00:00Z` : s));

export const optionalDateTime = dateTime.nullish().transform((v) => v ?? null);

export function optionalInt(min: number, max: number) {
  return z.int().min(min).max(max).nullish().transform((v) => v ?? null);
}

export function optionalNumber(min: number, max: number) {
  return z.number().min(min).max(max).nullish().transform((v) => v ?? null);
}

export const optionalUuid = uuid.nullish().transform((v) => v ?? null);

/** How a code table appears in the OpenAPI document: an enum, with each code's label. */
export function codeMeta(table: CodeTable, what: string) {
  const labels = Object.fromEntries([...table].map(([c, label]) => [String(c), label]));
  const listed = table.size <= 20 ? `: ${[...table].map(([c, label]) => `${c} ${label}`).join(", ")}` : " (GET /api/codes lists them with labels)";
  return { description: `${what} code${listed}`, enum: [...table.keys()], "x-enumDescriptions": labels };
}

/** A coded integer that must be one of the table's codes. */
export function code(table: CodeTable, what: string) {
  return z.int()
    .refine((v) => table.has(v), { error: (issue) => `unknown ${what} ${String(issue.input)}` })
    .meta(codeMeta(table, what));
}

export function optionalCode(table: CodeTable, what: string) {
  return code(table, what).nullish().transform((v) => v ?? null);
}

/** A BCP 47 language tag such as en-US or de-CH, returned in canonical case. */
export const languageTag = z
  .string()
  .max(35)
  .refine((s) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(s) && canonicalLocale(s) !== null, {
    message: "must be a BCP 47 language tag such as en-US",
  })
  .transform((s) => canonicalLocale(s) ?? s);

function canonicalLocale(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

/** ?limit= 1..200 (default 50) and the opaque ?cursor= of every list. */
export const listQueryShape = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(1000).optional(),
};

export const listQuery = z.object(listQueryShape);

/** Response building blocks: how values leave the API. */
export const utcDateTime = z.string().meta({ format: "date-time", description: "ISO 8601, UTC, with Z" });
export const nullableUtcDateTime = utcDateTime.nullable();
