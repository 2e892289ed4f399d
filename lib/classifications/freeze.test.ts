import { describe, expect, it } from "vitest";
import { keepFrozen } from "./freeze";

const frozenAt = new Date("2027-05-01T08:00:00Z");

describe("keepFrozen", () => {
  it("keeps an entry's classes as they were, gives a new entry what the rules give, and applies a pin made since", () => {
    const computed = new Map([
      ["expert", ["b", "c"]],
      ["open", ["a", "d"]],
    ]);
    const current = [
      { classificationId: "expert", competitionEntryId: "a" },
      { classificationId: "open", competitionEntryId: "b" },
      { classificationId: "expert", competitionEntryId: "d" },
    ];
    const placements = [
      { entryId: "d", at: new Date("2027-05-01T09:00:00Z") },
      { entryId: "b", at: new Date("2027-04-01T09:00:00Z") },
    ];
    const result = keepFrozen(computed, current, placements, frozenAt);
    // a and b keep theirs; c is new and takes the rules' class; d was pinned after the freeze.
    expect(result.get("expert")?.sort()).toEqual(["a", "c"]);
    expect(result.get("open")?.sort()).toEqual(["b", "d"]);
  });

  it("drops a kept assignment whose classification is gone", () => {
    const result = keepFrozen(new Map([["open", []]]), [{ classificationId: "deleted", competitionEntryId: "a" }], [], frozenAt);
    expect([...result.entries()]).toEqual([["open", []]]);
  });
});
