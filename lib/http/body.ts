// Reading a JSON body: the content type, the size limit (enforced while reading, so a huge body is
// refused before it is buffered or parsed), the syntax, then the shared schema.
import { z } from "zod";
import "@/lib/schemas/messages";
import { ApiError, fieldsFromZod, invalid, pointer } from "@/lib/errors";

export const JSON_LIMIT_BYTES = 256 * 1024;

function tooLarge(limit: number, what: string): ApiError {
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
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError("invalid_json", 400, "The body is not valid JSON: it is not UTF-8.");
  }
  const deep = tooDeep(text);
  if (deep !== null) throw invalid({ [deep]: `is nested deeper than ${MAX_JSON_DEPTH} levels` });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof SyntaxError ? error.message : "it cannot be read";
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

/** No body the API accepts nests deeper; deeper ones are refused before they are parsed. */
export const MAX_JSON_DEPTH = 32;

type Frame = { array: boolean; index: number; key: string; expectKey: boolean };

/**
 * The JSON Pointer of the first object or array nested deeper than `limit`, or null. One pass over
 * the text, so a body of 100,000 nested arrays costs what its length costs. Malformed JSON is left
 * to JSON.parse.
 */
export function tooDeep(text: string, limit = MAX_JSON_DEPTH): string | null {
  const frames: Frame[] = [];
  let stringStart = -1;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (stringStart >= 0) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character
      else if (c === 0x22) {
        const top = frames.at(-1);
        if (top && !top.array && top.expectKey) top.key = keyText(text.slice(stringStart, i + 1));
        stringStart = -1;
      }
      continue;
    }
    const top = frames.at(-1);
    if (c === 0x22) stringStart = i;
    else if (c === 0x5b || c === 0x7b) {
      if (frames.length >= limit) return pointer(frames.map((f) => (f.array ? f.index : f.key)));
      frames.push({ array: c === 0x5b, index: 0, key: "", expectKey: c === 0x7b });
    } else if (c === 0x5d || c === 0x7d) frames.pop();
    else if (c === 0x2c && top) {
      if (top.array) top.index += 1;
      else top.expectKey = true;
    } else if (c === 0x3a && top && !top.array) top.expectKey = false;
  }
  return null;
}

function keyText(quoted: string): string {
  try {
    return String(JSON.parse(quoted));
  } catch {
    return quoted.slice(1, -1);
  }
}

function textProblem(text: string): string | null {
  if (text.includes("\u0000")) return "must not contain NUL (\\u0000) characters";
  if (!text.isWellFormed()) return "must be valid Unicode (it holds an unpaired surrogate)";
  return null;
}

type Place = { parent: Place | null; key: PropertyKey };

function pathOf(place: Place | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let p = place; p !== null; p = p.parent) path.push(p.key);
  return path.reverse();
}

/**
 * The first string (or key) that no database can store as text: one holding U+0000 (PostgreSQL
 * refuses it) or an unpaired UTF-16 surrogate (it has no UTF-8 form). Refused up front, by pointer.
 * Each value is visited once and knows only its parent, so the walk is linear in the body's size.
 */
export function findUnstorableText(value: unknown): { pointer: string; message: string } | null {
  const stack: Array<[unknown, Place | null]> = [[value, null]];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const [current, place] = next;
    if (typeof current === "string") {
      const message = textProblem(current);
      if (message) return { pointer: pointer(pathOf(place)), message };
    } else if (typeof current === "object" && current !== null) {
      const array = Array.isArray(current);
      for (const [key, child] of Object.entries(current)) {
        const childPlace = { parent: place, key: array ? Number(key) : key };
        const message = textProblem(key);
        if (message) return { pointer: pointer(pathOf(childPlace)), message: `(a key) ${message}` };
        stack.push([child, childPlace]);
      }
    }
  }
  return null;
}

/** An upload as the importers take it: the body's stream and the headers that say what it is. */
export function incomingUpload(request: Request) {
  return { body: request.body, contentType: request.headers.get("content-type"), contentLength: request.headers.get("content-length") };
}
