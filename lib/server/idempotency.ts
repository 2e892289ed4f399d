// Idempotency-Key on writes (API section 12): a retry of a write whose answer was lost gets the
// first answer again, with Idempotency-Replayed: true, and nothing is written twice.
import "server-only";
import { createHash } from "node:crypto";
import { claimIdempotencyKey, keepIdempotentAnswer, releaseIdempotencyKey } from "@/lib/db/idempotency-keys";
import { ApiError } from "@/lib/errors";
import { readLimited } from "@/lib/http/body";

const WRITES = new Set(["POST", "PUT", "DELETE"]);
const PRINTABLE_KEY = /^[\x20-\x7e]{1,200}$/;
/** The largest body any write takes (an import of 20 MiB sent as a form), read once to compare retries. */
const BODY_LIMIT = 21 * 1024 * 1024;
/** The answer headers a replay repeats. */
const KEPT_HEADERS = ["content-type", "location", "etag"];

/**
 * Runs `write` once per Idempotency-Key of `principalId`: a retry with the same method, path and
 * body gets the first answer; the key with another request is 422; while the first still runs, 409.
 * Answers worth retrying (429 and 5xx) are not kept. Requests without the header run as they are.
 */
export async function idempotent(request: Request, principalId: string, write: (request: Request) => Promise<Response>): Promise<Response> {
  const key = request.headers.get("idempotency-key");
  if (key === null || !WRITES.has(request.method)) return write(request);
  if (!PRINTABLE_KEY.test(key)) {
    throw new ApiError("bad_request", 400, "Idempotency-Key must be 1 to 200 printable ASCII characters, e.g. a uuid.");
  }
  const body = await readLimited(request, BODY_LIMIT, "body");
  const url = new URL(request.url);
  const fingerprint = {
    method: request.method,
    path: url.pathname + url.search,
    bodyHash: createHash("sha256").update(body).digest("hex"),
  };
  const claim = await claimIdempotencyKey(principalId, key, fingerprint);
  if (claim.kind === "replay") {
    return new Response(claim.answer.body || null, {
      status: claim.answer.status,
      headers: { ...claim.answer.headers, "idempotency-replayed": "true" },
    });
  }
  if (claim.kind === "other-request") {
    throw new ApiError(
      "idempotency_key_reused",
      422,
      "This Idempotency-Key was already used for a different request; send this one with a new key.",
    );
  }
  if (claim.kind === "running") {
    throw new ApiError(
      "idempotency_key_in_use",
      409,
      "The first request with this Idempotency-Key is still being handled; retry in a moment.",
      {},
      { "retry-after": "1" },
    );
  }
  const answer = await write(
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body: body.byteLength > 0 ? body : null,
      signal: request.signal,
    }),
  );
  if (answer.status === 429 || answer.status >= 500) {
    await releaseIdempotencyKey(principalId, key);
    return answer;
  }
  const text = await answer.text();
  const headers = Object.fromEntries(
    KEPT_HEADERS.flatMap((name) => {
      const value = answer.headers.get(name);
      return value === null ? [] : [[name, value]];
    }),
  );
  await keepIdempotentAnswer(principalId, key, { status: answer.status, headers, body: text });
  return new Response(text || null, { status: answer.status, headers: answer.headers });
}
