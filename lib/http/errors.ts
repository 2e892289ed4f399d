// The one error type the server throws on purpose, and the one function that turns anything thrown
// into RFC 9457 problem details. No handler catches errors itself.
import { z } from "zod";
import { Prisma } from "@/lib/generated/prisma/client";
import { log } from "@/lib/log";

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
  | "service_unavailable"
  | "internal_error";

const titles: Record<ErrorCode, string> = {
  bad_request: "Bad request",
  invalid_json: "Body is not valid JSON",
  unauthorized: "Authentication required",
  forbidden: "Forbidden",
  not_found: "Not found",
  method_not_allowed: "Method not allowed",
  conflict: "Conflict",
  precondition_failed: "Precondition failed",
  payload_too_large: "Payload too large",
  unsupported_media_type: "Unsupported media type",
  validation_failed: "Validation failed",
  bot_check_failed: "Bot check failed",
  rate_limited: "Too many requests",
  service_unavailable: "Service unavailable",
  internal_error: "Internal server error",
};

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

/** Turns anything thrown while handling a request into its problem-details response. */
export function toProblem(error: unknown, instance: string, traceId: string): Response {
  const known = classify(error);
  if (known.status >= 500 && known.code === "internal_error") {
    log.error("unhandled error", { traceId, instance, error });
  }
  const body: Record<string, string | number> = {
    type: `/problems/${known.code.replaceAll("_", "-")}`,
    title: titles[known.code],
    status: known.status,
    detail: known.detail,
    instance,
    code: known.code,
    traceId,
    ...known.fields,
  };
  return new Response(JSON.stringify(body), {
    status: known.status,
    headers: { "content-type": "application/problem+json", ...known.headers },
  });
}

/** Errors of the drivers themselves (plain SQL through `sql`): better-sqlite3's codes and PostgreSQL's SQLSTATEs. */
function driverError(error: unknown): ApiError | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== "string") return null;
  if (["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY", "23505"].includes(code)) {
    return conflict("A record with the same unique value already exists.");
  }
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503") {
    return conflict("The write refers to a record that does not exist, or is still referred to.");
  }
  if (code === "40001" || code === "40P01") return conflict("The write conflicted with a concurrent write; retry it.");
  if (code.startsWith("SQLITE_BUSY") || ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "53300"].includes(code)) {
    return new ApiError("service_unavailable", 503, "The database is unavailable; retry shortly.", {}, { "retry-after": "5" });
  }
  return null;
}

function classify(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return invalid(fieldsFromZod(error));
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return new ApiError("not_found", 404, "The record does not exist (any more).");
    if (error.code === "P2002") return conflict("A record with the same unique value already exists.");
    if (error.code === "P2003") return conflict("The write refers to a record that does not exist, or is still referred to.");
    if (error.code === "P2034") return conflict("The write conflicted with a concurrent write; retry it.");
    if (error.code === "P2028") {
      // A transaction waited too long to start or to finish: the server is overloaded, not the request wrong.
      return new ApiError("service_unavailable", 503, "The server is too busy to finish this write now; nothing was saved. Retry shortly.", {}, { "retry-after": "5" });
    }
    if (["P1001", "P1008", "P2024"].includes(error.code) || error.code.startsWith("SQLITE_BUSY")) {
      return new ApiError("service_unavailable", 503, "The database is unavailable; retry shortly.", {}, { "retry-after": "5" });
    }
  }
  if (error instanceof Prisma.PrismaClientInitializationError) {
    return new ApiError("service_unavailable", 503, "The database is unavailable; retry shortly.", {}, { "retry-after": "5" });
  }
  const driver = driverError(error);
  if (driver) return driver;
  return new ApiError("internal_error", 500, "An unexpected error occurred. Quote the traceId when reporting it.");
}
