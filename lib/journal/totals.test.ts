import { describe, expect, it } from "vitest";
import { derivedColumns, effectiveTotals, sessionWeek, sumsOverSeries, weekStartOf } from "./totals";

const atDate = <T>(entry: T) => ({ ...entry, sessionDate: new Date("2026-11-04T18:00:00Z") });

const none = { score: null, maxScore: null, shotsFired: null, numberOfXs: null };
const series = (score: number, maxScore: number | null = 109, shotCount: number | null = 10, innerTens: number | null = 3) => ({
  score,
  maxScore,
  shotCount,
  innerTens,
});

describe("effectiveTotals", () => {
  it("keeps the entry's own totals and says nothing came from the series", () => {
    const totals = effectiveTotals({ score: 600, maxScore: 654, shotsFired: 60, numberOfXs: 20 }, [series(100)]);
    expect(totals).toMatchObject({ score: 600, maxScore: 654, totalsFromSeries: [] });
    expect(totals.scorePercent).toBeCloseTo(91.743, 3);
  });

  it("fills empty totals from the series and names them", () => {
    const totals = effectiveTotals(none, [series(101.5), series(103.2), series(99.9, 109, 10, 1)]);
    expect(totals).toEqual({
      score: 304.6,
      maxScore: 327,
      shotsFired: 30,
      numberOfXs: 7,
      totalsFromSeries: ["score", "maxScore", "shotsFired", "numberOfXs"],
      scorePercent: (100 * 304.6) / 327,
    });
  });

  it("leaves a total empty unless every series has it, and fills only what the entry lacks", () => {
    const totals = effectiveTotals({ ...none, shotsFired: 60 }, [series(100, null), series(98)]);
    expect(totals).toMatchObject({
      score: 198,
      maxScore: null,
      shotsFired: 60,
      totalsFromSeries: ["score", "numberOfXs"],
      scorePercent: null,
    });
    expect(effectiveTotals(none, [])).toMatchObject({ ...none, totalsFromSeries: [], scorePercent: null });
  });
});

describe("derivedColumns", () => {
  it("keeps the effective totals and the series percentages' sums for statistics", () => {
    const columns = derivedColumns(atDate(none), [
      { seriesNumber: 2, score: 40, maxScore: 50, shotCount: 10, innerTens: 1 },
      { seriesNumber: 1, score: 48, maxScore: 50, shotCount: 10, innerTens: 3 },
      { seriesNumber: 3, score: 45, maxScore: 50, shotCount: 10, innerTens: 0 },
    ]);
    expect(columns).toEqual({
      scorePercent: (100 * 133) / 150,
      totalShots: 30,
      totalXs: 4,
      seriesCount: 3,
      seriesPercentSum: 96 + 80 + 90,
      seriesPercentSquares: 96 ** 2 + 80 ** 2 + 90 ** 2,
      firstHalfPercentSum: 96,
      secondHalfPercentSum: 90,
      halfCount: 1,
      sessionWeek: sessionWeek(new Date("2026-11-02T00:00:00Z")),
    });
  });

  it("counts only series with a maximum, and none at all as zeros", () => {
    expect(
      derivedColumns(atDate({ ...none, shotsFired: 60 }), [{ seriesNumber: 1, score: 99, maxScore: null, shotCount: 10, innerTens: null }]),
    ).toMatchObject({ totalShots: 60, seriesCount: 0, seriesPercentSum: 0, halfCount: 0 });
    expect(derivedColumns(atDate(none), [])).toMatchObject({ scorePercent: null, totalShots: null, seriesCount: 0 });
  });
});

describe("sessionWeek", () => {
  it("is the day number of the session's Monday (UTC), whatever the day and time", () => {
    for (const at of ["2026-11-02T00:00:00Z", "2026-11-04T18:00:00Z", "2026-11-08T23:59:59.999Z"]) {
      expect(weekStartOf(sessionWeek(new Date(at)))).toBe("2026-11-02");
    }
    expect(weekStartOf(sessionWeek(new Date("2026-11-09T00:00:00Z")))).toBe("2026-11-09");
    expect(weekStartOf(sessionWeek(new Date("1969-12-31T12:00:00Z")))).toBe("1969-12-29");
    expect(weekStartOf(sessionWeek(new Date("1970-01-01T00:00:00Z")))).toBe("1969-12-29");
  });
});

describe("sumsOverSeries", () => {
  const typedSeries = (score: number, maxScore: number | null = 109) => ({ ...series(score, maxScore), fromShots: false });
  const shotSeries = (score: number) => ({ ...series(score, 109, 10, 2), fromShots: true });
  const fallback = { maxScore: 654, shotsFired: 60, numberOfTens: 40, numberOfXs: 12 };

  it("sums every series, typed or from shots, to the tenth", () => {
    const totals = sumsOverSeries(
      [typedSeries(103.4), typedSeries(102.1), shotSeries(104.6), typedSeries(101), typedSeries(100.9), typedSeries(102.5)],
      9,
      fallback,
    );
    expect(totals).toEqual({ score: 614.5, maxScore: 654, shotsFired: 60, numberOfTens: 40, numberOfXs: 17 });
  });

  it("counts the tens of the shots only while every series comes from shots", () => {
    expect(sumsOverSeries([shotSeries(104.6), shotSeries(103.2)], 17, fallback).numberOfTens).toBe(17);
    expect(sumsOverSeries([shotSeries(104.6), typedSeries(103.2)], 17, { ...fallback, numberOfTens: null }).numberOfTens).toBeNull();
  });

  it("falls back where a typed series has no maximum", () => {
    expect(sumsOverSeries([shotSeries(104.6), typedSeries(99, null)], 9, { ...fallback, maxScore: null }).maxScore).toBeNull();
    expect(sumsOverSeries([shotSeries(104.6), typedSeries(99, null)], 9, fallback).maxScore).toBe(654);
  });
});
