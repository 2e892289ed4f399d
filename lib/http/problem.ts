// The one function that turns anything thrown while handling a request into RFC 9457 problem
// details. No handler catches errors itself. Database failures are recognised by their codes, so this
// module needs neither Prisma nor a driver.
import { z } from "zod";
import { ApiError, conflict, type ErrorCode, excerpt, fieldsFromZod, invalid } from "@/lib/errors";
import { log } from "@/lib/server/log";

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
  idempotency_key_reused: "Idempotency-Key used for another request",
  idempotency_key_in_use: "Idempotency-Key in use",
  service_unavailable: "Service unavailable",
  internal_error: "Internal server error",
};

/** The title of a status for problems that come from elsewhere (the accounts library). */
export function problemTitle(status: number): string {
  const code: Record<number, ErrorCode> = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    409: "conflict",
    422: "validation_failed",
    429: "rate_limited",
    503: "service_unavailable",
  };
  return titles[code[status] ?? (status >= 500 ? "internal_error" : "bad_request")];
}

/** Turns anything thrown while handling a request into its problem-details response. */
export function toProblem(error: unknown, instance: string, traceId: string): Response {
  const known = classify(error);
  if (known.status >= 500 && known.code === "internal_error") {
    log.error("unhandled error", { traceId, instance, error });
  }
  // Whatever a message quotes of the request (a path, a key, a file's header line), the answer holds
  // only an excerpt of it: a 19 MiB header line once came back twice, as a 39.8 MB answer.
  const fields = Object.entries(known.fields).map(([member, message]) => [excerpt(member, 200), excerpt(message, 1_000)]);
  const body: Record<string, string | number> = {
    type: `/problems/${known.code.replaceAll("_", "-")}`,
    title: titles[known.code],
    status: known.status,
    detail: excerpt(known.detail, 2_000),
    instance: excerpt(instance),
    code: known.code,
    traceId,
    ...Object.fromEntries(fields),
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
const databaseUnavailable = () =>
  new ApiError("service_unavailable", 503, "The database is unavailable; retry shortly.", {}, { "retry-after": "5" });

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

/** Prisma's own codes (P…), which its errors carry beside their class name. */
function prismaError(name: string, code: string | undefined): ApiError | null {
  if (name === "PrismaClientInitializationError") return databaseUnavailable();
  if (name !== "PrismaClientKnownRequestError" || code === undefined) return null;
  if (code === "P2025") return new ApiError("not_found", 404, "The record does not exist (any more).");
  if (code === "P2002") return duplicate();
  if (code === "P2003") return danglingReference();
  if (code === "P2034") return concurrentWrite();
  if (code === "P2028") {
    // A transaction waited too long to start or to finish: the server is overloaded, not the request wrong.
    return new ApiError(
      "service_unavailable",
      503,
      "The server is too busy to finish this write now; nothing was saved. Retry shortly.",
      {},
      { "retry-after": "5" },
    );
  }
  if (["P1001", "P1008", "P2024"].includes(code) || code.startsWith("SQLITE_BUSY")) return databaseUnavailable();
  return null;
}

function classify(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return invalid(fieldsFromZod(error));
  const { name, code } = (typeof error === "object" && error !== null ? error : {}) as { name?: unknown; code?: unknown };
  const codeText = typeof code === "string" ? code : undefined;
  const known = (typeof name === "string" ? prismaError(name, codeText) : null) ?? (codeText ? driverError(codeText) : null);
  return known ?? new ApiError("internal_error", 500, "An unexpected error occurred. Quote the traceId when reporting it.");
}
