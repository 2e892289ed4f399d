import { describe, expect, it } from "vitest";
import { refuseSeries, scoreTotals, seriesMaximum } from "./scores-limits";

const decimal = { seriesCount: 6, shotsPerSeries: 10, scoring: "decimal", maxScore: 654 };
const integer = { seriesCount: 6, shotsPerSeries: 10, scoring: "integer", maxScore: 600 };

describe("what a course of fire's series can hold", () => {
  it("reaches 10.9 a shot on a decimal course and 10 on an integer one", () => {
    expect(seriesMaximum(decimal)).toEqual({ maximum: 109, shots: 10 });
    expect(seriesMaximum(integer)).toEqual({ maximum: 100, shots: 10 });
    expect(seriesMaximum({ seriesCount: 4, shotsPerSeries: null, scoring: null, maxScore: 400 })).toEqual({ maximum: 100, shots: null });
    expect(seriesMaximum(null)).toBeNull();
  });

  it("refuses what the course cannot hold, naming the field", () => {
    expect(refuseSeries(decimal, { seriesNumber: 1, score: 109, innerTens: null })).toBeNull();
    expect(refuseSeries(decimal, { seriesNumber: 1, score: 109.1, innerTens: null })).toMatchObject({
      field: "score",
      key: "aboveMaximum",
    });
    expect(refuseSeries(decimal, { seriesNumber: 7, score: 1, innerTens: null })).toMatchObject({
      key: "tooManySeries",
      values: { count: 6 },
    });
    expect(refuseSeries(decimal, { seriesNumber: 1, score: 100.45, innerTens: null })).toMatchObject({ key: "tenthsOnly" });
    expect(refuseSeries(integer, { seriesNumber: 1, score: 97.5, innerTens: null })).toMatchObject({ key: "wholeRings" });
    expect(refuseSeries(integer, { seriesNumber: 1, score: 97, innerTens: 11 })).toMatchObject({ field: "innerTens" });
    expect(refuseSeries(null, { seriesNumber: 40, score: 1000.5, innerTens: 3 })).toBeNull();
  });

  it("sums series to tenths and counts inner tens only where a series counts them", () => {
    expect(scoreTotals([])).toEqual({ score: null, innerTens: null });
    expect(
      scoreTotals([
        { score: 101.1, innerTens: null },
        { score: 102.2, innerTens: null },
      ]),
    ).toEqual({ score: 203.3, innerTens: null });
    expect(
      scoreTotals([
        { score: 97, innerTens: 3 },
        { score: 95, innerTens: null },
      ]),
    ).toEqual({ score: 192, innerTens: 3 });
  });
});
