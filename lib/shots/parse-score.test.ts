import { describe, expect, it } from "vitest";
import { parseScore } from "./parse-score";

describe("parseScore", () => {
  it("reads tenths, whole rings, inner tens and misses as shooters type them", () => {
    expect(parseScore("10.4")).toEqual({ score: 10, decimalScore: 10.4, isInnerTen: false });
    expect(parseScore("10,7x")).toEqual({ score: 10, decimalScore: 10.7, isInnerTen: true });
    expect(parseScore(" 9 ")).toEqual({ score: 9, decimalScore: null, isInnerTen: false });
    expect(parseScore("X")).toEqual({ score: 10, decimalScore: null, isInnerTen: true });
    expect(parseScore("m")).toEqual({ score: 0, decimalScore: null, isInnerTen: false });
    expect(parseScore("9x")).toEqual({ score: 9, decimalScore: null, isInnerTen: false });
  });

  it("says what to type instead of a score that cannot be", () => {
    for (const text of ["", "11", "10.95", "-1", "ten", "9.5.1"]) expect(parseScore(text)).toMatch(/Type a score from 0 to 10.9/);
  });
});
