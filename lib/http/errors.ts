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

/**
 * The step's result; if it throws, `prior` runs first, so that the error a request would have got
 * before this step (the 404 of a missing resource, a 403) still wins over the step's own. For paths
 * whose successful case does not need what `prior` reads: their write finds no row instead, so the
 * read is made only when something is wrong.
 */
export async function withPriorCheck<T>(step: Promise<T>, prior: (() => Promise<unknown>) | undefined): Promise<T> {
  try {
    return await step;
  } catch (error) {
    await prior?.();
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

// What a database failure means to the client, whichever layer reports it (Prisma's error codes or
// the drivers' own, for plain SQL through `sql`).
const duplicate = () => conflict("A record with the same unique value already exists.");
const danglingReference = () => conflict("The write refers to a record that does not exist, or is still referred to.");
const concurrentWrite = () => conflict("The write conflicted with a concurrent write; retry it.");
const databaseUnavailable = () => new ApiError("service_unavailable", 503, "The database is unavailable; retry shortly.", {}, { "retry-after": "5" });

/** better-sqlite3's codes and PostgreSQL's SQLSTATEs (and node-postgres's socket errors). */
function driverError(code: string): ApiError | null {
  if (["SQLITE_CONSTRAINT_UNIQUE", "SQLITE_CONSTRAINT_PRIMARYKEY", "23505"].includes(code)) return duplicate();
  if (code === "SQLITE_CONSTRAINT_FOREIGNKEY" || code === "23503") return danglingReference();
  if (code === "40001" || code === "40P01") return concurrentWrite();
  if (code.startsWith("SQLITE_BUSY") || ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "53300"].includes(code)) {
    return databaseUnavailable();
  }
  return null;
}

function classify(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return invalid(fieldsFromZod(error));
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === "P2025") return new ApiError("not_found", 404, "The record does not exist (any more).");
    if (error.code === "P2002") return duplicate();
    if (error.code === "P2003") return danglingReference();
    if (error.code === "P2034") return concurrentWrite();
    if (error.code === "P2028") {
      // A transaction waited too long to start or to finish: the server is overloaded, not the request wrong.
      return new ApiError("service_unavailable", 503, "The server is too busy to finish this write now; nothing was saved. Retry shortly.", {}, { "retry-after": "5" });
    }
    if (["P1001", "P1008", "P2024"].includes(error.code) || error.code.startsWith("SQLITE_BUSY")) return databaseUnavailable();
  }
  if (error instanceof Prisma.PrismaClientInitializationError) return databaseUnavailable();
  const code = (error as { code?: unknown } | null)?.code;
  const driver = typeof code === "string" ? driverError(code) : null;
  if (driver) return driver;
  return new ApiError("internal_error", 500, "An unexpected error occurred. Quote the traceId when reporting it.");
}
