// The one error type the server throws on purpose, and the helpers that build it. Turning anything
// thrown into problem details happens in one place, lib/http/problem.ts.
import type { z } from "zod";

export type ErrorCode =
  | "bad_request"
  | "invalid_json"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "precondition_failed"
  | "payload_too_large"
  | "unsupported_media_type"
  | "validation_failed"
  | "bot_check_failed"
  | "rate_limited"
  | "idempotency_key_reused"
  | "idempotency_key_in_use"
  | "service_unavailable"
  | "internal_error";

/** JSON Pointer (RFC 6901) into the request body, to the message for that field. */
export type FieldErrors = Record<string, string>;

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    readonly detail: string,
    readonly fields: FieldErrors = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = "ApiError";
  }
}

export const notFound = (what: string) => new ApiError("not_found", 404, `${what} does not exist.`);
export const forbidden = (detail: string) => new ApiError("forbidden", 403, detail);
export const conflict = (detail: string) => new ApiError("conflict", 409, detail);

/**
 * The step's result; if it throws, `prior` runs first, so the error the request would have met
 * earlier (a 404, a 403) still wins over the step's own. For writes whose success does not need
 * what `prior` reads: the read is made only when something is wrong (docs/decisions/001).
 */
export async function withPriorCheck<T>(step: Promise<T>, prior: () => Promise<unknown>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    await prior();
    throw error;
  }
}

/** A 422 for one or more fields, each named by its JSON Pointer. */
export function invalid(fields: FieldErrors): ApiError {
  return new ApiError("validation_failed", 422, describeFields(fields), fields);
}

export function pointer(path: ReadonlyArray<PropertyKey>): string {
  return path.map((p) => "/" + String(p).replaceAll("~", "~0").replaceAll("/", "~1")).join("");
}

function describeFields(fields: FieldErrors): string {
  const parts = Object.entries(fields).map(([ptr, message]) => `${ptr.slice(1) || "the body"} ${message}`);
  return parts.length === 1 ? `${parts[0]}.` : `${parts.length} fields are invalid: ${parts.join("; ")}.`;
}

export function fieldsFromZod(error: z.ZodError, prefix: ReadonlyArray<PropertyKey> = []): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = pointer([...prefix, ...issue.path]);
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The record, or a 404 naming what was looked for. */
export function found<T>(record: T | null | undefined, what: string): T {
  if (record === null || record === undefined) throw notFound(what);
  return record;
}

/** At most `length` characters of a text that may quote the request: errors echo no more. */
export const excerpt = (text: string, length = 100) => (text.length > length ? `${text.slice(0, length)}…` : text);
