import { describe, expect, it } from "vitest";
import { decidedByLabel, defaultRankingRule, RANKING_RULES, RANKING_STEPS, type DecidedBy } from "./ranking-rules";

describe("ranking rules", () => {
  it("default by the course's scoring: decimal ranks by issf-decimal, whole rings (or not yet known) by issf-integer", () => {
    expect(defaultRankingRule("decimal")).toBe("issf-decimal");
    expect(defaultRankingRule("integer")).toBe("issf-integer");
    expect(defaultRankingRule(null)).toBe("issf-integer");
  });

  it("each start with the total", () => {
    for (const rule of RANKING_RULES) expect(RANKING_STEPS[rule][0]).toBe("score");
  });

  it("name each deciding step as a person reads it", () => {
    const steps: DecidedBy[] = ["score", "innerTens", "xs", "series 6", "shot 60"];
    expect(steps.map(decidedByLabel)).toEqual(["Total", "Inner tens", "Xs", "Series 6", "Shot 60"]);
  });
});
