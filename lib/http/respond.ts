// Successful responses. One resource carries an ETag computed from its representation, so any change
// a client could see changes the tag, derived fields included.
import { etagOfText } from "@/lib/preconditions";

export { etagOf } from "@/lib/preconditions";

/** A body already serialized as JSON. */
export function jsonText(text: string, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(text, { status, headers: { "content-type": "application/json", ...headers } });
}

function json(body: unknown, status: number): Response {
  return jsonText(JSON.stringify(body), status);
}

/** The body serialized once, for both the ETag and the response. */
export function resource(body: unknown, options: { status?: 200 | 201; location?: string } = {}): Response {
  const text = JSON.stringify(body);
  const headers: Record<string, string> = { etag: etagOfText(text) };
  if (options.location) headers.location = options.location;
  return jsonText(text, options.status ?? 200, headers);
}

export function created(body: unknown, location: string): Response {
  return resource(body, { status: 201, location });
}

export function list(items: unknown[], nextCursor: string | null): Response {
  return json({ items, nextCursor }, 200);
}

export function plain(body: unknown, status = 200): Response {
  return json(body, status);
}

export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** The If-Match header's text, for a domain function that checks it; null when absent. */
export function ifMatchOf(request: Request): string | null {
  return request.headers.get("if-match");
}

/**
 * A file to download, streamed as it is produced: its type, and the name a browser saves it under
 * (RFC 6266, with the UTF-8 form for names beyond ASCII).
 */
export function download(
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | string,
  contentType: string,
  fileName: string,
): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const stream =
    typeof body === "string" || body instanceof ReadableStream
      ? body
      : (() => {
          const chunks = body[Symbol.asyncIterator]();
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              const next = await chunks.next();
              if (next.done) controller.close();
              else controller.enqueue(next.value);
            },
            async cancel() {
              await chunks.return?.(undefined);
            },
          });
        })();
  return new Response(stream, {
    headers: {
      "content-type": contentType,
      "content-disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "no-store",
    },
  });
}
