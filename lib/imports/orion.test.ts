// Issue 37 point 4: an Orion list of a whole relay names several firing points; each is a session of
// its own (its shooter), so the match's score import finds each entry by relay and firing point and
// the journal never merges two shooters' shots. A list of one firing point or none reads as before.
import { describe, expect, it } from "vitest";
import { incomingUpload } from "@/lib/http/body";
import { MAX_SHOTS } from "@/lib/schemas/shots";
import { MAX_FIRING_POINTS, readOrion } from "./orion";
import { readImportFile } from "./read-file";
import { IMPORT_LIMIT_BYTES, withUpload } from "./spool-upload";
import type { ImportedSession } from "./types";

const shot = (point: string | number | null, sequence: number, d: number, extra: object = {}) => ({
  Sequence: sequence,
  Score: { I: Math.floor(d), D: d, X: d >= 10.2 ? 1 : 0 },
  Location: { X: 0.5, Y: -0.5 },
  TimeScored: `2027-02-06T09:${String(10 + sequence).padStart(2, "0")}:00Z`,
  ...(point === null ? {} : { FiringPoint: point }),
  Attributes: [],
  ...extra,
});

/** The file read as the importer streams it (spooled, fed element by element), its sessions gathered. */
async function streamed(text: string) {
  const sessions: ImportedSession[] = [];
  const file = await withUpload(incomingUpload(new Request("http://test/import", { method: "POST", body: text })), ({ file: spooled }) =>
    readImportFile(spooled, { format: null, fileName: null, mapping: null, timeZone: "UTC" }, async (batch) => {
      sessions.push(...batch);
    }),
  );
  return { ...file, sessions };
}

describe("an Orion list of several firing points", () => {
  it("is a session per firing point, in the order each first appears, with its own shots, date and label", async () => {
    // Relay 1 as the range exports it: point 3 and point 1 interleaved, point 3 first, sighters included.
    const list = [
      shot("3", 1, 9.9, { Attributes: ["SIGHTER"], TimeScored: "2027-02-06T09:05:00Z" }),
      shot(1, 1, 10.1, { TimeScored: "2027-02-06T09:07:00Z" }),
      shot("3", 2, 10.4),
      shot(1, 2, 9.5),
      shot("3", 3, 9.6),
      shot(1, 3, 10.0, { Attributes: ["DELETED"] }),
      shot(1, 4, 10.3),
    ];
    const file = await streamed(JSON.stringify(list));
    expect(file.format).toBe("orion");
    expect(file.sessions.map((s) => [s.label, s.firingPoint, s.line, s.sessionDate])).toEqual([
      ["Firing point 3", "3", 1, "2027-02-06T09:05:00.000Z"],
      ["Firing point 1", "1", 2, "2027-02-06T09:07:00.000Z"],
    ]);
    const [three, one] = file.sessions;
    expect(three?.shots.map((s) => [s.seriesNumber, s.shotNumber, s.decimalScore, s.isSighter])).toEqual([
      [1, 1, 9.9, true],
      [1, 2, 10.4, false],
      [1, 3, 9.6, false],
    ]);
    expect(one?.shots.map((s) => [s.shotNumber, s.decimalScore, s.isInnerTen])).toEqual([
      [1, 10.1, false],
      [2, 9.5, false],
      [3, 10.3, true],
    ]);
    expect(file.notes).toEqual(["Left out 1 deleted or simulated shot, as they count in no total."]);
    expect(file.errors).toEqual([]);
  });

  it("splits a score-history entry's shots the same way, each labelled with the match and its point; other entries stay whole", () => {
    const entry = {
      LocalDate: "2027-02-06",
      MatchName: "Relay 1",
      MatchType: "Local",
      Shots: [shot("A2", 2, 9.1), shot("A1", 1, 9.2), shot("A2", 1, 9.3), shot("A1", 2, 9.4)],
    };
    const single = { LocalDate: "2027-02-07", MatchName: "Practice", Shots: [shot("4", 1, 9.0), shot("4", 2, 9.1)] };
    const { sessions, errors } = readOrion(JSON.stringify([entry, single]));
    expect(errors).toEqual([]);
    expect(sessions.map((s) => [s.label, s.firingPoint, s.line])).toEqual([
      ["Firing point A2 · Relay 1 · Local", "A2", 1],
      ["Firing point A1 · Relay 1 · Local", "A1", 2],
      ["Practice", "4", 5],
    ]);
    // Each point's shots in its own Sequence.
    expect(sessions[0]?.shots.map((s) => s.decimalScore)).toEqual([9.3, 9.1]);
    expect(sessions[1]?.shots.map((s) => s.decimalScore)).toEqual([9.2, 9.4]);
  });

  it("keeps shots that name no firing point as a session of their own, and names a bad shot by its place in the list", () => {
    const { sessions, errors } = readOrion(
      JSON.stringify([shot(null, 1, 9.0), shot("5", 1, 10.0), { Sequence: 2, FiringPoint: "5" }, shot("6", 1, 8.0), shot(null, 2, 9.0)]),
    );
    expect(sessions.map((s) => [s.label, s.firingPoint, s.line, s.shots.length])).toEqual([
      ["No firing point", null, 1, 2],
      ["Firing point 5", "5", 2, 1],
      ["Firing point 6", "6", 4, 1],
    ]);
    expect(errors).toEqual([{ line: 3, message: "shot 3 has no Score; skipped" }]);
    const named = readOrion(JSON.stringify({ MatchName: "Relay 2", Shots: [shot("1", 1, 9), shot(null, 1, 9), shot("2", 1, 9)] }));
    expect(named.sessions.map((s) => s.label)).toEqual([
      "Firing point 1 · Relay 2",
      "No firing point · Relay 2",
      "Firing point 2 · Relay 2",
    ]);
  });

  it("reads a list of one firing point, or none, as one session as before", () => {
    const one = readOrion(JSON.stringify([shot("3", 2, 9.5), shot(null, 1, 9.0), shot("3", 3, 10.0)]));
    expect(one.sessions.map((s) => [s.label, s.firingPoint, s.shots.length])).toEqual([["Orion session 1", "3", 3]]);
    const none = readOrion(JSON.stringify([{ MatchName: "Postal", Shots: [shot(null, 1, 9.5), shot(null, 2, 9.0)] }]));
    expect(none.sessions.map((s) => [s.label, s.firingPoint, s.shots.length])).toEqual([["Postal", null, 2]]);
  });

  it("holds at most MAX_SHOTS shots a firing point: that one session cannot be imported, the others can", () => {
    const list = [...Array.from({ length: MAX_SHOTS + 5 }, (_, i) => shot("1", i + 1, 9.5)), shot("2", 1, 9.9), shot("2", 2, 9.8)];
    const { sessions, errors } = readOrion(JSON.stringify(list));
    expect(sessions.map((s) => [s.firingPoint, s.shots.length, s.droppedShots])).toEqual([
      ["1", MAX_SHOTS, 5],
      ["2", 2, undefined],
    ]);
    expect(errors).toEqual([
      {
        line: MAX_SHOTS + 1,
        message: `the session holds ${MAX_SHOTS + 5} shots, more than the ${MAX_SHOTS} one session holds (sighters included); it cannot be imported`,
      },
    ]);
  });
});

describe("hostile Orion lists (bounded: a session a firing point, at most MAX_FIRING_POINTS)", () => {
  it("reads a list of 100,000 distinct firing points as the first 200, and says how many shots it left out", async () => {
    const count = 100_000;
    const text = `[${Array.from({ length: count }, (_, i) => `{"FiringPoint":"${i + 1}","Sequence":1,"Score":{"I":9,"D":9.5}}`).join(",")}]`;
    const started = Date.now();
    const file = await streamed(text);
    expect(file.sessions).toHaveLength(MAX_FIRING_POINTS);
    expect(file.sessions.at(-1)).toMatchObject({ label: `Firing point ${MAX_FIRING_POINTS}`, firingPoint: String(MAX_FIRING_POINTS) });
    expect(file.errors).toEqual([
      {
        line: MAX_FIRING_POINTS + 1,
        message: `names a firing point past the first ${MAX_FIRING_POINTS} of its list, more than a range has: 99,800 shots on such points were left out. Export one relay at a time`,
      },
    ]);
    expect(Date.now() - started).toBeLessThan(30_000);
  }, 60_000);

  it("reads a list near the 20 MiB limit that alternates two firing points as two sessions of MAX_SHOTS held, the rest counted", async () => {
    const one = (i: number) => `{"FiringPoint":"${(i % 2) + 1}","Sequence":${i},"Score":{"I":9,"D":9.5,"X":0}}`;
    // Sequence grows to seven digits: each shot at most this long, with its comma.
    const count = Math.floor((IMPORT_LIMIT_BYTES - 1024) / (one(1_000_000).length + 1));
    const text = `[${Array.from({ length: count }, (_, i) => one(i + 1)).join(",")}]`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(18 * 1024 * 1024);
    expect(Buffer.byteLength(text)).toBeLessThan(IMPORT_LIMIT_BYTES);
    const file = await streamed(text);
    expect(file.sessions.map((s) => [s.label, s.shots.length, s.droppedShots])).toEqual([
      ["Firing point 2", MAX_SHOTS, Math.ceil(count / 2) - MAX_SHOTS],
      ["Firing point 1", MAX_SHOTS, Math.floor(count / 2) - MAX_SHOTS],
    ]);
    // The first shot past the most: the 401st of point 2 (shots 1, 3, 5 …) and of point 1.
    expect(file.errors.map((e) => e.line)).toEqual([2 * MAX_SHOTS + 1, 2 * MAX_SHOTS + 2]);
  }, 120_000);
});
