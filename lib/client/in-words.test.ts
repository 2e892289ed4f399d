import { describe, expect, it } from "vitest";
import { ApiProblem } from "./api-fetch";
import { errorsInWords, inWords, problemInWords } from "./in-words";

const words = { score: "the score", maxScore: "the maximum score", numberOfXs: "the Xs", startUtc: "the start" };

describe("messages in a person's words", () => {
  it("replaces whole JSON names, the longer first", () => {
    expect(inWords("must not exceed maxScore (600)", words)).toBe("must not exceed the maximum score (600)");
    expect(inWords("must not exceed score", words)).toBe("must not exceed the score");
    expect(inWords("numberOfXs must not exceed numberOfTens", words)).toBe("the Xs must not exceed numberOfTens");
    expect(inWords("a scoreboard", words)).toBe("a scoreboard");
  });

  it("translates each field message of a problem", () => {
    const problem = new ApiProblem(422, "validation", "Fix the fields", { "/endUtc": "must not be before startUtc" });
    expect(problemInWords(problem, words).fields).toEqual({ "/endUtc": "must not be before the start" });
  });

  it("translates nested form errors", () => {
    const errors = { rules: [undefined, { secondaryValue: { type: "custom", message: "must not be less than value" } }] };
    expect(errorsInWords(errors, { value: "the From value" }).rules[1]?.secondaryValue.message).toBe(
      "must not be less than the From value",
    );
  });
});
