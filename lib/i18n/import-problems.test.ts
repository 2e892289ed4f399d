// Issue 36 point 4 for the import page: every text an import can put in front of a person (the
// report's notes, each unreadable line's message, a session's problem, the 413/422 details of a dry
// run or a write) is said in German and Swedish. The texts are gathered by reading hostile and odd
// files the way the importer reads them; the few that need the database or a very large file are
// built here as lib/journal/import-sessions.ts and lib/imports/keyed-sessions.ts build them.
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/errors";
import { incomingUpload } from "@/lib/http/body";
import { readImportFile, type ReadOptions } from "@/lib/imports/read-file";
import { recogniseCourse } from "@/lib/imports/recognise-course";
import { withUpload } from "@/lib/imports/spool-upload";
import { shotMarker, shotMarkerString, sius } from "@/lib/imports/test-files";
import type { ImportedShot } from "@/lib/imports/types";
import { shotsInput } from "@/lib/schemas/shots";
import { english, german, swedish } from "@/e2e/support/problems-said";

const none: ReadOptions = { format: null, fileName: null, mapping: null, timeZone: "UTC" };
const upload = (body: string | Uint8Array<ArrayBuffer>) => new Request("http://test/import", { method: "POST", body });

/** What a person is shown of reading the file: its notes and line errors, or the problem's detail. */
async function shown(body: string | Uint8Array<ArrayBuffer>, options: Partial<ReadOptions> = {}): Promise<string[]> {
  try {
    const file = await withUpload(incomingUpload(upload(body)), ({ file: spooled }) =>
      readImportFile(spooled, { ...none, ...options }, async () => {}),
    );
    return [...file.notes, ...file.errors.map((e) => e.message)];
  } catch (error) {
    if (error instanceof ApiError) return [error.detail];
    throw error;
  }
}

const myTargetsHeader = "Title;Date;Standard round;Round;Target;End;Timestamp;Points;x;y";
const orionShot = (i: number, extra: object = {}) => ({ Sequence: i, Score: { I: 9, D: 9.5 }, ...extra });
const nines = (count: number, prefix = "") => Array.from({ length: count }, (_, i) => ({ id: `${prefix}${i + 1}`, score: 9 }));

const files: Array<[string | Uint8Array<ArrayBuffer>, Partial<ReadOptions>]> = [
  // ShotMarker: a score and an id that are not, a stray line, a date that is not real, a string too long.
  [shotMarker.replace(",1:52.30 pm,,2,10,", ",1:52.30 pm,,2,eleven,").replace(",1:54.00 pm,,4,10,21,10.0", "stray text,1,2"), {}],
  [shotMarker.replace("Sep 12 2026,Prone", "Sep 31 2026,Prone"), { timeZone: "Europe/Berlin" }],
  [["ShotMarker Archived Data", "", shotMarkerString("Long", "Mid range", ["1-0X"], nines(401))].join("\n"), {}],
  // SIUS: what counts in no total, a short line, scores out of range, a name without a date.
  [
    [
      sius({ 0: 17, 1: 10, 2: 1, 4: "10.9", 13: 1 }),
      sius({ 0: 17, 1: 8, 2: 1, 4: "8.0", 21: 10 }),
      sius({ 0: 17, 1: 7, 2: 1, 4: "7.0", 21: 12 }),
      sius({ 0: 17, 1: 7, 2: 1, 4: "7.0", 21: 12 }),
      sius({ 0: 17, 1: 10, 2: 1, 4: "10.1", 16: 2 }),
      sius({ 0: 17, 1: 11, 2: 1, 4: "10.1" }),
      sius({ 0: 17, 1: 10, 2: 1, 4: "11.4" }),
      sius({ 0: 17, 1: 10, 2: 1, 4: "10.4" }),
      "1;2;3",
    ].join("\n"),
    { format: "sius" },
  ],
  // Meyton: names its shooters, lists no shots, and a tag it does not document.
  [new Uint8Array(Buffer.from("SL;1;Vereinsmeisterschaft\nSH;101;Müller;Jörg\nCL;10;Luftgewehr\nXY;1;2\n", "latin1")), {}],
  [new Uint8Array(Buffer.from("SL;1;Vereinsmeisterschaft\nCL;10;Luftgewehr\n", "latin1")), { format: "meyton" }],
  // MyTargets: a date, an end and points that are not; no face diameter; a header lacking columns.
  [
    `${myTargetsHeader}\nPractice;yesterday;WA;1;WA;1;;9;;\nPractice;2026-10-20;WA;1;WA;two;;9;;\nPractice;2026-10-20;WA;1;WA;1;;Q;;\nPractice;2026-10-20;WA;1;WA;1;;9;0.1;0.2\n`,
    {},
  ],
  ["Title;Standard round;End\nPractice;WA;1\n", { format: "mytargets" }],
  ["Title;Date;Standard round;End\nPractice;2026-10-20;WA;1\n", { format: "mytargets" }],
  // 5,000 unreadable lines: the first 100 listed, the rest counted; and one line more than a hundred.
  [`${myTargetsHeader}\n${"Practice;yesterday;WA;1;WA 122cm;1;;9;;\n".repeat(5_000)}`, {}],
  [`${myTargetsHeader}\n${"Practice;yesterday;WA;1;WA 122cm;1;;9;;\n".repeat(101)}`, {}],
  [`${myTargetsHeader}\n${"Practice;2026-10-20;WA;1;WA 122cm;1;;9;0.1;0.2\n".repeat(401)}`, {}],
  // A CSV of one's own: every mapped column with a bad value, a mapped column it lacks, shot numbers again each series.
  [
    "When;Series;Shot;Ring;Decimal\nbad;1;1;10;10.1\n2026-11-02;1;1;eleven;10.1\n2026-11-02;1;1;10;12.5\n2026-11-02;none;1;10;10.1\n2026-11-02;1;first;10;10.1\n2026-11-02;1;1;10;10.1\n",
    { mapping: { sessionDate: "When", series: "Series", shot: "Shot", score: "Ring", decimalScore: "Decimal" } },
  ],
  ["When;Ring\n2026-11-02;10\n", { mapping: { sessionDate: "When", score: "Ring", x: "X mm" } }],
  [
    ["When;Shot;Ring", ...["1.0", "2.0", "1.0", "2.0"].map((n, i) => `2026-11-05 18:00;${n};${10 - i}`)].join("\n"),
    { mapping: { sessionDate: "When", shot: "Shot", score: "Ring" } },
  ],
  // Orion: a date that is not ISO, a shot without a score or with a ring out of range, deleted and
  // simulated shots, entries with stage scores only, a session too long, no shots at all, not JSON.
  [
    JSON.stringify([
      { LocalDate: "March 5, 2024", MatchName: "A", Shots: [orionShot(1)] },
      {
        LocalDate: "2024-03-05",
        MatchName: "B",
        Shots: [
          orionShot(1),
          { Sequence: 2 },
          orionShot(3, { Score: { I: 12 } }),
          orionShot(4, { Attributes: ["DELETED"] }),
          orionShot(5, { Attributes: ["SIMULATED"] }),
        ],
      },
      { LocalDate: "2024-03-06", MatchName: "C", StageScores: [{ StageLabel: "P", Score: { I: 98 } }] },
      { LocalDate: "2024-03-07", MatchName: "D", StageScores: [{ StageLabel: "P", Score: { I: 97 } }] },
    ]),
    {},
  ],
  [
    JSON.stringify([
      { LocalDate: "2024-03-05", Shots: [orionShot(1, { Attributes: ["DELETED"] }), orionShot(2)] },
      { LocalDate: "2024-03-06", StageScores: [{ Score: { I: 9 } }] },
    ]),
    {},
  ],
  [`[${'{"Score":{"I":9}},'.repeat(500)}{"Score":{"I":9}}]`, {}],
  // A relay's list of more firing points than a range has: the shots of the 201st are left out.
  [JSON.stringify(Array.from({ length: 201 }, (_, i) => orionShot(1, { FiringPoint: String(i + 1) }))), {}],
  ["[]", { format: "orion" }],
  ['{"Shots": [ {"Score": ', { format: "orion" }],
  ['[{"MatchName": "A", "Shots": [{"Score": {"I": 9}}]}, {"MatchName": ', { format: "orion" }],
  [`{"Shots": [${'{"Score":{"I":9}},'.repeat(60_000)}{}]}`, {}],
  ["[".repeat(20), {}],
  [`[{"MatchName":"A","Shots":[]},\n{"MatchName":"${"x".repeat(1024 * 1024)}"}]`, {}],
  // Files that are not text, and CSV that cannot be read.
  [new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x10]), {}],
  [new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0x00, 0x10]), {}],
  [new Uint8Array(Buffer.from("%PDF-1.7\n%\u00e2\u00e3")), {}],
  [new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), {}],
  [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x00, 0x10]), {}],
  [new Uint8Array(Buffer.from("\uFEFFDate;Ring\n2026-11-02;10\n", "utf16le")), {}],
  [new Uint8Array([0x01, 0x02, 0x00, 0x10]), {}],
  ['When,Ring\n2026-01-01,9\n"2026-01-02,9\n', { mapping: { sessionDate: "When", score: "Ring" } }],
  [`When,Ring\n2026-01-01,9\n2026-01-02,"${"9".repeat(10_000)}"\n`, {}],
  [`When,Ring\n2026-01-01,9${",".repeat(200)}\n`, {}],
];

/** A session's problem, as lib/journal/import-sessions.ts says it (problemOf). */
function problemOf(shots: Array<Partial<ImportedShot>>): string {
  const parsed = shotsInput.safeParse({ shots });
  return parsed.error?.issues.map((i) => `${i.path.slice(1).join(".") || "shots"} ${i.message}`).join("; ") ?? "";
}

const match = (count: number, extra: Partial<ImportedShot> = {}) =>
  Array.from(
    { length: count },
    (_, i) => ({ seriesNumber: 1, shotNumber: i + 1, score: 10, decimalScore: null, isSighter: false, ...extra }) as ImportedShot,
  );
const courses = [
  { id: "a", code: "AR40", shotCount: 40, targetFace: "issf-10m-air-rifle", scoring: "decimal" },
  { id: "b", code: "AR40W", shotCount: 40, targetFace: "issf-10m-air-rifle", scoring: "integer" },
  { id: "c", code: "AP40", shotCount: 40, targetFace: "issf-10m-air-pistol", scoring: "integer" },
] as Parameters<typeof recogniseCourse>[2];
const whys = [
  recogniseCourse(match(1), null, courses).why,
  recogniseCourse(match(30), "10m Air Rifle", courses).why,
  recogniseCourse(match(30, { decimalScore: 10.1 }), null, courses).why,
  recogniseCourse(match(31, { decimalScore: 10.1 }), "Air Pistol", courses).why,
  recogniseCourse(match(40), null, courses).why,
  "none was named",
].map((why) => why ?? "");

// Said by code that needs the database (import-sessions.ts) or a file of a season's shots (keyed-sessions.ts).
const built = [
  "holds only sighters",
  "holds 1,204 shots; one session holds at most 400, sighters included",
  problemOf([{ seriesNumber: 1, shotNumber: 1, score: 11 }]),
  problemOf([
    { seriesNumber: 1, shotNumber: 1, score: 9, decimalScore: 10.2, isInnerTen: true },
    { seriesNumber: 1, shotNumber: 1, score: 9 },
  ]),
  ...whys.map((why) => `Session 3 cannot be imported: it has no course of fire: ${why}; choose one.`),
  ...whys.map((why) => `has no course of fire: ${why}; choose one`),
  "Session 2 cannot be imported: it holds only sighters.",
  "Session 2 cannot be imported: it holds 1,204 shots; one session holds at most 400, sighters included.",
  "There is no course of fire 3f2a; choose one of GET /api/courses-of-fire.",
  'No session could be read from this MyTargets file. Line 2: Date "yesterday" is not a date such as 2026-10-20 or 2026-10-20 18:30; skipped. Line 3: End "two" is not an end number from 1; skipped.',
  "No session could be read from this Meyton file. It names Jörg Müller. Meyton's export documents no shot lines, so no shots could be read from it; export the shots as CSV and map the columns instead. Line 4: lines tagged XY are not documented by Meyton; not read.",
  "No session could be read from this Scopos / Orion file. Line 1: holds no shots (objects with Score and Location) nor score-history entries.",
  "This file holds no sessions of Shooter Q; its shooters are Shooter A, Shooter R.",
  "This file does not tell its shooters apart, so it holds no sessions of Shooter A; leave the shooter out.",
  "The file holds sessions 0 to 4; there is no session 7, 9.",
  "The file holds more than 1,000 sessions, the most one import reads; split it, or export a shorter period. Nothing was imported.",
  "The preview draws the shots of the first 2,000; 14 later sessions are listed without their plot.",
  "The preview draws the shots of the first 2,000; 1 later sessions are listed without their plot.",
  "It names Jörg Müller, Ida Berg and 3 more. Meyton's export documents no shot lines, so no shots could be read from it; export the shots as CSV and map the columns instead.",
  "Left out 2 sighters listed after their start number's match, which had been read already.",
  "Left out 1 sighter listed after their start number's match, which had been read already.",
  "Start number 17 continues at line 50211, after other sessions' shots; in a file this large each session's shots must come together. Sort the file by session, or split it.",
  "The session \"Practice of 2026-10-20\" continues at line 812, after other sessions' shots; in a file this large each session's shots must come together. Sort the file by session, or split it.",
  "The session of 2026-11-02 holds more than 400 shots, sighters included, the most one session holds; it cannot be imported",
  "Start number 17 final holds more than 400 shots, sighters included, the most one session holds; it cannot be imported",
  "names a firing point past the first 200 of its list, more than a range has: 99,800 shots on such points were left out. Export one relay at a time",
  "The file is larger than 20 MiB.",
  "needs a score or a decimal score column",
  // generic.ts's line error for a mapping naming columns the file lacks (read-file.ts asks for the mapping again instead).
  'the mapped column "X mm" is not in the header line',
  'the mapped columns "X mm", "Y mm" are not in the header line',
  "score needs a score or a decimal score column.",
];

let texts: string[] = [];

beforeAll(async () => {
  const read = await Promise.all(files.map(([body, options]) => shown(body, options)));
  texts = [...new Set([...read.flat(), ...built])];
}, 60_000);

describe("the import's texts", () => {
  it("are gathered from every parser, note and refusal", () => {
    // A guard that the hostile files reach what they are meant to: one text of each family.
    for (const family of [
      /^score "eleven" is not a ring/,
      /^is neither a string's header/,
      /^date "Sep 31 2026" is not a real calendar date/,
      /^the string holds more than 400 shots/,
      /^Left out, as they count in no total: 1 cross shots, 2 illegal shots/,
      /^has 3 fields where a SIUS shot/,
      /^primary score "11"/,
      /^secondary score "11.4"/,
      /^The date comes from the file's name/,
      /^It names Jörg Müller\. Meyton's export/,
      /^Meyton's export documents/,
      /^lines tagged XY/,
      /^Date "yesterday"/,
      /^End "two"/,
      /^Points "Q"/,
      /^Arrow positions were left out/,
      /^the header line lacks the columns date, points$/,
      /^the header line lacks the column points$/,
      /^4,900 more lines could not be read either/,
      /^1 more line could not be read either/,
      /^The session "Practice of 2026-10-20" holds more than 400 shots/,
      /^When "bad"/,
      /^Ring "ELEVEN"/,
      /^Decimal "12.5"/,
      /^Series "none"/,
      /^Shot "first"/,
      /^This CSV file needs its columns mapped/,
      /^Shot numbers are missing or repeat/,
      /^LocalDate "March 5, 2024"/,
      /^shot \d+ has no Score/,
      /^shot \d+: Score.I "12"/,
      /^Left out 2 deleted or simulated shots/,
      /^Left out 1 deleted or simulated shot,/,
      /^Left out 2 entries without shots/,
      /^Left out 1 entry without shots/,
      /^the session holds 501 shots/,
      /^names a firing point past the first 200 of its list, more than a range has: 1 shot on such points was left out/,
      /^holds no shots \(objects/,
      /^is not JSON \(/,
      /^This file is not valid JSON \(/,
      /^A JSON file that is not a list is read whole/,
      /^This JSON file is nested deeper than 8 levels/,
      /^This JSON file holds an entry larger than 1 MiB/,
      /^This file is a spreadsheet workbook/,
      /^This file is an Excel 97-2003 workbook/,
      /^This file is a PDF document/,
      /^This file is a photo \(JPEG\)/,
      /^This file is a picture \(PNG\)/,
      /^This file is text saved as UTF-16/,
      /^This file is not a text file/,
      /^Line 3 opens a quote that is never closed/,
      /^Line 3 holds a record longer than/,
      /^Line 2 has 202 columns/,
      /^The file's times carry no zone; they were read as UTC\.$/,
      /^The file's times carry no zone; they were read as Europe\/Berlin time\.$/,
      /fit no course of fire; choose one/,
      /fit 2 courses of fire \(AR40W, AP40\); choose one/,
    ])
      expect(
        texts.some((text) => family.test(text)),
        String(family),
      ).toBe(true);
  });

  it("are each said in German and Swedish, and in English as they are", () => {
    const untranslated = texts.filter((text) => german(text) === text || swedish(text) === text);
    expect(untranslated).toEqual([]);
    expect(texts.filter((text) => english(text) !== text)).toEqual([]);
  });

  it("name the sessions and shooters the importer names itself in German and Swedish, and a file's own names as they are", () => {
    const labels = [
      "Shooter A",
      "Shooter R",
      "Start number 17",
      "Start number 17 final",
      "Session of 2026-11-02",
      "Orion session 3",
      "Firing point 3",
      "No firing point",
      "Firing point 3 · Relay 1 · Local",
      "No firing point · Relay 1",
      "MyTargets training",
      "ShotMarker string",
    ];
    expect(labels.filter((label) => german(label) === label || swedish(label) === label)).toEqual([]);
    expect(swedish("Start number 17 final")).toBe("Startnummer 17 final");
    expect(german("Prone 600 practice")).toBe("Prone 600 practice");
    expect(german("Firing point 3 · Relay 1 · Local")).toBe("Stand 3 · Relay 1 · Local");
    expect(swedish("Firing point 12")).toBe("Skjutplats 12");
  });

  it("keep what the file said, and say the words of the sport", () => {
    expect(german('score "eleven" is not a ring 0 to 10 or X; skipped')).toBe(
      "score „eleven“ ist kein Ringwert 0 bis 10 oder X; übersprungen",
    );
    expect(swedish('score "eleven" is not a ring 0 to 10 or X; skipped')).toBe(
      "score ”eleven” är inget poängvärde 0 till 10 eller X; överhoppad",
    );
    expect(german("4,900 more lines could not be read either; the first 100 are listed.")).toBe(
      "4.900 weitere Zeilen waren ebenfalls nicht lesbar; die ersten 100 stehen in der Liste.",
    );
    expect(german("1 more line could not be read either; the first 100 are listed.")).toBe(
      "1 weitere Zeile war ebenfalls nicht lesbar; die ersten 100 stehen in der Liste.",
    );
    expect(german("Left out, as they count in no total: 1 cross shots, 2 illegal shots.")).toBe(
      "Weggelassen, da sie in keiner Summe zählen: 1 Kreuzschuss, 2 ungültige Schüsse.",
    );
    expect(swedish("Left out 2 sighters listed after their start number's match, which had been read already.")).toContain("2 provskott");
    expect(german("holds only sighters")).toBe("hat nur Probeschüsse");
  });
});
