import { describe, expect, it } from "vitest";
import { effectiveTotals } from "./totals";

const none = { score: null, maxScore: null, shotsFired: null, numberOfXs: null };
const series = (score: number, maxScore: number | null = 109, shotCount: number | null = 10, innerTens: number | null = 3) =>
  ({ score, maxScore, shotCount, innerTens });

describe("effectiveTotals", () => {
  it("keeps the entry's own totals and says nothing came from the series", () => {
    const totals = effectiveTotals({ score: 600, maxScore: 654, shotsFired: 60, numberOfXs: 20 }, [series(100)]);
    expect(totals).toMatchObject({ score: 600, maxScore: 654, totalsFromSeries: [] });
    expect(totals.scorePercent).toBeCloseTo(91.743, 3);
  });

  it("fills empty totals from the series and names them", () => {
    const totals = effectiveTotals(none, [series(101.5), series(103.2), series(99.9, 109, 10, 1)]);
    expect(totals).toEqual({
      score: 304.6, maxScore: 327, shotsFired: 30, numberOfXs: 7,
      totalsFromSeries: ["score", "maxScore", "shotsFired", "numberOfXs"], scorePercent: (100 * 304.6) / 327,
    });
  });

  it("leaves a total empty unless every series has it, and fills only what the entry lacks", () => {
    const totals = effectiveTotals({ ...none, shotsFired: 60 }, [series(100, null), series(98)]);
    expect(totals).toMatchObject({ score: 198, maxScore: null, shotsFired: 60, totalsFromSeries: ["score", "numberOfXs"], scorePercent: null });
    expect(effectiveTotals(none, [])).toMatchObject({ ...none, totalsFromSeries: [], scorePercent: null });
  });
});
