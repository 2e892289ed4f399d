import { describe, expect, it } from "vitest";
import { ageOn, assign, type Candidate, type EntryFacts, evaluate, type RuleLike, ruleMatches } from "./evaluate";

const facts: EntryFacts = {
  age: 17,
  gender: 2,
  country: 840,
  organizationId: "0190f5d2-9c1e-7d3a-8b4f-0123456789ab",
  discipline: "Air Rifle",
  courseOfFireCode: "AR60",
  entryScore: 612.5,
  averageScorePercent: 93.4,
};
const rule = (
  fieldName: string,
  operator: number,
  value: string,
  secondaryValue: string | null = null,
  extra: Partial<RuleLike> = {},
): RuleLike => ({ ruleType: 0, fieldName, operator, value, secondaryValue, priority: 0, isActive: true, ...extra });

describe("ruleMatches: every operator", () => {
  const cases: Array<[string, RuleLike, boolean]> = [
    ["equals number", rule("age", 0, "17"), true],
    ["equals number (no)", rule("age", 0, "18"), false],
    ["not equals", rule("gender", 1, "1"), true],
    ["greater than", rule("entryScore", 2, "612.4"), true],
    ["greater than is strict", rule("entryScore", 2, "612.5"), false],
    ["greater or equal", rule("entryScore", 3, "612.5"), true],
    ["less than", rule("age", 4, "21"), true],
    ["less than is strict", rule("age", 4, "17"), false],
    ["less or equal", rule("age", 5, "17"), true],
    ["between is inclusive (low)", rule("age", 6, "17", "20"), true],
    ["between is inclusive (high)", rule("averageScorePercent", 6, "90", "93.4"), true],
    ["between (outside)", rule("age", 6, "18", "20"), false],
    ["in", rule("country", 7, "124, 840 ,826"), true],
    ["in (no)", rule("country", 7, "124,826"), false],
    ["not in", rule("gender", 8, "0,9"), true],
    ["not in (no)", rule("gender", 8, "2"), false],
    ["contains, ignoring case", rule("discipline", 9, "RIFLE"), true],
    ["contains (no)", rule("discipline", 9, "pistol"), false],
    ["starts with", rule("courseOfFireCode", 10, "ar"), true],
    ["starts with (no)", rule("courseOfFireCode", 10, "60"), false],
    ["text equals ignores case and spaces", rule("discipline", 0, "  air rifle "), true],
    ["uuid equals ignores case", rule("organizationId", 0, "0190F5D2-9C1E-7D3A-8B4F-0123456789AB"), true],
    ["uuid in", rule("organizationId", 7, "0190f5d2-9c1e-7d3a-8b4f-0123456789ab,0190f5d2-9c1e-7d3a-8b4f-0123456789ac"), true],
  ];
  for (const [name, r, expected] of cases) it(name, () => expect(ruleMatches(r, facts)).toBe(expected));

  it("an unknown fact matches no operator, not even not-equals or not-in", () => {
    const unknown = { ...facts, age: null, entryScore: null };
    for (const operator of [0, 1, 2, 3, 4, 5, 7, 8]) expect(ruleMatches(rule("age", operator, "17"), unknown)).toBe(false);
    expect(ruleMatches(rule("entryScore", 6, "0", "1000"), unknown)).toBe(false);
  });
});

describe("evaluate", () => {
  it("qualifies when every active require rule matches and no active exclude rule does", () => {
    expect(evaluate([rule("age", 4, "21"), rule("gender", 0, "2")], facts).qualifies).toBe(true);
    expect(evaluate([rule("age", 4, "21"), rule("courseOfFireCode", 0, "AR60", null, { ruleType: 1 })], facts).qualifies).toBe(false);
    expect(evaluate([rule("age", 4, "21"), rule("courseOfFireCode", 0, "AR40", null, { ruleType: 1 })], facts).qualifies).toBe(true);
    expect(evaluate([rule("age", 2, "21", null, { isActive: false })], facts).qualifies).toBe(true);
    expect(evaluate([], facts).qualifies).toBe(true);
  });

  it("reports each active rule's outcome in priority order, with the fact it tested", () => {
    const { outcomes } = evaluate(
      [
        rule("gender", 0, "1", null, { priority: 5, id: "r0" }),
        rule("age", 4, "21", null, { priority: 1, id: "r1" }),
        rule("country", 0, "840", null, { priority: 1, isActive: false, id: "r2" }),
        rule("discipline", 9, "rifle", null, { priority: 1, ruleType: 1, id: "r3" }),
      ],
      facts,
    );
    expect(outcomes.map((o) => [o.ruleId, o.fact, o.matched, o.passed])).toEqual([
      ["r1", 17, true, true],
      ["r3", "Air Rifle", true, false],
      ["r0", 2, false, false],
    ]);
  });

  it("computes age on the competition's first day", () => {
    expect(ageOn(new Date("2005-12-13T00:00:00Z"), new Date("2026-12-12T08:00:00Z"))).toBe(20);
    expect(ageOn(new Date("2005-12-12T00:00:00Z"), new Date("2026-12-12T08:00:00Z"))).toBe(21);
    expect(ageOn(new Date("2008-02-29T00:00:00Z"), new Date("2026-02-28T00:00:00Z"))).toBe(17);
  });
});

describe("assign", () => {
  const classification = (
    id: string,
    type: number,
    displayOrder: number,
    rules: RuleLike[],
    extra: Partial<Candidate> = {},
  ): Candidate => ({ id, type, displayOrder, maxParticipants: null, isActive: true, isAutoAssigned: true, rules, ...extra });
  const entry = (id: string, change: Partial<EntryFacts>) => ({ id, facts: { ...facts, ...change } });

  it("gives each entry the first qualifying classification by displayOrder, at most one per type", () => {
    const result = assign(
      [
        classification("open", 3, 2, []),
        classification("expert", 3, 1, [rule("averageScorePercent", 3, "93")]),
        classification("junior", 1, 1, [rule("age", 4, "21")]),
      ],
      [entry("a", {}), entry("b", { age: 30, averageScorePercent: 80 })],
    );
    expect(Object.fromEntries(result)).toEqual({ open: ["b"], expert: ["a"], junior: ["a"] });
  });

  it("fills classifications in the order entries were made, overflowing to the next when full", () => {
    const result = assign(
      [classification("expert", 3, 1, [], { maxParticipants: 2 }), classification("sharpshooter", 3, 2, [])],
      ["e1", "e2", "e3", "e4"].map((id) => entry(id, {})),
    );
    expect(Object.fromEntries(result)).toEqual({ expert: ["e1", "e2"], sharpshooter: ["e3", "e4"] });
  });

  it("leaves out inactive and manual classifications, and entries that qualify for nothing", () => {
    const result = assign(
      [
        classification("inactive", 0, 1, [], { isActive: false }),
        classification("manual", 0, 2, [], { isAutoAssigned: false }),
        classification("women", 2, 1, [rule("gender", 0, "2")]),
      ],
      [entry("m", { gender: 1 }), entry("w", {})],
    );
    expect(Object.fromEntries(result)).toEqual({ inactive: [], manual: [], women: ["w"] });
  });

  it("places a pinned entry whatever the rules say, first and in a manual classification too; a kept-out entry goes to the next", () => {
    const result = assign(
      [
        classification("junior", 1, 1, [rule("age", 4, "21")], { maxParticipants: 2 }),
        classification("open", 1, 2, []),
        classification("manual", 2, 1, [], { isAutoAssigned: false }),
      ],
      [entry("a", {}), entry("b", {}), entry("old", { age: 40 }), entry("c", {})],
      [
        { classificationId: "junior", entryId: "old", placement: "pinned" },
        { classificationId: "junior", entryId: "a", placement: "keptOut" },
        { classificationId: "manual", entryId: "b", placement: "pinned" },
      ],
    );
    // "old" is over 21 yet pinned to Junior and takes a seat first; "a" is kept out and goes to Open;
    // Junior then has one seat left, which "b" takes; "c" overflows to Open.
    expect(Object.fromEntries(result)).toEqual({ junior: ["old", "b"], open: ["a", "c"], manual: ["b"] });
  });
});
