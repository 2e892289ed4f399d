/** The client's address: the first hop Next.js (or a trusted proxy) put in X-Forwarded-For; null when none. */
export function clientAddress(request: Request): string | null {
  return request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() || null;
}
