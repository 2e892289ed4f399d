import { describe, expect, it } from "vitest";
import { assign, type Candidate, type EntryFacts, type RuleLike } from "./evaluate";
import { shadowOf } from "./shadowing";

const facts = (age: number, gender: number): EntryFacts => ({
  age,
  gender,
  country: null,
  organizationId: null,
  discipline: null,
  courseOfFireCode: null,
  entryScore: null,
  averageScorePercent: null,
});
const rule = (fieldName: string, operator: number, value: string): RuleLike => ({
  ruleType: 0,
  fieldName,
  operator,
  value,
  secondaryValue: null,
  priority: 0,
  isActive: true,
});
const klass = (id: string, name: string, displayOrder: number, rules: RuleLike[], type = 2): Candidate & { name: string } => ({
  id,
  name,
  type,
  displayOrder,
  maxParticipants: null,
  isActive: true,
  isAutoAssigned: true,
  rules,
});

const u21Women = klass("a", "U21 Women", 10, [rule("gender", 0, "2"), rule("age", 4, "21")]);
const juniorWomen = klass("b", "Junior Women", 20, [rule("gender", 0, "2"), rule("age", 4, "18")]);
const entries = [
  { id: "e1", facts: facts(16, 2) },
  { id: "e2", facts: facts(17, 2) },
  { id: "e3", facts: facts(30, 2) },
];

describe("shadowOf: why a classification takes no one", () => {
  it("names the earlier classification of its type that took every athlete it matches", () => {
    const all = [u21Women, juniorWomen];
    const shadow = shadowOf(juniorWomen, all, entries, [], assign(all, entries));
    expect(shadow).toEqual({ matching: 2, shadowedBy: [{ classificationId: "a", name: "U21 Women", entries: 2 }] });
  });

  it("finds no shadow when the narrower classification comes first", () => {
    const all = [{ ...juniorWomen, displayOrder: 5 }, u21Women];
    expect(shadowOf(all[0] as Candidate, all, entries, [], assign(all, entries)).shadowedBy).toEqual([]);
  });

  it("does not count a classification of another type, nor an entry pinned there by hand", () => {
    const ages = { ...u21Women, type: 1 };
    const all = [ages, juniorWomen];
    expect(shadowOf(juniorWomen, all, entries, [], assign(all, entries)).shadowedBy).toEqual([]);
    const pins = [{ classificationId: "a", entryId: "e1", placement: "pinned" as const }];
    const pinnedAll = [u21Women, juniorWomen];
    const shadow = shadowOf(juniorWomen, pinnedAll, entries, pins, assign(pinnedAll, entries, pins));
    expect(shadow.shadowedBy).toEqual([{ classificationId: "a", name: "U21 Women", entries: 1 }]);
  });
});
