import { READER_COOKIE, parseReaderCookie, type ReaderFormat } from "@/lib/client/reader-cookie";

/** The locale and time zone the browser's reader cookie names; empty for API clients. */
export function readerFormatOf(request: Request): ReaderFormat {
  const cookie = (request.headers.get("cookie") ?? "")
    .split(/;\s*/)
    .find((c) => c.startsWith(`${READER_COOKIE}=`))
    ?.slice(READER_COOKIE.length + 1);
  return parseReaderCookie(cookie) ?? {};
}

/** The zone to read times written without one in: the one the request names, else the reader cookie's, else UTC. */
export function readerTimeZone(request: Request, named: string | undefined): string {
  return named ?? readerFormatOf(request).timeZone ?? "UTC";
}
