import { describe, expect, it } from "vitest";
import { siusReader } from "./sius";
import { sius } from "./test-files";

/** The reader fed the lines as the CSV parser splits them. */
function readLines(lines: string[]) {
  const reader = siusReader("20270206_match.txt");
  lines.forEach((line, i) => reader.feed(line.split(";"), i + 1));
  return [...reader.take(), ...reader.finish().sessions];
}

describe("SIUS: where each shooter stood (a match's import finds the entry by it)", () => {
  it("keeps each start number's firing point (3) and relay (23), and tells a final apart", () => {
    const sessions = readLines([
      sius({ 0: 101, 1: 10, 2: 1, 3: "12", 4: "10.4", 18: 1, 19: 2, 23: 1 }),
      sius({ 0: 205, 1: 9, 2: 1, 3: " 3 ", 4: "9.7", 18: 1, 19: 2, 23: 2 }),
      sius({ 0: 101, 1: 10, 2: 8, 3: "12", 4: "10.1", 18: 1, 19: 2, 23: 1 }),
      sius({ 0: 300, 1: 9, 2: 1, 3: "", 4: "9.0", 18: 1, 19: 2, 23: "x" }),
    ]);
    expect(sessions.map((s) => [s.startNumber, s.firingPoint, s.relayNumber, s.isFinal])).toEqual([
      ["101", "12", 1, false],
      ["205", "3", 2, false],
      ["101", "12", 1, true],
      ["300", null, null, false],
    ]);
  });
});
