// The origin links in mail and feeds are made from. A request's Host is the client's to choose, so
// a link may use it only when it names one of the hosts people reach this server by; otherwise an
// invitation sent while someone spoofed Host would carry its token to their site.
import os from "node:os";
import { env } from "@/lib/env";
import { requestOrigin } from "./origin";

/**
 * localhost, this machine's own addresses (what `npm start` prints as "Network"), PUBLIC_BASE_URL and
 * AUTH_ALLOWED_HOSTS; a host without a port also stands for itself on any port ("host:*").
 */
export function allowedHosts(): string[] {
  const hosts = new Set(["localhost", "127.0.0.1", "[::1]", os.hostname()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const address of addresses ?? []) hosts.add(address.family === "IPv6" ? `[${address.address}]` : address.address);
  }
  const { PUBLIC_BASE_URL, AUTH_ALLOWED_HOSTS } = env();
  if (PUBLIC_BASE_URL) hosts.add(new URL(PUBLIC_BASE_URL).host);
  for (const host of AUTH_ALLOWED_HOSTS?.split(",") ?? []) if (host.trim()) hosts.add(host.trim());
  return [...hosts].flatMap((host) => (host.includes(":") && !host.startsWith("[") ? [host] : [host, `${host}:*`]));
}

/** Whether `host` (name and optional port) is one of `allowed`, as allowedHosts lists them. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const lower = host.toLowerCase();
  const bare = lower.replace(/:\d+$/, "");
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted.endsWith(":*") ? wanted.slice(0, -2) === bare : wanted === lower;
  });
}

/** PUBLIC_BASE_URL when set; else the origin the client used if its host is allowed; else the server's own. */
export function publicOrigin(request: Request): string {
  const configured = env().PUBLIC_BASE_URL;
  if (configured) return configured.replace(/\/+$/, "");
  const used = requestOrigin(request);
  return hostAllowed(new URL(used).host, allowedHosts()) ? used : new URL(request.url).origin;
}
