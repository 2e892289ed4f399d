// An upload spooled to a temporary file as it streams in (413 past the limit), so a slow upload
// holds no transaction open and no file is held in memory: either the body's bytes, or the `file`
// part of a multipart form (busboy parses it as it streams; its other parts are the options).
// Request.formData() was not used: undici gathers the whole form, file included, in memory first.
import "server-only";
import busboy from "busboy";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { ApiError, excerpt } from "@/lib/errors";

export const IMPORT_LIMIT_BYTES = 20 * 1024 * 1024;
/** A form's boundaries, part headers and option fields, beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const FORM_LIMITS = { files: 1, fields: 20, parts: 21, fieldSize: 16 * 1024, fieldNameSize: 64, headerPairs: 20 };

/** The spooled file, and the options a form sent beside it (none for a body of bytes). */
export type Upload = { file: string; fields: Record<string, string>; fileName: string | null };

const tooLarge = () => new ApiError("payload_too_large", 413, `The file is larger than ${IMPORT_LIMIT_BYTES / 1024 / 1024} MiB.`);

const unreadableForm = (why: string, field = "file") =>
  new ApiError("validation_failed", 422, `The form cannot be read: ${why}. Nothing was imported.`, { [`/${field}`]: why });

/** The body's chunks, failing with 413 as soon as they pass `limit`. */
async function* limited(body: ReadableStream<Uint8Array>, limit: number): AsyncGenerator<Uint8Array> {
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > limit) throw tooLarge();
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

const isForm = (contentType: string) => contentType.split(";")[0]?.trim().toLowerCase() === "multipart/form-data";

/**
 * The form's `file` part written to `file` as busboy hands it on (it waits while the disk does, so
 * at most a few chunks are in memory); its text parts kept as the options.
 */
async function spoolForm(body: ReadableStream<Uint8Array>, contentType: string, file: string): Promise<Omit<Upload, "file">> {
  const fields: Record<string, string> = {};
  // Set by busboy's events; an object, so the compiler does not narrow them to their first values.
  const got: { fileName: string | null; writing: Promise<void> | null; refused: ApiError | null } = {
    fileName: null,
    writing: null,
    refused: null,
  };
  const refuse = (error: ApiError) => {
    got.refused ??= error;
  };
  let form: busboy.Busboy;
  try {
    form = busboy({
      headers: { "content-type": contentType },
      limits: { ...FORM_LIMITS, fileSize: IMPORT_LIMIT_BYTES },
      defParamCharset: "utf8",
    });
  } catch (error) {
    throw unreadableForm(`its Content-Type names no boundary (${excerpt((error as Error).message)})`);
  }
  form.on("file", (name, stream, info) => {
    if (name !== "file") {
      refuse(unreadableForm(`the file must be the part named "file", not ${JSON.stringify(excerpt(name, 40))}`));
      stream.resume();
      return;
    }
    got.fileName = info.filename || null;
    stream.on("limit", () => refuse(tooLarge()));
    got.writing = pipeline(stream, createWriteStream(file));
    got.writing.catch(() => undefined); // awaited below, unless the form fails first
  });
  form.on("field", (name, value, info) => {
    if (name === "file")
      refuse(
        unreadableForm('the part named "file" carries no file name, so it is a text field; send it as a file (curl -F file=@shots.csv)'),
      );
    else if (info.valueTruncated)
      refuse(unreadableForm(`its field ${excerpt(name, 40)} is longer than ${FORM_LIMITS.fieldSize} bytes`, name));
    else fields[name] = value;
  });
  form.on("filesLimit", () => refuse(unreadableForm("it holds more than one file; send one file a time")));
  form.on("fieldsLimit", () => refuse(unreadableForm(`it holds more than ${FORM_LIMITS.fields} fields`)));
  form.on("partsLimit", () => refuse(unreadableForm(`it holds more than ${FORM_LIMITS.parts} parts`)));
  try {
    await pipeline(Readable.from(limited(body, IMPORT_LIMIT_BYTES + FORM_OVERHEAD_BYTES)), form);
    await got.writing;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw got.refused ?? unreadableForm(`it is not a well-formed multipart form (${excerpt((error as Error).message, 80)})`);
  }
  if (got.refused) throw got.refused;
  if (!got.writing) throw unreadableForm('it holds no part named "file"; send the file as the part named "file" (curl -F file=@shots.csv)');
  return { fields, fileName: got.fileName };
}

/** What arrives of an upload: its bytes as they stream in, and the two headers that say what they are. */
export type IncomingUpload = { body: ReadableStream<Uint8Array> | null; contentType: string | null; contentLength: string | null };

/** The upload written to a temporary file for `read`, and removed after it. */
export async function withUpload<T>(incoming: IncomingUpload, read: (upload: Upload) => Promise<T>): Promise<T> {
  const contentType = incoming.contentType ?? "";
  const form = isForm(contentType);
  if (Number(incoming.contentLength ?? "0") > IMPORT_LIMIT_BYTES + (form ? FORM_OVERHEAD_BYTES : 0)) throw tooLarge();
  const body = incoming.body;
  if (!body)
    throw new ApiError(
      "validation_failed",
      422,
      "The request carries no file; send the file's bytes as the body, or as a form's part named file.",
    );
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "rangebook-import-"));
  try {
    const file = path.join(dir, "upload");
    if (form) return await read({ file, ...(await spoolForm(body, contentType, file)) });
    await pipeline(Readable.from(limited(body, IMPORT_LIMIT_BYTES)), createWriteStream(file));
    return await read({ file, fields: {}, fileName: null });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
