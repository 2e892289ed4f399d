import { describe, expect, it } from "vitest";
import { scoreAxis } from "./axis";

describe("scoreAxis", () => {
  it("steps roundly around the scores, a step of room either side", () => {
    // 616.2 to 624.4: a quarter of the 8.2 span is 2.05, so steps of 5.
    expect(scoreAxis([618.9, 622.3, 624.4, 616.2])).toEqual({ low: 610, high: 630, step: 5, ticks: [610, 615, 620, 625, 630] });
    // Whole rings, close together: steps of 1.
    expect(scoreAxis([561.5, 563, 564])).toMatchObject({ low: 560, high: 565, step: 1 });
  });

  it("never runs past the maximum or below zero, and has a step even for one value", () => {
    expect(scoreAxis([598, 600], 600)).toMatchObject({ low: 597.5, high: 600, step: 0.5 });
    expect(scoreAxis([0.2, 1])).toMatchObject({ low: 0 });
    expect(scoreAxis([580, 580])).toEqual({ low: 579.5, high: 580.5, step: 0.5, ticks: [579.5, 580, 580.5] });
    // A maximum below the scores (a score typed over a series' sum) does not squeeze the axis.
    expect(scoreAxis([590, 585], 200)).toEqual({ low: 582, high: 590, step: 2, ticks: [582, 584, 586, 588, 590] });
  });
});
