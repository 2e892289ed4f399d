import { describe, expect, it } from "vitest";
import { entryIsDecimal, formatScore, isDecimalScoring } from "./scoring";

describe("isDecimalScoring", () => {
  it("counts a course of fire scored in tenths as decimal even with whole scores", () => {
    expect(isDecimalScoring([{ score: 104, maxScore: null, shots: null }], "decimal")).toBe(true);
  });
  it("counts a maximum above ten a shot as decimal", () => {
    expect(isDecimalScoring([{ score: 104, maxScore: 109, shots: 10 }])).toBe(true);
    expect(isDecimalScoring([{ score: 97, maxScore: 100, shots: 10 }])).toBe(false);
  });
  it("counts a score with a fraction as decimal", () => {
    expect(isDecimalScoring([{ score: 617.5, maxScore: null, shots: null }])).toBe(true);
    expect(isDecimalScoring([{ score: 585, maxScore: 600, shots: 60 }], "integer")).toBe(false);
  });
  it("reads an entry decimal when one of its series is", () => {
    const entry = { score: 620, maxScore: null, shotsFired: null, scoreSeries: [{ score: 104, maxScore: 109, shotCount: 10 }] };
    expect(entryIsDecimal(entry)).toBe(true);
    expect(entryIsDecimal({ ...entry, scoreSeries: [] })).toBe(false);
  });
});

describe("formatScore", () => {
  it("keeps the tenth of a decimal score", () => {
    expect(formatScore(104, true, "en")).toBe("104.0");
    expect(formatScore(617.5, true, "en")).toBe("617.5");
    expect(formatScore(104, true, "de")).toBe("104,0");
  });
  it("writes a whole-ring score without one", () => {
    expect(formatScore(97, false, "en")).toBe("97");
    expect(formatScore(null, true, "en")).toBe("–");
  });
});
