import { describe, expect, it } from "vitest";
import { shotTotals } from "./shot-totals";

const shot = (seriesNumber: number, score: number, decimalScore: number | null, extra: { x?: boolean; sighter?: boolean } = {}) => ({
  seriesNumber,
  score,
  decimalScore,
  isInnerTen: extra.x ?? false,
  isSighter: extra.sighter ?? false,
});

describe("shotTotals", () => {
  it("sums decimal scores when every scoring shot has one; sighters count nowhere", () => {
    const totals = shotTotals([
      shot(1, 10, 10.4, { x: true }),
      shot(1, 9, 9.8),
      shot(2, 10, 10.1),
      shot(1, 7, 7.2, { sighter: true }),
      shot(1, 10, 10.9, { sighter: true, x: true }),
    ]);
    // By hand: series 1 is 10.4 + 9.8 = 20.2 of 21.8; series 2 is 10.1 of 10.9; all 30.3 of 32.7.
    expect(totals).toEqual({
      decimal: true,
      series: [
        { seriesNumber: 1, score: 20.2, maxScore: 21.8, shotCount: 2, innerTens: 1 },
        { seriesNumber: 2, score: 10.1, maxScore: 10.9, shotCount: 1, innerTens: 0 },
      ],
      entry: { score: 30.3, maxScore: 32.7, shotsFired: 3, numberOfTens: 2, numberOfXs: 1 },
    });
  });

  it("falls back to whole rings, and a maximum of 10 a shot, when one scoring shot lacks a decimal", () => {
    const totals = shotTotals([shot(1, 10, 10.4), shot(1, 9, null), shot(1, 8, 8.7)]);
    expect(totals?.decimal).toBe(false);
    expect(totals?.entry).toEqual({ score: 27, maxScore: 30, shotsFired: 3, numberOfTens: 1, numberOfXs: 0 });
  });

  it("has no totals from sighters alone", () => {
    expect(shotTotals([shot(1, 9, 9.5, { sighter: true })])).toBeNull();
    expect(shotTotals([])).toBeNull();
  });
});
