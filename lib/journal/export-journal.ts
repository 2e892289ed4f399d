// The journal as files a spreadsheet opens: entries.csv (one row per entry, every field), and in
// the zip also series.csv and shots.csv. Read a page of entries at a time and written as they are
// read, so an export of years of shots streams with flat memory.
import "server-only";
import { stringify } from "csv-stringify/sync";
import { Zip, ZipDeflate } from "fflate";
import { entryWithShots } from "@/lib/people/account-data";
import { iso } from "@/lib/schemas/common";
import { scoreSeriesResponse } from "@/lib/schemas/journal";
import { JOURNAL_ENTRY_CSV_COLUMNS } from "@/lib/schemas/journal-fields";
import { shotResponse } from "@/lib/schemas/shots";
import { serializeShot } from "./entry-shots";
import { entryIsDecimal, scoreCell } from "./scoring";
import { type ExportedEntry, selectExportPage } from "./entry-repository";
import { serializeEntry, serializeSeries } from "./serialize-entry";

const PAGE = 200;
// Excel reads a CSV as UTF-8 only when it starts with the byte-order mark.
const BOM = "\uFEFF";

type Page = ExportedEntry[];

/** The athlete's entries, oldest first, a page at a time. */
async function* entryPages(athleteId: string): AsyncGenerator<Page> {
  let after: { sessionDate: Date; id: string } | null = null;
  for (;;) {
    const page = await selectExportPage(athleteId, after, PAGE);
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (page.length < PAGE || !last) return;
    after = { sessionDate: last.sessionDate, id: last.id };
  }
}

const cell = (value: unknown): string | number | boolean | null =>
  value === null || value === undefined ? null : Array.isArray(value) ? value.join("|") : (value as string | number | boolean);

/**
 * A spreadsheet runs a cell that starts with = + - or @ as a formula ("=HYPERLINK(…)" in a note), so
 * such text gets a leading apostrophe, which makes it text. Numbers are left alone.
 */
const text = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const withoutKeys = (shape: object, ...left: string[]) => Object.keys(shape).filter((key) => !left.includes(key));

/** Every table's columns, as the API names them, so an empty table still has its header. */
const COLUMNS = {
  "entries.csv": JOURNAL_ENTRY_CSV_COLUMNS,
  "series.csv": ["entryId", "sessionDate", ...withoutKeys(scoreSeriesResponse.shape, "id", "journalEntryId")],
  "shots.csv": ["entryId", "sessionDate", ...withoutKeys(shotResponse.shape, "id")],
};

const TABLES = {
  // A decimal session's scores keep their tenth (104.0), as the pages write them.
  "entries.csv": (page: Page) =>
    page.map((entry) => {
      const { scoreSeries, ...row } = serializeEntry(entry);
      const decimal = entryIsDecimal({ ...row, scoreSeries }, entry.courseOfFire?.scoring);
      return { ...Object.fromEntries(Object.entries(row).map(([k, v]) => [k, cell(v)])), score: scoreCell(row.score, decimal) };
    }),
  // Each series and shot as the API gives it, with its entry's id and date in place of its own id.
  "series.csv": (page: Page) =>
    page.flatMap((entry) => {
      const decimal = entryIsDecimal(serializeEntry(entry), entry.courseOfFire?.scoring);
      return entry.scoreSeries.map((s) => {
        const { id: _id, journalEntryId: _entry, ...series } = serializeSeries(s);
        return { entryId: entry.id, sessionDate: iso(entry.sessionDate), ...series, score: scoreCell(series.score, decimal) };
      });
    }),
  "shots.csv": (page: Page) =>
    page.flatMap((entry) => entry.shots.map((s) => ({ entryId: entry.id, sessionDate: iso(entry.sessionDate), ...serializeShot(s) }))),
} as const;

type JournalTable = keyof typeof TABLES;

/** One table as CSV text, in chunks: the header first, then a page of rows at a time. */
async function* csvOf(athleteId: string, table: JournalTable): AsyncGenerator<string> {
  const columns = COLUMNS[table];
  yield stringify([], { header: true, columns });
  for await (const page of entryPages(athleteId)) {
    const rows = TABLES[table](page);
    if (rows.length > 0) yield stringify(rows, { columns, cast: { boolean: (b) => (b ? "true" : "false"), string: text } });
  }
}

/** entries.csv alone. */
export async function* journalCsv(athleteId: string): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(BOM);
  for await (const text of csvOf(athleteId, "entries.csv")) yield encoder.encode(text);
}

/** entries.csv, series.csv and shots.csv in one zip, compressed as they stream. */
export async function* journalZip(athleteId: string): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    out.push(chunk);
  });
  const encoder = new TextEncoder();
  for (const table of Object.keys(TABLES) as JournalTable[]) {
    const file = new ZipDeflate(table, { level: 6 });
    zip.add(file);
    file.push(encoder.encode(BOM));
    for await (const text of csvOf(athleteId, table)) {
      file.push(encoder.encode(text));
      yield* out.splice(0);
    }
    file.push(new Uint8Array(), true);
    yield* out.splice(0);
  }
  zip.end();
  yield* out.splice(0);
}

/**
 * The athlete's data as JSON, the journal written a page of entries at a time. `record` reads the
 * athlete record and everything kept with it but the journal (calendar, equipment, profile,
 * competition entries, coaches); null (for a coach): the journal and nothing else, as those are the
 * athlete's own.
 */
export async function* athleteJson(athleteId: string, record: (() => Promise<object>) | null): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  const head = record === null ? { athleteId } : await record();
  const opening = JSON.stringify({ exportedUtc: iso(new Date()), ...head }, null, 2);
  // The record's closing brace makes way for the journal.
  yield encoder.encode(`${opening.slice(0, opening.lastIndexOf("}")).trimEnd()},\n  "journal": [`);
  let first = true;
  for await (const page of entryPages(athleteId)) {
    const text = page.map((entry) => JSON.stringify(entryWithShots(entry))).join(",\n    ");
    yield encoder.encode(`${first ? "\n    " : ",\n    "}${text}`);
    first = false;
  }
  yield encoder.encode(first ? "]\n}\n" : "\n  ]\n}\n");
}
