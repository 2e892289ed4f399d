// Optimistic concurrency in the domain's terms: the tag of what a reader saw, and the check that it
// still matches. Routes read the If-Match header and pass its text down; nothing here knows HTTP.
import { createHash } from "node:crypto";
import { ApiError } from "@/lib/errors";

/** The tag of a JSON text, as the ETag header carries it. */
export function etagOfText(json: string): string {
  return `"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
}

/** The tag of a representation (the body a read would answer). */
export function etagOf(body: unknown): string {
  return etagOfText(JSON.stringify(body));
}

/**
 * Throws 412 unless `ifMatch` (the If-Match header's text, null when absent) names the current
 * representation's tag or `*`. `current` null means the resource does not exist.
 */
export function checkIfMatch(ifMatch: string | null, current: unknown | null): void {
  if (ifMatch === null) return;
  const tags = ifMatch.split(",").map((t) => t.trim().replace(/^W\//, ""));
  if (current === null) {
    throw new ApiError("precondition_failed", 412, "If-Match was sent, but the resource does not exist.");
  }
  if (!tags.includes("*") && !tags.includes(etagOf(current))) {
    throw new ApiError(
      "precondition_failed",
      412,
      "The resource has changed since you read it (If-Match does not match its ETag); read it again and reapply your change.",
    );
  }
}
