// Reading a JSON body: the content type, the size limit (enforced while reading, so a huge body is
// refused before it is buffered or parsed), the syntax, then the shared schema.
import { z } from "zod";
import "@/lib/schemas/messages";
import { ApiError, fieldsFromZod, invalid, pointer } from "./errors";

export const JSON_LIMIT_BYTES = 256 * 1024;

export function tooLarge(limit: number, what: string): ApiError {
  return new ApiError("payload_too_large", 413, `The ${what} is larger than ${Math.round(limit / 1024)} KiB.`);
}

/** The body's bytes, at most `limit` of them; 413 past that, whatever Content-Length claims. */
export async function readLimited(request: Request, limit: number, what: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge(limit, what);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit, what);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function isJsonContentType(value: string | null): boolean {
  const mediaType = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

export async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new ApiError("unsupported_media_type", 415, "Send the body as JSON with Content-Type: application/json.");
  }
  const bytes = await readLimited(request, JSON_LIMIT_BYTES, "JSON body");
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : "it is not UTF-8";
    throw new ApiError("invalid_json", 400, `The body is not valid JSON: ${reason}.`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw invalid({ "": "must be a JSON object" });
  }
  const unstorable = findUnstorableText(data);
  if (unstorable !== null) throw invalid({ [unstorable.pointer]: unstorable.message });
  const parsed = await schema.safeParseAsync(data);
  if (!parsed.success) throw invalid(fieldsFromZod(parsed.error));
  return parsed.data;
}

function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain NUL (\\u0000) characters";
  if (!text.isWellFormed()) return "must be valid Unicode (it holds an unpaired surrogate)";
  return null;
}

/**
 * The first string (or key) that no database can store as text: one holding U+0000 (PostgreSQL
 * refuses it) or an unpaired UTF-16 surrogate (it has no UTF-8 form). Refused up front, by pointer.
 */
export function findUnstorableText(value: unknown): { pointer: string; message: string } | null {
  const stack: Array<[unknown, ReadonlyArray<PropertyKey>]> = [[value, []]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, ReadonlyArray<PropertyKey>];
    if (typeof current === "string") {
      const message = textProblem(current);
      if (message) return { pointer: pointer(path), message };
    } else if (typeof current === "object" && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        const message = textProblem(key);
        if (message) return { pointer: pointer([...path, key]), message: `(a key) ${message}` };
        stack.push([child, [...path, Array.isArray(current) ? Number(key) : key]]);
      }
    }
  }
  return null;
}
