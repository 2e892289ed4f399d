import { describe, expect, it } from "vitest";
import { groupOf } from "./groups";

describe("groupOf", () => {
  it("finds the mean point of impact, extreme spread and mean radius of a square group (worked by hand)", () => {
    // Four shots on the corners of a 6 mm square centred 1 mm right, 2 mm low: the MPI is its centre,
    // the spread its diagonal (6√2 = 8.49 mm), every shot 3√2 = 4.24 mm from the MPI.
    const group = groupOf([
      { x: -2, y: 1 },
      { x: 4, y: 1 },
      { x: 4, y: -5 },
      { x: -2, y: -5 },
    ]);
    expect(group).toEqual({ count: 4, meanX: 1, meanY: -2, extremeSpread: 8.49, meanRadius: 4.24 });
  });

  it("leaves out shots without a position, and has no shape without any", () => {
    expect(
      groupOf([
        { x: 3, y: 4 },
        { x: null, y: null },
      ]),
    ).toEqual({ count: 1, meanX: 3, meanY: 4, extremeSpread: 0, meanRadius: 0 });
    expect(groupOf([{ x: null, y: null }])).toEqual({ count: 0, meanX: null, meanY: null, extremeSpread: null, meanRadius: null });
  });
});
