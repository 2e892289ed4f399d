import { describe, expect, it } from "vitest";
import { exampleScore, scoringOf, seriesMaximum } from "./score-hints";

describe("the form's score hints", () => {
  it("read the scoring from the maximum and the shots", () => {
    expect(scoringOf(600, 60, "decimal")).toBe("integer");
    expect(scoringOf(654, 60, "integer")).toBe("decimal");
    expect(scoringOf(109, null, null)).toBe("decimal");
    expect(scoringOf(100, null, "decimal")).toBe("integer");
    expect(scoringOf(104.6, null, null)).toBe("decimal");
    expect(scoringOf(null, 60, "decimal")).toBe("decimal");
    expect(scoringOf(Number.NaN, 60, null)).toBeNull();
  });

  it("give examples in the scoring of the maximum: never tenths for whole rings", () => {
    expect(exampleScore(600, "integer")).toBe(587);
    expect(exampleScore(654, "decimal")).toBe(617.5);
    expect(exampleScore(100, "integer")).toBe(98);
    expect(exampleScore(109, "decimal")).toBe(102.9);
    expect(seriesMaximum(10, "decimal")).toBe(109);
    expect(seriesMaximum(10, "integer")).toBe(100);
  });
});
