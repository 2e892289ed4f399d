// Reading an uploaded file, once spooled (spool-upload.ts): its format detected from the first kilobytes when not named;
// then parsed record by record (csv-parse), each session handed on as soon as the file closes it.
// Orion's JSON list is streamed entry by entry.
import "server-only";
import { createReadStream } from "node:fs";
import fs from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import { JSONParser } from "@streamparser/json";
import { CsvError, parse } from "csv-parse";
import { ApiError, excerpt } from "@/lib/errors";
import { detectFormat, separatorOf } from "./detect";
import { type ColumnMapping, genericReader } from "./generic";
import { type JsonGuardProblem, jsonGuard, MAX_JSON_ENTRY_BYTES } from "./json-guard";
import { meytonReader } from "./meyton";
import { myTargetsReader } from "./mytargets";
import { orionReader, readOrion } from "./orion";
import { shotMarkerReader } from "./shotmarker";
import { siusReader } from "./sius";
import { type ImportedSession, type ImportFormat, jsonFault, type LineError, type RecordReader } from "./types";

const HEAD_BYTES = 8 * 1024;
/** A CSV record's characters: a shot's line is about a hundred; a quote never closed stops here. */
const MAX_RECORD_CHARS = 8 * 1024;
/** A CSV's columns: the widest format (SIUS) has about thirty. */
const MAX_COLUMNS = 100;
/** Sessions handed on together: the importer writes them in one round of statements. */
const BATCH = 50;

export type ReadOptions = {
  format: ImportFormat | null;
  fileName: string | null;
  mapping: ColumnMapping | null;
  /** The zone of times written without one (every format but Orion and Meyton); "UTC" when not known. */
  timeZone: string;
};
export type ReadFile = { format: ImportFormat; columns: string[] | null; errors: LineError[]; notes: string[] };
/** Takes each batch of sessions the file closes, in the file's order. */
export type TakeSessions = (sessions: ImportedSession[]) => Promise<void>;

async function headBytesOf(file: string): Promise<Uint8Array> {
  const handle = await fs.open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const headOf = async (file: string) => new TextDecoder().decode(await headBytesOf(file));

/** What a file that is not text seems to be, by its first bytes; null for text. */
const NOT_TEXT: Array<[number[], string]> = [
  [[0x50, 0x4b, 0x03, 0x04], "a spreadsheet workbook or a zip archive"],
  [[0xd0, 0xcf, 0x11, 0xe0], "an Excel 97-2003 workbook"],
  [[0x25, 0x50, 0x44, 0x46], "a PDF document"],
  [[0xff, 0xd8, 0xff], "a photo (JPEG)"],
  [[0x89, 0x50, 0x4e, 0x47], "a picture (PNG)"],
  // Excel's "Unicode text" is UTF-16, whose byte-order mark is one of these.
  [[0xff, 0xfe], "text saved as UTF-16"],
  [[0xfe, 0xff], "text saved as UTF-16"],
];

function notText(head: Uint8Array): string | null {
  const known = NOT_TEXT.find(([magic]) => magic.every((byte, i) => head[i] === byte));
  if (known) return known[1];
  return head.includes(0) ? "not a text file" : null;
}

/**
 * A file that is not text would otherwise be read as a CSV with garbled columns: a 422 says what it
 * seems to be and what to send instead.
 */
function refuseBinary(head: Uint8Array): void {
  const seems = notText(head);
  if (!seems) return;
  throw new ApiError(
    "validation_failed",
    422,
    `This file is ${seems}, which Rangebook cannot read shots from. Export the shots as CSV (UTF-8) or JSON from the target's or the app's software, or save the sheet as CSV UTF-8, and import that; nothing was imported.`,
    { "/lines/1": `is ${seems}` },
  );
}

/** The format the file's first kilobytes show. */
export async function detectFileFormat(file: string): Promise<ImportFormat> {
  return detectFormat(await headOf(file));
}

/** Hands on the batches of sessions gathered so far, keeping the last one short of a batch. */
function batcher(take: TakeSessions) {
  let closed: ImportedSession[] = [];
  let seen = 0;
  return {
    seen: () => seen,
    async add(sessions: ImportedSession[], flush = false) {
      seen += sessions.length;
      closed.push(...sessions);
      while (closed.length >= BATCH || (flush && closed.length > 0)) {
        const batch = closed.slice(0, BATCH);
        closed = closed.slice(BATCH);
        await take(batch);
      }
    },
  };
}

const refuseJson = ({ line, message }: JsonGuardProblem) =>
  new ApiError("validation_failed", 422, `This JSON file ${message} (line ${line}); nothing was imported.`, {
    [`/lines/${line}`]: message,
  });

/**
 * Orion's JSON: an array is streamed element by element (@streamparser/json), each score-history
 * entry handed on as it is read; a single object is read whole, so at most 1 MiB. Either way the
 * bytes pass the guard (json-guard.ts) before the parser builds anything from them.
 */
async function readOrionFile(file: string, headText: string, take: TakeSessions): Promise<ReadFile> {
  const format = "orion";
  const guard = jsonGuard();
  if (
    !headText
      .replace(/^\uFEFF/, "")
      .trimStart()
      .startsWith("[")
  ) {
    if ((await fs.stat(file)).size > MAX_JSON_ENTRY_BYTES)
      throw new ApiError(
        "payload_too_large",
        413,
        "A JSON file that is not a list is read whole, so at most 1 MiB, far more than one session; export a list, or a shorter period.",
      );
    const bytes = await fs.readFile(file);
    const problem = guard.scan(bytes);
    if (problem) throw refuseJson(problem);
    const { sessions, errors, notes } = readOrion(bytes.toString("utf8"));
    await batcher(take).add(sessions, true);
    return { format, columns: null, errors, notes };
  }
  const reader = orionReader();
  const batches = batcher(take);
  const parser = new JSONParser({ paths: ["$.*"], keepStack: false });
  parser.onValue = ({ value }) => reader.element(value);
  let first = true;
  try {
    for await (const chunk of createReadStream(file)) {
      const bytes = chunk as Buffer;
      const problem = guard.scan(bytes);
      if (problem) throw refuseJson(problem);
      // A byte-order mark is not JSON.
      parser.write(first && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes);
      first = false;
      await batches.add(reader.take());
    }
    if (!parser.isEnded) parser.end(); // the list's closing bracket ends it; else the file is cut short
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError("validation_failed", 422, `This file is not valid JSON (${jsonFault(error)}); nothing was imported.`, {
      "/lines/1": "is not JSON",
    });
  }
  const { sessions, errors, notes } = reader.finish();
  await batches.add(sessions, true);
  return { format, columns: null, errors, notes };
}

/** Why csv-parse stopped, as a 422 naming the line; `after` is the last line read whole. */
function unreadableCsv(error: CsvError, after: number): ApiError {
  const line = after + 1;
  const reasons: Partial<Record<CsvError["code"], string>> = {
    CSV_QUOTE_NOT_CLOSED: "opens a quote that is never closed",
    CSV_MAX_RECORD_SIZE: `holds a record longer than ${MAX_RECORD_CHARS.toLocaleString("en-US")} characters (a quote never closed, or not a shot file)`,
  };
  const reason = reasons[error.code] ?? `cannot be read as CSV (${excerpt(error.message)})`;
  return new ApiError("validation_failed", 422, `Line ${line} ${reason}; nothing was imported.`, { [`/lines/${line}`]: reason });
}

/** Reads the spooled file, handing its sessions to `take` in batches as the file closes them. */
export async function readImportFile(file: string, options: ReadOptions, take: TakeSessions): Promise<ReadFile> {
  const head = await headBytesOf(file);
  refuseBinary(head);
  const headText = new TextDecoder().decode(head);
  const format = options.format ?? detectFormat(headText);

  if (format === "orion") return readOrionFile(file, headText, take);

  const generic = format === "generic" ? genericReader(options.mapping, options.timeZone) : null;
  const readers: Record<Exclude<ImportFormat, "orion">, () => RecordReader> = {
    shotmarker: () => shotMarkerReader(options.timeZone),
    sius: () => siusReader(options.fileName, options.timeZone),
    meyton: meytonReader,
    mytargets: () => myTargetsReader(options.timeZone),
    generic: () => generic ?? genericReader(null),
  };
  const reader = readers[format]();
  const delimiter =
    format === "shotmarker" ? "," : format === "generic" ? separatorOf(headText.replace(/^\uFEFF/, "").split(/\r?\n/)[0] ?? "") : ";";
  const batches = batcher(take);
  let failure: unknown = null; // pipeline reports its own AbortError for what the last step threw
  let lastLine = 0; // the last line of the last record parsed whole
  await pipeline(
    createReadStream(file),
    parse({
      delimiter,
      bom: true,
      encoding: format === "meyton" ? "latin1" : "utf8",
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      info: true,
      max_record_size: MAX_RECORD_CHARS,
      // Where the parser is, not the reader (which lags by the records buffered between them).
      on_record: (record: string[], { lines }: { lines: number }) => {
        lastLine = lines;
        return record;
      },
    }),
    async (records: AsyncIterable<{ record: string[]; info: { lines: number } }>) => {
      try {
        for await (const { record, info } of records) {
          if (record.length > MAX_COLUMNS)
            throw new ApiError(
              "validation_failed",
              422,
              `Line ${info.lines} has ${record.length.toLocaleString("en-US")} columns; a shot file has at most ${MAX_COLUMNS}. Nothing was imported.`,
              { [`/lines/${info.lines}`]: `has more than ${MAX_COLUMNS} columns` },
            );
          reader.feed(record, info.lines);
          await batches.add(reader.take());
        }
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  ).catch((error: unknown) => {
    const thrown = failure ?? error;
    throw thrown instanceof CsvError ? unreadableCsv(thrown, lastLine) : thrown;
  });
  const { sessions, errors, notes } = reader.finish();
  if (format !== "meyton" && batches.seen() + sessions.length > 0)
    notes.push(`The file's times carry no zone; they were read as ${options.timeZone === "UTC" ? "UTC" : `${options.timeZone} time`}.`);
  const columns = generic ? generic.columns() : null;
  if (columns) {
    const missing = options.mapping ? Object.values(options.mapping).filter((column) => !columns.includes(column)) : [];
    // The header line is the file's: an excerpt of it is named, its first columns each cut short.
    const more = columns.length > 20 ? ` and ${columns.length - 20} more` : "";
    const named = columns.slice(0, 20).map((c) => excerpt(c, 40));
    if (!options.mapping || missing.length > 0)
      throw new ApiError(
        "validation_failed",
        422,
        `This CSV file needs its columns mapped: say which of ${named.map((c) => `"${c}"`).join(", ")}${more} holds the session date, the score and the rest.`,
        { "?mapping": `choose from the columns ${named.join(", ")}${more}` },
      );
  }
  await batches.add(sessions, true);
  return { format, columns, errors, notes };
}
