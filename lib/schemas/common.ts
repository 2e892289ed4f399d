// Building blocks for every domain schema: one definition per kind of field, with its bounds and
// its message. Imported by route handlers, forms, the OpenAPI document and tests alike.
import { z } from "zod";
import type { CodeTable } from "@/lib/codes";
import "./messages";

const NAME_MAX = 200;
const TEXT_MAX = 10_000;

export const uuid = z.uuid();

/** Required short text: trimmed, non-empty, at most 200 characters. */
export const name = z.string().trim().min(1).max(NAME_MAX);

/** Optional short text (labels, codes, equipment names): at most 200 characters. */
export const shortText = z
  .string()
  .max(NAME_MAX)
  .nullish()
  .transform((v) => v ?? null);

/** Optional free text (notes, reflections, feedback): at most 10,000 characters. */
export const freeText = z
  .string()
  .max(TEXT_MAX)
  .nullish()
  .transform((v) => v ?? null);

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2})))?$/i;
const FORMAT = "must be an ISO 8601 date-time such as 2026-03-14T09:30:00Z";

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeap(year) ? 1 : 0);
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * The instant an ISO 8601 date-time (with `Z` or an offset) or a bare date (midnight UTC) names, or
 * why it names none: each part is checked against the calendar, because Date.parse rolls
 * 2026-02-30 over into March and answers nothing at all for month 13.
 */
export function parseDateTime(text: string): { date: Date } | { error: string } {
  const m = DATE_TIME.exec(text);
  if (!m) return { error: FORMAT };
  const [year, month, day, hour, minute, second] = [m[1], m[2], m[3], m[4], m[5], m[6]].map((part) => Number(part ?? 0)) as number[];
  const [offsetHours, offsetMinutes] = [Number(m[10] ?? 0), Number(m[11] ?? 0)];
  if (
    year === undefined ||
    month === undefined ||
    day === undefined ||
    hour === undefined ||
    minute === undefined ||
    second === undefined
  ) {
    return { error: FORMAT };
  }
  if (year < 1) return { error: "must be a real calendar date: there is no year 0000" };
  if (month < 1 || month > 12) return { error: `must be a real calendar date: there is no month ${m[2]}` };
  if (day < 1 || day > daysIn(year, month)) return { error: `must be a real calendar date: ${m[1]}-${m[2]} has no day ${m[3]}` };
  if (hour > 23 || minute > 59 || second > 59) return { error: "must be a real time of day (00:00:00 to 23:59:59)" };
  if (offsetHours > 14 || offsetMinutes > 59) return { error: "must have a real UTC offset (-14:00 to +14:00)" };
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, Math.floor(Number(m[7] ?? 0) * 1000)));
  date.setUTCFullYear(year);
  const offset = (m[9] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes);
  return { date: new Date(date.getTime() - offset * 60_000) };
}

/**
 * An ISO 8601 date-time with `Z` or an offset, stored and returned in UTC. A bare date
 * (`2026-03-14`) is accepted as midnight UTC, which is what a date of birth or a match day means.
 */
export const dateTime = z
  .string()
  .meta({
    description: "ISO 8601 date-time, e.g. 2026-03-14T09:30:00Z; a bare date means midnight UTC",
    examples: ["2026-03-14T09:30:00Z"],
  })
  .transform((s, ctx) => {
    const parsed = parseDateTime(s);
    if ("date" in parsed) return parsed.date;
    ctx.issues.push({ code: "custom", message: parsed.error, input: s });
    return z.NEVER;
  });

export const optionalDateTime = dateTime.nullish().transform((v) => v ?? null);

export function optionalInt(min: number, max: number) {
  return z
    .int()
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
}

export function optionalNumber(min: number, max: number) {
  return z
    .number()
    .min(min)
    .max(max)
    .nullish()
    .transform((v) => v ?? null);
}

export const optionalUuid = uuid.nullish().transform((v) => v ?? null);

/** "United States of America" -> "UnitedStatesOfAmerica": a name a generated client can give the code. */
function varName(label: string): string {
  const words = label
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ]/g, " ")
    .split(/\s+/)
    .filter(Boolean);
  const joined = words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join("");
  return /^[0-9]/.test(joined) ? `Code${joined}` : joined || "Unnamed";
}

/**
 * How a code table appears in the OpenAPI document: an enum, with each code's name and label in the
 * form client generators read (x-enum-varnames, x-enum-descriptions, aligned with enum).
 */
export function codeMeta(table: CodeTable, what: string) {
  const listed =
    table.size <= 20 ? `: ${[...table].map(([c, label]) => `${c} ${label}`).join(", ")}` : " (the code tables list them with labels)";
  const names = [...table.values()].map(varName);
  const unique = names.map((n, i) => (names.indexOf(n) === i ? n : `${n}${i}`));
  return {
    description: `${what} code${listed}`,
    enum: [...table.keys()],
    "x-enum-varnames": unique,
    "x-enum-descriptions": [...table.values()],
  };
}

/**
 * The shape with a description on every field, for the OpenAPI document: the record must name each
 * one. A field that describes itself already (a code table, a date-time's format) keeps that too.
 */
export function described<S extends Record<string, z.ZodType>>(shape: S, descriptions: { [K in keyof S]: string }): S {
  const describe = (key: string, field: z.ZodType) => {
    const own = field.meta()?.description;
    return field.meta({ description: own ? `${descriptions[key]}. ${own}` : descriptions[key] });
  };
  // .meta() answers a copy of the field's schema, which zod types only as the base ZodType.
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, describe(key, field)])) as S;
}

/** A coded integer that must be one of the table's codes. */
export function code(table: CodeTable, what: string) {
  return z
    .int()
    .refine((v) => table.has(v), { error: (issue) => `unknown ${what} ${String(issue.input)}` })
    .meta(codeMeta(table, what));
}

export function optionalCode(table: CodeTable, what: string) {
  return code(table, what)
    .nullish()
    .transform((v) => v ?? null);
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
  limit: z.coerce.number().int().min(1).max(200).default(50).meta({ description: "Items per page, 1 to 200" }),
  cursor: z.string().max(1000).optional().meta({ description: "The nextCursor of the previous page; leave it out for the first" }),
};

export const listQuery = z.object(listQueryShape);

/** ISO 8601 UTC with `Z`, or null: how every date-time leaves the API. */
export function iso(date: Date): string;
export function iso(date: Date | null): string | null;
export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}

/** Response building blocks: how values leave the API. */
export const utcDateTime = z.string().meta({ format: "date-time", description: "ISO 8601, UTC, with Z" });
export const nullableUtcDateTime = utcDateTime.nullable();
