// Where to go after signing in. Browsers read "/\host" and "/\t/host" as "//host", another site, so
// the path is resolved as a browser would resolve it and kept only when it stays on this origin.

const HERE = "https://rangebook.invalid";

/** A path on this site to go to after signing in, never another origin nor the API; "/" otherwise. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(next, HERE);
  } catch {
    return "/";
  }
  if (url.origin !== HERE || url.pathname.startsWith("/api/")) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
