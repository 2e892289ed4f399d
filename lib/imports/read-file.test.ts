import { describe, expect, it } from "vitest";
import { type ImportedSession, jsonFault } from "./types";
import { ApiError } from "@/lib/errors";
import { incomingUpload } from "@/lib/http/body";
import { detectFormat } from "./detect";
import { readImportFile, type ReadOptions } from "./read-file";
import { IMPORT_LIMIT_BYTES, withUpload } from "./spool-upload";
import { shotMarker, sius } from "./test-files";

const none: ReadOptions = { format: null, fileName: null, mapping: null, timeZone: "UTC" };
const upload = (body: string | Uint8Array<ArrayBuffer>) => new Request("http://test/import", { method: "POST", body });
/** The file read as the importer reads it, its sessions gathered with the sizes of the batches they came in. */
async function readRequest(request: Request, options: Partial<ReadOptions> = {}) {
  const sessions: ImportedSession[] = [];
  const batches: number[] = [];
  const file = await withUpload(incomingUpload(request), ({ file: spooled }) =>
    readImportFile(spooled, { ...none, ...options }, async (batch) => {
      sessions.push(...batch);
      batches.push(batch.length);
    }),
  );
  return { ...file, sessions, batches };
}
const read = (body: string | Uint8Array<ArrayBuffer>, options: Partial<ReadOptions> = {}) => readRequest(upload(body), options);

describe("ShotMarker", () => {
  it("reads every string, sighters, X as an inner ten, and one session per shooter on a shared target", async () => {
    const file = await read(shotMarker);
    expect(file.format).toBe("shotmarker");
    expect(file.sessions.map((s) => s.label)).toEqual(["Prone 600 practice", "Shared target (shooter A)", "Shared target (shooter R)"]);
    const [first, shared, second] = file.sessions;
    expect(first?.sessionDate).toBe("2026-09-12T13:50:10.000Z");
    expect(first?.shots).toHaveLength(6);
    // Each shot keeps the time it was fired: 1:53.24 pm on 12 September.
    expect(first?.shots[3]?.firedAt).toBe("2026-09-12T13:53:24.000Z");
    expect(first?.shots[0]).toMatchObject({ isSighter: true, score: 9, seriesNumber: 1, shotNumber: 1, x: 35.2, y: -12 });
    expect(first?.shots[1]).toMatchObject({ isSighter: false, score: 10, isInnerTen: true, shotNumber: 2 });
    expect(first?.statedScore).toBe(48);
    expect(shared?.shots.map((s) => s.score)).toEqual([9, 10]);
    expect(shared?.statedScore).toBe(19);
    expect(second?.shots.map((s) => [s.score, s.isSighter])).toEqual([
      [10, false],
      [8, true],
      [10, false],
    ]);
    expect(second?.statedScore).toBe(20);
    expect(file.errors).toEqual([{ line: 20, message: 'id "Q7Z" is not a shot\'s id (1, S1, R1, RS1); skipped' }]);
  });

  it("reads the clock times in the range's zone, and says which", async () => {
    expect((await read(shotMarker)).notes).toContain("The file's times carry no zone; they were read as UTC.");
    const berlin = await read(shotMarker, { timeZone: "Europe/Berlin" });
    expect(berlin.sessions[0]?.sessionDate).toBe("2026-09-12T11:50:10.000Z"); // 1:50:10 pm summer time
    expect(berlin.notes).toContain("The file's times carry no zone; they were read as Europe/Berlin time.");
    const start = await read(sius({ 0: 5, 1: 9, 2: 1, 4: "9.1", 6: "09:30:00.00" }), {
      format: "sius",
      fileName: "20260115_match.txt",
      timeZone: "America/Denver",
    });
    expect(start.sessions[0]?.sessionDate).toBe("2026-01-15T16:30:00.000Z");
  });

  it("names the lines it cannot read, and keeps the rest", async () => {
    const broken = shotMarker
      .replace(",1:52.30 pm,,2,10,", ",1:52.30 pm,,2,eleven,")
      .replace(",1:54.00 pm,,4,10,21,10.0", "stray text,1,2");
    const file = await read(broken);
    expect(file.errors.map((e) => e.line)).toEqual([8, 10, 20]);
    expect(file.errors[0]?.message).toContain('score "eleven"');
    expect(file.sessions[0]?.shots).toHaveLength(4);
  });
});

describe("SIUS", () => {
  it("reads decimal and ring scores, sighters, series by group, and leaves out what counts in no total", async () => {
    const lines = [
      sius({ 0: 17, 1: 10, 2: 0, 4: "10.2", 8: "1.2", 9: "-0.4", 19: 0 }),
      sius({ 0: 17, 1: 10, 2: 1, 4: "10.7", 7: 1, 8: "0.3", 9: "0.2", 18: 1, 19: 2 }),
      sius({ 0: 17, 1: 9, 2: 1, 4: "9.8", 8: "-3.1", 9: "2.0", 18: 1, 19: 2 }),
      sius({ 0: 17, 1: 10, 2: 1, 4: "10.4", 18: 2, 19: 2 }),
      sius({ 0: 17, 1: 10, 2: 1, 4: "10.9", 13: 1 }),
      sius({ 0: 17, 1: 8, 2: 1, 4: "8.0", 21: 10 }),
      sius({ 0: 17, 1: 7, 2: 1, 4: "7.0", 21: 12 }),
      sius({ 0: 17, 1: 10, 2: 1, 4: "10.1", 16: 2 }),
      sius({ 0: 23, 1: 9, 2: 1, 4: "9.5", 18: 1, 19: 2 }),
      sius({ 0: 17, 1: 9, 2: 0, 4: "9.9", 6: "16:29:40.00", 19: 0 }),
      sius({ 0: 17, 1: 10, 2: 8, 4: "10.6", 6: "16:30:05.20", 18: 1, 19: 2 }),
    ].join("\r\n");
    const file = await read(lines, { fileName: "20261012_range3.txt" });
    expect(file.format).toBe("sius");
    // The final is a match of its own: its shots are not added to the qualification's total.
    expect(file.sessions.map((s) => s.label)).toEqual(["Start number 17", "Start number 23", "Start number 17 final"]);
    const [athlete, , final] = file.sessions;
    expect(athlete?.sessionDate).toBe("2026-10-12T14:03:27.000Z");
    expect(athlete?.shots[0]?.firedAt).toBe("2026-10-12T14:03:27.000Z");
    // The final's sighter (match shot 0, as the qualification's) goes with the final it precedes.
    expect(final?.shots.map((s) => [s.decimalScore, s.isSighter, s.firedAt])).toEqual([
      [9.9, true, "2026-10-12T16:29:40.000Z"],
      [10.6, false, "2026-10-12T16:30:05.000Z"],
    ]);
    expect(athlete?.shots.map((s) => [s.seriesNumber, s.shotNumber, s.score, s.decimalScore, s.isSighter, s.isInnerTen])).toEqual([
      [1, 1, 10, 10.2, true, false],
      [1, 2, 10, 10.7, false, true],
      [1, 3, 9, 9.8, false, false],
      [2, 1, 10, 10.4, false, false],
    ]);
    expect(file.notes).toEqual([
      "Left out, as they count in no total: 1 cross shots, 1 illegal shots, 1 demonstration shots, 1 ignored inserts.",
      "The file's times carry no zone; they were read as UTC.",
    ]);
  });

  it("keeps a sighter listed after a start number's last match shot with that match, the final included", async () => {
    const lines = [
      sius({ 0: 4, 1: 10, 2: 1, 4: "10.3", 18: 1, 19: 2 }),
      sius({ 0: 4, 1: 10, 2: 8, 4: "10.5", 18: 1, 19: 2 }),
      sius({ 0: 4, 1: 9, 2: 0, 4: "9.2", 19: 0 }),
    ].join("\n");
    const file = await read(lines, { fileName: "20261012.txt" });
    expect(file.sessions.map((s) => [s.label, s.shots.map((shot) => [shot.decimalScore, shot.isSighter])])).toEqual([
      ["Start number 4", [[10.3, false]]],
      [
        "Start number 4 final",
        [
          [10.5, false],
          [9.2, true],
        ],
      ],
    ]);
  });

  it("says when the file's name carries no date, and names short lines", async () => {
    const file = await read(`${sius({ 0: 5, 1: 9, 2: 1, 4: "9.1" })}\n1;2;3`, { format: "sius" });
    expect(file.notes[0]).toContain("today's date was used");
    expect(file.errors).toEqual([{ line: 2, message: "has 3 fields where a SIUS shot has at least 24; skipped" }]);
  });
});

describe("Orion JSON", () => {
  it("reads score-history entries with their shots; deleted and simulated shots count in no total", async () => {
    const shot = (sequence: number, i: number, d: number, extra: object = {}) => ({
      Sequence: sequence,
      Score: { I: i, D: d, X: d >= 10.2 ? 1 : 0 },
      Location: { X: 0.5 * sequence, Y: -0.25 * sequence },
      TimeScored: `2026-10-03T09:0${sequence}:00Z`,
      StageLabel: "P",
      Attributes: [],
      ...extra,
    });
    const document = [
      {
        LocalDate: "2026-10-03",
        MatchName: "Club league round 2",
        MatchType: "League Game",
        Shots: [
          shot(2, 10, 10.4),
          shot(1, 9, 9.9, { Attributes: ["SIGHTER"] }),
          shot(3, 9, 9.6),
          shot(4, 10, 10.0, { Attributes: ["DELETED"] }),
          shot(5, 0, 0, { Attributes: ["MISSED SHOT"], Location: { X: 40, Y: 40 } }),
        ],
      },
    ];
    const file = await read(JSON.stringify(document));
    expect(file.format).toBe("orion");
    expect(file.sessions).toHaveLength(1);
    expect(file.sessions[0]?.label).toBe("Club league round 2 · League Game");
    expect(file.sessions[0]?.shots.map((s) => [s.score, s.decimalScore, s.isSighter, s.isInnerTen])).toEqual([
      [9, 9.9, true, false],
      [10, 10.4, false, true],
      [9, 9.6, false, false],
      [0, 0, false, false],
    ]);
    expect(file.notes).toEqual(["Left out 1 deleted or simulated shot, as they count in no total."]);
  });

  it("says when it leaves out entries that carry stage scores but no shots", async () => {
    const withShots = { LocalDate: "2026-10-04", MatchName: "Practice", Shots: [{ Sequence: 1, Score: { I: 10, D: 10.1, X: 0 } }] };
    const scoresOnly = { LocalDate: "2026-10-05", MatchName: "Postal", StageScores: [{ StageLabel: "P", Score: { I: 98 } }] };
    const file = await read(JSON.stringify([withShots, scoresOnly]));
    expect(file.sessions).toHaveLength(1);
    expect(file.notes).toEqual(["Left out 1 entry without shots (stage scores only): a session here is made of its shots."]);
  });

  it("names JSON that does not parse, a list cut short included", async () => {
    const file = await read('{"Shots": [ {"Score": ', { format: "orion" });
    expect(file.sessions).toEqual([]);
    expect(file.errors[0]?.message).toMatch(/^is not JSON/);
    const cut = await read('[{"MatchName": "A", "Shots": [{"Score": {"I": 9}}]}, {"MatchName": ', { format: "orion" }).catch(
      (e: unknown) => e,
    );
    expect(cut).toBeInstanceOf(ApiError);
    expect((cut as ApiError).status).toBe(422);
    expect((cut as ApiError).detail).toMatch(/^This file is not valid JSON .*; nothing was imported\.$/);
  });

  it("streams a list of score-history entries, handing each on as it is read, far past the 1 MiB a whole document may have", async () => {
    const entry = (n: number) => ({
      LocalDate: "2026-10-03",
      MatchName: `Match ${n}`,
      Shots: Array.from({ length: 60 }, (_, i) => ({
        Sequence: i + 1,
        Score: { I: 9, D: 9.5, X: 0 },
        Location: { X: 1.25, Y: -2.5 },
        Attributes: [],
      })),
    });
    const entries = 1_600; // about 9 MiB
    const text = `\uFEFF[${Array.from({ length: entries }, (_, n) => JSON.stringify(entry(n))).join(",\n")}]\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(8 * 1024 * 1024);
    const file = await read(text);
    expect(file.format).toBe("orion");
    expect(file.sessions).toHaveLength(entries);
    expect(file.sessions.at(-1)).toMatchObject({ label: `Match ${entries - 1}`, line: (entries - 1) * 60 + 1 });
    expect(Math.max(...file.batches)).toBe(50);
  });
});

describe("MyTargets", () => {
  it("reads one session per title and date, an end as a series, X and M, positions in millimetres", async () => {
    const file = await read(
      [
        '"Title";"Date";"Standard round";"Indoor/Outdoor";"Bow";"Arrow";"Round";"Distance";"Target";"End";"Timestamp";"Points";"x";"y"',
        '"Evening";"2026-10-20";"WA 18";"Indoor";"Recurve";"X10";"1";"18m";"WA Full 40cm";"1";"";"X";"0.05";"-0.05"',
        '"Evening";"2026-10-20";"WA 18";"Indoor";"Recurve";"X10";"1";"18m";"WA Full 40cm";"1";"";"9";"0.2";"0.1"',
        '"Evening";"2026-10-20";"WA 18";"Indoor";"Recurve";"X10";"1";"18m";"WA Full 40cm";"2";"";"M";"";""',
        '"Evening";"2026-10-20";"WA 18";"Indoor";"Recurve";"X10";"1";"18m";"WA Full 40cm";"two";"";"9";"";""',
      ].join("\n"),
    );
    expect(file.format).toBe("mytargets");
    expect(file.sessions[0]?.shots.map((s) => [s.seriesNumber, s.shotNumber, s.score, s.isInnerTen, s.x, s.y])).toEqual([
      [1, 1, 10, true, 10, 10],
      [1, 2, 9, false, 40, -20],
      [2, 1, 0, false, null, null],
    ]);
    expect(file.errors).toEqual([{ line: 5, message: 'End "two" is not an end number from 1; skipped' }]);
  });

  it("runs the series on across rounds, which number their ends from 1 again", async () => {
    const arrow = (round: number, end: number, points: string) =>
      `"Double";"2026-10-21";"WA 70/60";"Outdoor";"Recurve";"X10";"${round}";"${round === 1 ? "70m" : "60m"}";"WA Full 122cm";"${end}";"";"${points}";"";""`;
    const file = await read(
      [
        '"Title";"Date";"Standard round";"Indoor/Outdoor";"Bow";"Arrow";"Round";"Distance";"Target";"End";"Timestamp";"Points";"x";"y"',
        arrow(1, 1, "9"),
        arrow(1, 2, "8"),
        arrow(2, 1, "10"),
        arrow(2, 2, "X"),
        arrow(2, 2, "7"),
      ].join("\n"),
    );
    expect(file.sessions).toHaveLength(1);
    expect(file.sessions[0]?.shots.map((s) => [s.seriesNumber, s.shotNumber, s.score])).toEqual([
      [1, 1, 9],
      [2, 1, 8],
      [3, 1, 10],
      [4, 1, 10],
      [4, 2, 7],
    ]);
  });
});

describe("Meyton", () => {
  it("reads who shot from the tagged lines and says why there are no shots", async () => {
    const latin1 = Buffer.from("SL;1;Vereinsmeisterschaft\nSH;101;Müller;Jörg\nCL;10;Luftgewehr\nXY;1;2\n", "latin1");
    const file = await read(new Uint8Array(latin1));
    expect(file.format).toBe("meyton");
    expect(file.sessions).toEqual([]);
    expect(file.notes[0]).toContain("It names Jörg Müller.");
    expect(file.errors).toEqual([{ line: 4, message: "lines tagged XY are not documented by Meyton; not read" }]);
  });
});

describe("generic CSV", () => {
  const csv = [
    "Date;Series;Ring;Decimal;Sighter;X mm;Y mm",
    "2026-11-02 18:00;1;10;10.3;no;0.5;0.5",
    "2026-11-02 18:00;1;9;9.4;;-2;1",
    "2026-11-03 18:00;1;10;;;;",
    "bad;1;10;;;;",
  ].join("\n");

  it("names its columns until they are mapped, and a mapping naming a column it lacks", async () => {
    const unmapped = await read(csv).catch((e: unknown) => e);
    expect(unmapped).toBeInstanceOf(ApiError);
    expect((unmapped as ApiError).fields).toEqual({
      "?mapping": "choose from the columns Date, Series, Ring, Decimal, Sighter, X mm, Y mm",
    });
    const wrong = await read(csv, { mapping: { sessionDate: "When", score: "Ring" } }).catch((e: unknown) => e);
    expect((wrong as ApiError).status).toBe(422);
  });

  it("reads each session date as a session once mapped", async () => {
    const file = await read(csv, {
      mapping: { sessionDate: "Date", series: "Series", score: "Ring", decimalScore: "Decimal", sighter: "Sighter", x: "X mm", y: "Y mm" },
    });
    expect(file.sessions.map((s) => s.shots.map((shot) => shot.decimalScore ?? shot.score))).toEqual([[10.3, 9.4], [10]]);
    expect(file.errors).toEqual([{ line: 5, message: 'Date "bad" is not a date such as 2026-10-20 or 2026-10-20 18:30; skipped' }]);
  });

  it("puts the shots in the order of a shot column, within their series, sighters first", async () => {
    const numbered = [
      "When;Shot;Ring;Sighter",
      "2026-11-04 18:00;2;8;",
      "2026-11-04 18:00;1;10;",
      "2026-11-04 18:00;S1;7;yes",
      "2026-11-04 18:00;3;9;",
      "2026-11-04 18:00;first;9;",
    ].join("\n");
    const file = await read(numbered, { mapping: { sessionDate: "When", shot: "Shot", score: "Ring", sighter: "Sighter" } });
    expect(file.sessions[0]?.shots.map((s) => [s.shotNumber, s.score, s.isSighter])).toEqual([
      [1, 7, true],
      [2, 10, false],
      [3, 8, false],
      [4, 9, false],
    ]);
    expect(file.errors).toEqual([{ line: 6, message: 'Shot "first" is not a shot number from 1; skipped' }]);
  });

  it("keeps the file's order, and says so, when shot numbers start again each series and no series column says which", async () => {
    // Numbered as a spreadsheet with gaps writes them ("1.0").
    const restarting = ["When;Shot;Ring", ...["1.0", "2.0", "1.0", "2.0"].map((n, i) => `2026-11-05 18:00;${n};${10 - i}`)].join("\n");
    const file = await read(restarting, { mapping: { sessionDate: "When", shot: "Shot", score: "Ring" } });
    expect(file.sessions[0]?.shots.map((s) => s.score)).toEqual([10, 9, 8, 7]);
    expect(file.errors).toEqual([]);
    expect(file.notes[0]).toContain("Shot numbers are missing or repeat within a session");
  });
});

describe("detection and limits", () => {
  it("refuses a file that is not text, saying what it seems to be", async () => {
    const refusal = async (bytes: Uint8Array<ArrayBuffer>) => {
      const refused = await read(bytes).catch((e: unknown) => e);
      expect(refused).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status).toBe(422);
      return (refused as ApiError).fields?.["/lines/1"];
    };
    const bytes = (...values: number[]) => new Uint8Array([...values, 0x00, 0x10, 0x4a, 0x46]);
    expect(await refusal(bytes(0x50, 0x4b, 0x03, 0x04))).toBe("is a spreadsheet workbook or a zip archive");
    expect(await refusal(bytes(0xd0, 0xcf, 0x11, 0xe0))).toBe("is an Excel 97-2003 workbook");
    expect(await refusal(new Uint8Array(Buffer.from("%PDF-1.7\n%\u00e2\u00e3")))).toBe("is a PDF document");
    expect(await refusal(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("is a photo (JPEG)");
    expect(await refusal(new Uint8Array(Buffer.from("\uFEFFDate;Ring\n2026-11-02;10\n", "utf16le")))).toBe("is text saved as UTF-16");
    expect(await refusal(bytes(0x01, 0x02))).toBe("is not a text file");
  });

  it("tells the formats apart from their first lines", () => {
    expect(detectFormat(shotMarker)).toBe("shotmarker");
    expect(detectFormat(sius({ 0: 1, 1: 9 }))).toBe("sius");
    expect(detectFormat("SL;1;List")).toBe("meyton");
    expect(detectFormat('  [{"Score": {"I": 9}}]')).toBe("orion");
    expect(detectFormat("Title;Date;Standard round;End;Points")).toBe("mytargets");
    expect(detectFormat("when,score\n2026-01-01,9")).toBe("generic");
  });

  it("hands a keyed format's sessions on as the next begins once it holds a season, so its files are read to the byte limit", async () => {
    const day = (i: number) => new Date(Date.UTC(2020, 0, 1 + i)).toISOString().slice(0, 10);
    const sessions = 1_300; // 78,000 shots, past the 65,000 held before sessions are handed on
    const lines = `When,Ring\n${Array.from({ length: sessions }, (_, i) => `${day(i)},9\n`.repeat(60)).join("")}`;
    const mapping = { sessionDate: "When", score: "Ring" };
    const file = await read(lines, { mapping });
    expect(file.sessions).toHaveLength(sessions);
    expect(file.sessions.every((s) => s.shots.length === 60)).toBe(true);
    expect(file.batches.length).toBe(sessions / 50);

    // Past that, a session that comes back after others cannot be joined to shots already handed on.
    const mixed = `${lines}${day(0)},10\n`;
    const error = await read(mixed, { mapping }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).fields).toEqual({
      [`/lines/${sessions * 60 + 2}`]: `continues The session of ${day(0)}, which ended earlier in the file`,
    });
  }, 60_000);

  // A file read to the byte limit: on two busy cores it takes longer than vitest's 5 s.
  it("hands ShotMarker's strings on in batches as they close, so its files are read to the byte limit", async () => {
    const string = (day: number) => [
      `Sep ${(day % 28) + 1} 2026,String ${day},Rifle 1,1500 x 1500,Prone,,`,
      ",time,tags,id,score,temp C,x mm,y mm",
      ...Array.from({ length: 60 }, (_, i) => `,1:${String(i).padStart(2, "0")}.00 pm,,${i + 1},9,20,1.0,2.0`),
      "",
    ];
    const strings = 1_200; // 75,600 lines, past the bound on the formats that hold their sessions
    const file = await read(
      Array.from({ length: strings }, (_, day) => string(day))
        .flat()
        .join("\n"),
    );
    expect(file.sessions).toHaveLength(strings);
    expect(file.sessions.at(-1)?.shots).toHaveLength(60);
    expect(Math.max(...file.batches)).toBe(50);
    expect(file.batches.length).toBe(strings / 50);
  }, 60_000);

  it("reads a JSON document that is not a list whole, so up to 1 MiB; a bare list of shots holds 400 and no more", async () => {
    const error = await read(`{"Shots": [${'{"Score":{"I":9}},'.repeat(60_000)}{}]}`).catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(413);
    const bare = await read(`[${'{"Score":{"I":9}},'.repeat(5_000)}{"Score":{"I":9}}]`);
    expect(bare.sessions[0]?.shots).toHaveLength(400);
    expect(bare.sessions[0]?.droppedShots).toBe(4_601);
    expect(bare.errors).toEqual([
      {
        line: 401,
        message: "the session holds 5,001 shots, more than the 400 one session holds (sighters included); it cannot be imported",
      },
    ]);
  });

  it("refuses a file over 20 MiB while it streams in, whatever it claims", async () => {
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        const chunk = new TextEncoder().encode("2026-01-01,9\n".repeat(80_000));
        for (let i = 0; i <= IMPORT_LIMIT_BYTES / chunk.byteLength + 1; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const request = new Request("http://test/import", { method: "POST", body: big, duplex: "half" } as RequestInit);
    // Named as JSON, so the bytes are only gathered: the limit, not the parsing, is under test.
    const error = await readRequest(request, { format: "orion" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
  }, 60_000);
});

/** The CPU a read takes, in milliseconds, and what it came to. */
async function timed<T>(read: () => Promise<T>): Promise<{ ms: number; outcome: T | unknown }> {
  const start = process.cpuUsage();
  const outcome = await read().catch((e: unknown) => e);
  const used = process.cpuUsage(start);
  return { ms: (used.user + used.system) / 1000, outcome };
}

const problem = (outcome: unknown) => {
  expect(outcome).toBeInstanceOf(ApiError);
  return outcome as ApiError;
};

const myTargetsHeader = "Title;Date;Standard round;Round;Target;End;Timestamp;Points;x;y";

describe("hostile files (issue 32)", () => {
  it("refuses JSON nested past 8 levels before building it: 4 MiB of brackets is a quick 422, streamed or whole", async () => {
    const { ms, outcome } = await timed(() => read("[".repeat(4 * 1024 * 1024)));
    expect(problem(outcome).status).toBe(422);
    expect(problem(outcome).fields).toEqual({ "/lines/1": "is nested deeper than 8 levels, which no import format is" });
    expect(ms).toBeLessThan(1_000);
    const whole = await read(`{"Shots":${"[".repeat(500_000)}}`, { format: "orion" }).catch((e: unknown) => e);
    expect(problem(whole).status).toBe(422);
  });

  it("refuses a list entry larger than 1 MiB before parsing it", async () => {
    const outcome = await read(`[{"MatchName":"A","Shots":[]},\n{"MatchName":"${"x".repeat(1024 * 1024)}"}]`).catch((e: unknown) => e);
    expect(problem(outcome).fields).toEqual({ "/lines/2": "holds an entry larger than 1 MiB, far more than one session's shots" });
  });

  it("reads Orion's dates by the API's rules: a LocalDate that is not ISO 8601 is a line error, not a 500", async () => {
    const shots = [{ Sequence: 1, Score: { I: 9 } }];
    const file = await read(
      JSON.stringify([
        { LocalDate: "March 5, 2024", MatchName: "Spelled out", Shots: shots },
        { LocalDate: "2024-03-05", MatchName: "ISO", Shots: shots },
        { LocalDate: "2024-02-30", MatchName: "Not a day", Shots: shots },
      ]),
    );
    expect(file.sessions.map((s) => [s.label, s.sessionDate])).toEqual([["ISO", "2024-03-05T12:00:00.000Z"]]);
    expect(file.errors).toEqual([
      { line: 1, message: 'LocalDate "March 5, 2024" is not an ISO 8601 date such as 2026-03-14; skipped' },
      { line: 3, message: 'LocalDate "2024-02-30" is not an ISO 8601 date such as 2026-03-14; skipped' },
    ]);
  });

  it("reads a ShotMarker string's date only when it is a real one: Sep 31 is not rolled into October", async () => {
    const file = await read(shotMarker.replace("Sep 12 2026,Prone", "Sep 31 2026,Prone"));
    expect(file.sessions.map((s) => s.label)).toEqual(["Shared target (shooter A)", "Shared target (shooter R)"]);
    expect(file.errors[0]).toEqual({ line: 4, message: 'date "Sep 31 2026" is not a real calendar date; its string was skipped' });
  });

  it("answers a quote never closed with a 422 naming the line, in every CSV format", async () => {
    const files: Array<[string, Partial<ReadOptions>]> = [
      [`${shotMarker.split("\n").slice(0, 6).join("\n")}\n,"1:51.20 pm,,1,X\n`, {}],
      [`${sius({ 0: 1, 1: 9, 2: 1 })}\n"${sius({ 0: 1, 1: 9, 2: 1 })}\n`, { format: "sius" }],
      ['SL;1;List\nSH;"1;Ida\n', { format: "meyton" }],
      [`${myTargetsHeader}\n"Evening;2026-10-20;WA 18;1;WA Full 40cm;1;;9;;\n`, {}],
      ['When,Ring\n2026-01-01,9\n"2026-01-02,9\n', { mapping: { sessionDate: "When", score: "Ring" } }],
    ];
    for (const [text, options] of files) {
      const outcome = problem(await read(text, options).catch((e: unknown) => e));
      expect(outcome.status, text.slice(0, 30)).toBe(422);
      expect(Object.values(outcome.fields)).toEqual(["opens a quote that is never closed"]);
    }
    const generic = problem(
      await read('When,Ring\n2026-01-01,9\n"2026-01-02,9\n', { mapping: { sessionDate: "When", score: "Ring" } }).catch((e: unknown) => e),
    );
    expect(generic.fields).toEqual({ "/lines/3": "opens a quote that is never closed" });
  });

  it("caps a record's size and its columns with a 422 naming the line", async () => {
    const long = problem(await read(`When,Ring\n2026-01-01,9\n2026-01-02,"${"9".repeat(10_000)}"\n`).catch((e: unknown) => e));
    expect(Object.keys(long.fields)).toEqual(["/lines/3"]);
    const wide = problem(await read(`When,Ring\n2026-01-01,9${",".repeat(200)}\n`).catch((e: unknown) => e));
    expect(wide.fields).toEqual({ "/lines/2": "has more than 100 columns" });
  });

  it("echoes no more than a short excerpt of a header line when asking for the mapping", async () => {
    const header = Array.from({ length: 100 }, (_, i) => `${"c".repeat(70)}${i}`).join(",");
    const outcome = problem(await read(`${header}\n${"9,".repeat(99)}9\n`).catch((e: unknown) => e));
    expect(outcome.detail.length + JSON.stringify(outcome.fields).length).toBeLessThan(12_000);
    expect(outcome.detail).not.toContain("c".repeat(41));
  });

  it("costs the same per row however long the session: 20,000 rows of one MyTargets end", async () => {
    const row = "Practice;2026-10-20;WA 70m;1;WA Full 122cm;1;;9;0.1;0.2\n";
    const { ms, outcome } = await timed(() => read(`${myTargetsHeader}\n${row.repeat(20_000)}`));
    const file = outcome as Awaited<ReturnType<typeof read>>;
    expect(file.sessions).toHaveLength(1);
    expect(file.sessions[0]?.shots).toHaveLength(400);
    expect(file.sessions[0]?.droppedShots).toBe(19_600);
    expect(file.errors).toEqual([
      {
        line: 402,
        message:
          'The session "Practice of 2026-10-20" holds more than 400 shots, sighters included, the most one session holds; it cannot be imported',
      },
    ]);
    expect(ms).toBeLessThan(1_500);
  });

  it("keeps a long field away from the face's search, and quotes a field in at most 40 characters", async () => {
    const target = "1".repeat(7_000);
    const { ms, outcome } = await timed(() =>
      read(`${myTargetsHeader}\n${`Practice;2026-10-20;WA;1;${target};1;;9;0.1;0.2\n`.repeat(50)}`),
    );
    expect((outcome as Awaited<ReturnType<typeof read>>).sessions[0]?.shots).toHaveLength(50);
    expect(ms).toBeLessThan(1_000);
    const bad = await read(`${myTargetsHeader}\nPractice;${"x".repeat(5_000)};WA;1;WA 122cm;1;;9;;\n`);
    expect(bad.errors[0]?.message).toBe(`Date "${"x".repeat(40)}…" is not a date such as 2026-10-20 or 2026-10-20 18:30; skipped`);
  });

  it("lists the first 100 unreadable lines and counts the rest", async () => {
    const file = await read(`${myTargetsHeader}\n${"Practice;yesterday;WA;1;WA 122cm;1;;9;;\n".repeat(5_000)}`).catch((e: unknown) => e);
    const { errors, notes } = file as Awaited<ReturnType<typeof read>>;
    expect(errors).toHaveLength(100);
    expect(notes).toContain("4,900 more lines could not be read either; the first 100 are listed.");
  });
});

describe("a JSON file the engine cannot read", () => {
  it("is named by where it stopped, in words the pages translate, never the engine's own message", () => {
    const fault = (text: string) => {
      try {
        JSON.parse(text);
      } catch (error) {
        return jsonFault(error);
      }
    };
    expect(fault('{"a": 1')).toMatch(/^(near character \d+|it ends too soon)$/);
    expect(fault("")).toBe("it ends too soon");
    expect(["an unexpected character", "near character 7"]).toContain(fault('{"a": x}'));
    expect(jsonFault(new Error("Expected ',' or '}' after property value in JSON at position 7"))).toBe("near character 8");
  });
});
