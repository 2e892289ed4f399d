// Classification rules and auto-assignment, exactly as API.md section 8 says. Pure: facts in,
// decisions out. Active rules are evaluated in priority order (then their order in the list); an
// entry qualifies when every active require rule matches and no active exclude rule does. A fact
// that is unknown (an athlete without a date of birth, an entry without a score) matches nothing.
import { Operator, RuleType } from "@/lib/codes";
import { isListOperator, isRuleFieldName, type Operand, parseOperand, ruleFields, type RuleFieldName, splitList } from "./rule-fields";

export type EntryFacts = Record<RuleFieldName, number | string | null>;

export type RuleLike = {
  id?: string | null;
  ruleType: number;
  fieldName: string;
  operator: number;
  value: string;
  secondaryValue: string | null;
  priority: number;
  isActive: boolean;
};

export type RuleOutcome = {
  index: number;
  ruleId: string | null;
  ruleType: number;
  fieldName: string;
  operator: number;
  fact: number | string | null;
  matched: boolean;
  /** Whether the rule lets the entry through: a require rule that matched, an exclude rule that did not. */
  passed: boolean;
};

/** Whole years from birth to the day, as a competition's age categories count them. */
export function ageOn(birth: Date, day: Date): number {
  let age = day.getUTCFullYear() - birth.getUTCFullYear();
  const before =
    day.getUTCMonth() < birth.getUTCMonth() || (day.getUTCMonth() === birth.getUTCMonth() && day.getUTCDate() < birth.getUTCDate());
  if (before) age -= 1;
  return age;
}

function operand(fieldName: RuleFieldName, raw: string): Operand | null {
  const parsed = parseOperand(ruleFields[fieldName], raw);
  return "value" in parsed ? parsed.value : null;
}

export function ruleMatches(rule: RuleLike, facts: EntryFacts): boolean {
  if (!isRuleFieldName(rule.fieldName)) return false;
  const raw = facts[rule.fieldName];
  if (raw === null) return false;
  const fact = typeof raw === "string" ? raw.trim().toLowerCase() : raw;
  if (isListOperator(rule.operator)) {
    const listed = splitList(rule.value).some((v) => operand(rule.fieldName as RuleFieldName, v) === fact);
    return rule.operator === Operator.in ? listed : !listed;
  }
  const value = operand(rule.fieldName, rule.value);
  if (value === null) return false;
  switch (rule.operator) {
    case Operator.equals:
      return fact === value;
    case Operator.notEquals:
      return fact !== value;
    case Operator.greaterThan:
      return fact > value;
    case Operator.greaterOrEqual:
      return fact >= value;
    case Operator.lessThan:
      return fact < value;
    case Operator.lessOrEqual:
      return fact <= value;
    case Operator.between: {
      const high = operand(rule.fieldName, rule.secondaryValue ?? "");
      return high !== null && fact >= value && fact <= high;
    }
    case Operator.contains:
      return typeof fact === "string" && fact.includes(String(value));
    case Operator.startsWith:
      return typeof fact === "string" && fact.startsWith(String(value));
    default:
      return false;
  }
}

export function evaluate(rules: RuleLike[], facts: EntryFacts): { qualifies: boolean; outcomes: RuleOutcome[] } {
  const active = rules
    .map((rule, index) => ({ rule, index }))
    .filter(({ rule }) => rule.isActive)
    .sort((a, b) => a.rule.priority - b.rule.priority || a.index - b.index);
  const outcomes = active.map(({ rule, index }) => {
    const matched = ruleMatches(rule, facts);
    return {
      index,
      ruleId: rule.id ?? null,
      ruleType: rule.ruleType,
      fieldName: rule.fieldName,
      operator: rule.operator,
      fact: isRuleFieldName(rule.fieldName) ? facts[rule.fieldName] : null,
      matched,
      passed: rule.ruleType === RuleType.exclude ? !matched : matched,
    };
  });
  return { qualifies: outcomes.every((o) => o.passed), outcomes };
}

export type Candidate = {
  id: string;
  type: number;
  displayOrder: number;
  maxParticipants: number | null;
  isActive: boolean;
  isAutoAssigned: boolean;
  rules: RuleLike[];
};

/** A competition admin's hand: an entry pinned to a classification, or kept out of it. */
export type Placement = { classificationId: string; entryId: string; placement: "pinned" | "keptOut" };

/**
 * Gives each entry (in the order they were entered) at most one classification of each type: the
 * classification it is pinned to, else the first qualifying active, auto-assigned one by
 * displayOrder whose maxParticipants is not reached and that it is not kept out of. Pinned entries
 * take their seats first.
 */
export function assign(
  classifications: Candidate[],
  entries: Array<{ id: string; facts: EntryFacts }>,
  placements: Placement[] = [],
): Map<string, string[]> {
  const assigned = new Map<string, string[]>(classifications.map((c) => [c.id, []]));
  const typeOf = new Map(classifications.map((c) => [c.id, c.type]));
  const pinnedTypes = new Set<string>(); // "entry type": the entry's seat of that type is taken by a pin
  const keptOut = new Set<string>(); // "entry classification"
  for (const p of placements) {
    const type = typeOf.get(p.classificationId);
    if (type === undefined) continue;
    if (p.placement === "keptOut") keptOut.add(`${p.entryId} ${p.classificationId}`);
    else if (!pinnedTypes.has(`${p.entryId} ${type}`)) {
      pinnedTypes.add(`${p.entryId} ${type}`);
      assigned.get(p.classificationId)?.push(p.entryId);
    }
  }
  const byType = new Map<number, Candidate[]>();
  for (const c of classifications) {
    if (!c.isActive || !c.isAutoAssigned) continue;
    byType.set(c.type, [...(byType.get(c.type) ?? []), c]);
  }
  for (const group of byType.values()) group.sort((a, b) => a.displayOrder - b.displayOrder || a.id.localeCompare(b.id));
  for (const entry of entries) {
    for (const [type, group] of byType) {
      if (pinnedTypes.has(`${entry.id} ${type}`)) continue;
      const chosen = group.find((c) => {
        if (keptOut.has(`${entry.id} ${c.id}`)) return false;
        const taken = assigned.get(c.id) ?? [];
        return (c.maxParticipants === null || taken.length < c.maxParticipants) && evaluate(c.rules, entry.facts).qualifies;
      });
      if (chosen) assigned.get(chosen.id)?.push(entry.id);
    }
  }
  return assigned;
}
