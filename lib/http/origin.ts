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
