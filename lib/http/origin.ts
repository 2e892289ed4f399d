import { ApiError } from "@/lib/errors";

// The origin a client used to reach us. Next's request.url carries the server's own host name, not
// the Host the client sent, so a link built from it can point at "localhost" for a remote client.
// Behind a proxy, X-Forwarded-Host and -Proto say what the client saw.
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim();
  const host = first("x-forwarded-host") ?? first("host");
  const proto = first("x-forwarded-proto");
  const protocol = proto === "http" || proto === "https" ? proto : url.protocol.replace(":", "");
  return host && HOST.test(host) ? `${protocol}://${host}` : url.origin;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A write carried by a cookie must come from our own pages: its Origin must be ours. (SameSite=Lax
 * already keeps the cookie off cross-site POSTs in today's browsers; this does not rely on it.)
 */
export function refuseCrossSiteWrite(request: Request): void {
  if (SAFE_METHODS.has(request.method)) return;
  const origin = request.headers.get("origin");
  if (origin === null || origin !== requestOrigin(request)) {
    throw new ApiError(
      "forbidden",
      403,
      "A write signed in by cookie must come from this site's own pages (the Origin header does not match).",
    );
  }
}
