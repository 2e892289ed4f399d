// Reading an uploaded file: counted as it streams in (413 past the limit), its format detected from
// the first kilobytes when not named, then parsed record by record (csv-parse), so a 20 MiB file is
// never held whole. Orion's JSON is the exception: it is parsed as one document.
import "server-only";
import { pipeline } from "node:stream/promises";
import { parse } from "csv-parse";
import { ApiError } from "@/lib/errors";
import { detectFormat, separatorOf } from "./detect";
import { type ColumnMapping, genericReader } from "./generic";
import { meytonReader } from "./meyton";
import { myTargetsReader } from "./mytargets";
import { readOrion } from "./orion";
import { shotMarkerReader } from "./shotmarker";
import { siusReader } from "./sius";
import type { ImportFormat, ParseResult, RecordReader } from "./types";

export const IMPORT_LIMIT_BYTES = 20 * 1024 * 1024;
/**
 * What one import holds in memory is bounded by lines, not only bytes: every session is kept until
 * the report is written, and 20 MiB of shot lines (430,000 shots) would not fit the server's heap.
 * 65,000 lines is a season or two of shots; a JSON document is read whole, so 8 MiB.
 */
export const IMPORT_LIMIT_LINES = 65_000;
const JSON_LIMIT_BYTES = 8 * 1024 * 1024;
const HEAD_BYTES = 8 * 1024;

export type ReadOptions = { format: ImportFormat | null; fileName: string | null; mapping: ColumnMapping | null };
export type ReadFile = ParseResult & { format: ImportFormat; columns: string[] | null };

const tooLarge = () => new ApiError("payload_too_large", 413, `The file is larger than ${IMPORT_LIMIT_BYTES / 1024 / 1024} MiB.`);

/** The body's chunks, failing with 413 as soon as they pass the limit. */
async function* limited(body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  let size = 0;
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > IMPORT_LIMIT_BYTES) throw tooLarge();
      yield value;
    }
  } finally {
    reader.releaseLock();
  }
}

export async function readImportFile(request: Request, options: ReadOptions): Promise<ReadFile> {
  if (Number(request.headers.get("content-length") ?? "0") > IMPORT_LIMIT_BYTES) throw tooLarge();
  if (!request.body) throw new ApiError("validation_failed", 422, "The request carries no file; send the file's bytes as the body.");
  const chunks = limited(request.body);
  // The first kilobytes decide the format (and a generic CSV's separator).
  const head: Uint8Array[] = [];
  let headSize = 0;
  let ended = false;
  while (headSize < HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headSize += next.value.byteLength;
  }
  const headText = new TextDecoder().decode(Buffer.concat(head).subarray(0, HEAD_BYTES));
  const format = options.format ?? detectFormat(headText);
  async function* all(): AsyncGenerator<Uint8Array> {
    yield* head;
    if (!ended) yield* chunks;
  }

  if (format === "orion") {
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of all()) {
      size += chunk.byteLength;
      if (size > JSON_LIMIT_BYTES)
        throw new ApiError("payload_too_large", 413, "A JSON file is read whole, so at most 8 MiB; export a shorter period.");
      parts.push(Buffer.from(chunk));
    }
    return { ...readOrion(Buffer.concat(parts).toString("utf8")), format, columns: null };
  }

  const generic = format === "generic" ? genericReader(options.mapping) : null;
  const readers: Record<Exclude<ImportFormat, "orion">, () => RecordReader> = {
    shotmarker: shotMarkerReader,
    sius: () => siusReader(options.fileName),
    meyton: meytonReader,
    mytargets: myTargetsReader,
    generic: () => generic ?? genericReader(null),
  };
  const reader = readers[format]();
  const delimiter =
    format === "shotmarker" ? "," : format === "generic" ? separatorOf(headText.replace(/^\uFEFF/, "").split(/\r?\n/)[0] ?? "") : ";";
  await pipeline(
    all(),
    parse({
      delimiter,
      bom: true,
      encoding: format === "meyton" ? "latin1" : "utf8",
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
    }),
    async (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) => {
      for await (const { record, info } of records) {
        if (info.lines > IMPORT_LIMIT_LINES) {
          throw new ApiError(
            "validation_failed",
            422,
            `This file has more than ${IMPORT_LIMIT_LINES.toLocaleString("en-US")} lines; one import takes a season or two of shots. Export a shorter period, or split the file.`,
            { [`/lines/${info.lines}`]: `is past the ${IMPORT_LIMIT_LINES.toLocaleString("en-US")} lines one import reads` },
          );
        }
        reader.feed(record, info.lines);
      }
    },
  );
  return { ...reader.finish(), format, columns: generic ? generic.columns() : null };
}
