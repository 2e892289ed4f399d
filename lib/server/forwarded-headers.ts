// Who the client is and which address it used, as the route handlers read it from X-Forwarded-For,
// -Host and -Proto. Next.js fills those headers from the connection only when the request has none,
// so a client could name any host (and so any cdnUrl) or any address (and so escape a rate limit).
// Unless TRUST_PROXY says proxies are in front, what a client sent is dropped before Next.js reads
// the request; with proxies, only the hops they added are kept.
import "server-only";
import diagnosticsChannel from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";

const FORWARDED = ["x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"] as const;

/**
 * The request's forwarded headers as `proxies` trusted proxies leave them: none (Next.js then puts in
 * the connection's own), or X-Forwarded-For cut to the hops those proxies appended (the first kept is
 * the client).
 */
export function keepTrustedForwarding(headers: IncomingMessage["headers"], proxies: number): void {
  if (proxies <= 0) {
    for (const name of FORWARDED) delete headers[name];
    return;
  }
  const forwardedFor = headers["x-forwarded-for"];
  if (typeof forwardedFor === "string") {
    const hops = forwardedFor
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    headers["x-forwarded-for"] = hops.slice(-proxies).join(", ");
  }
}

let installed = false;

/** Runs before Next.js sees each request (the channel publishes before the "request" event). */
export function installForwardedHeaderFilter(proxies: number): void {
  if (installed) return;
  installed = true;
  diagnosticsChannel.subscribe("http.server.request.start", (message) => {
    keepTrustedForwarding((message as { request: IncomingMessage }).request.headers, proxies);
  });
}
