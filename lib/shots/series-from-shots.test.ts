import { describe, expect, it } from "vitest";
import { keepsShotSeries, seriesFromShotsMessage, seriesWithShots } from "./series-from-shots";

const typed = (seriesNumber: number, score: number) => ({
  seriesNumber,
  seriesName: null as string | null,
  score,
  maxScore: 109 as number | null,
  innerTens: null as number | null,
  shotCount: 10 as number | null,
  fromShots: false,
});
const blank = (seriesNumber: number) => ({ ...typed(seriesNumber, 0), maxScore: null, shotCount: null });
const shot = (seriesNumber: number, decimalScore: number | null, score = Math.floor(decimalScore ?? 9), more = {}) => ({
  seriesNumber,
  score,
  decimalScore,
  isInnerTen: false,
  isSighter: false,
  ...more,
});

describe("seriesWithShots", () => {
  it("makes only the series with shots their sums; the typed ones stay as typed", () => {
    const six = [103.4, 102.1, 101, 104.2, 100.9, 102.5].map((score, i) => typed(i + 1, score));
    const after = seriesWithShots(
      six,
      [shot(3, 10.4), shot(3, 9.8, 9, { isInnerTen: false }), shot(3, 10.6, 10, { isInnerTen: true })],
      blank,
    );
    expect(after.map((s) => [s.seriesNumber, s.score, s.shotCount, s.fromShots])).toEqual([
      [1, 103.4, 10, false],
      [2, 102.1, 10, false],
      [3, 30.8, 3, true],
      [4, 104.2, 10, false],
      [5, 100.9, 10, false],
      [6, 102.5, 10, false],
    ]);
    expect(after[2]).toMatchObject({ maxScore: 32.7, innerTens: 1 });
  });

  it("scores each series on its own: whole rings in one never turn another's tenths into rings", () => {
    const after = seriesWithShots([], [shot(1, 10.4), shot(1, 9.5), shot(2, null, 9), shot(2, 10.2)], blank);
    expect(after.map((s) => [s.seriesNumber, s.score, s.maxScore])).toEqual([
      [1, 19.9, 21.8],
      [2, 19, 20],
    ]);
  });

  it("keeps the sum of removed shots as a typed score, and sighters alone make no sum", () => {
    const before = [{ ...typed(1, 20.2), fromShots: true, shotCount: 2 }, typed(2, 99)];
    const after = seriesWithShots(before, [shot(1, 9.5, 9, { isSighter: true })], blank);
    expect(after.map((s) => [s.seriesNumber, s.score, s.shotCount, s.fromShots])).toEqual([
      [1, 20.2, 2, false],
      [2, 99, 10, false],
    ]);
  });
});

describe("keepsShotSeries", () => {
  const fromShots = { ...typed(2, 103.1), innerTens: 4, fromShots: true };
  it("accepts the series back unchanged, or with figures left empty", () => {
    expect(keepsShotSeries([{ ...typed(2, 103.1), innerTens: 4 }], fromShots)).toBe(true);
    expect(keepsShotSeries([{ ...typed(2, 103.1), maxScore: null, shotCount: null }], fromShots)).toBe(true);
  });
  it("refuses a changed figure or a missing series", () => {
    expect(keepsShotSeries([typed(2, 99)], fromShots)).toBe(false);
    expect(keepsShotSeries([{ ...typed(2, 103.1), innerTens: 5 }], fromShots)).toBe(false);
    expect(keepsShotSeries([typed(1, 103.1)], fromShots)).toBe(false);
  });
  it("names the series in words", () => {
    expect(seriesFromShotsMessage(fromShots)).toBe("Series 2 is the sum of its 10 shots; change its shots instead.");
  });
});
