import { describe, expect, it } from "vitest";
import { shadowSentence } from "./shadow-note";

const u21 = [{ name: "U21 Women", entries: 2 }];

describe("shadowSentence: why a classification takes fewer athletes than it matches", () => {
  it("says every athlete only when the earlier ones hold all it matches", () => {
    expect(shadowSentence(u21, 0, 2, "Gender category")).toBe(
      "Takes no one: every athlete it matches is already in U21 Women, which comes first among the gender category classifications.",
    );
  });

  it("does not say every when some it matches are pinned elsewhere by hand", () => {
    expect(shadowSentence([{ name: "Junior Women", entries: 1 }], 0, 2, "Gender category")).toBe(
      "Takes no one: 1 of the 2 athletes it matches is in Junior Women, which comes first among the gender category classifications; the other is pinned to another by hand.",
    );
  });

  it("counts the ones taken from a classification that holds others, and is silent without a shadow", () => {
    expect(shadowSentence(u21, 1, 3, "Age category")).toBe(
      "2 of the 3 athletes it matches are in U21 Women, which comes first among the age category classifications.",
    );
    expect(shadowSentence([], 0, 0, "Age category")).toBeNull();
  });

  it("speaks of the future in the editor, and says what to do", () => {
    expect(shadowSentence(u21, 0, 2, "Gender category", true)).toMatch(/^Will take no one: .* Move it above, or narrow the rules/);
  });
});
