// The facts of a competition entry that a classification rule can test (API.md section 8), what
// kind of value each holds, and which operators make sense for it. Shared by validation, the
// assignment engine and the rule editor.
import { type CodeTable, countryCodes, genderCodes, Operator, type OperatorCode } from "@/lib/codes";

type FieldKind = "number" | "code" | "uuid" | "text";

/** `codes` names the table of GET /api/codes that lists a code field's values. */
export type RuleField = { label: string; kind: FieldKind; table?: CodeTable; codes?: "gender" | "country" };

export const ruleFields = {
  age: { label: "Age at competition start", kind: "number" },
  gender: { label: "Gender", kind: "code", table: genderCodes, codes: "gender" },
  country: { label: "Country", kind: "code", table: countryCodes, codes: "country" },
  organizationId: { label: "Organization", kind: "uuid" },
  discipline: { label: "Discipline", kind: "text" },
  courseOfFireCode: { label: "Course of fire code", kind: "text" },
  entryScore: { label: "Entry score", kind: "number" },
  averageScorePercent: { label: "Average training score (%), host club's athletes only", kind: "number" },
} as const satisfies Record<string, RuleField>;

export type RuleFieldName = keyof typeof ruleFields;

export function isRuleFieldName(name: string): name is RuleFieldName {
  return Object.hasOwn(ruleFields, name);
}

const equality: OperatorCode[] = [Operator.equals, Operator.notEquals, Operator.in, Operator.notIn];
const ordering: OperatorCode[] = [Operator.greaterThan, Operator.greaterOrEqual, Operator.lessThan, Operator.lessOrEqual, Operator.between];
const textual: OperatorCode[] = [Operator.contains, Operator.startsWith];

export function operatorsFor(kind: FieldKind): OperatorCode[] {
  if (kind === "number") return [...equality, ...ordering];
  if (kind === "text") return [...equality, ...textual];
  return equality;
}

export function isListOperator(operator: number): boolean {
  return operator === Operator.in || operator === Operator.notIn;
}

export type Operand = number | string;

/** Parses one operand for a field; a string is the reason it does not parse. */
export function parseOperand(field: RuleField, raw: string): { value: Operand } | { error: string } {
  const text = raw.trim();
  if (text === "") return { error: "must not be empty" };
  switch (field.kind) {
    case "number": {
      const n = Number(text);
      return Number.isFinite(n) ? { value: n } : { error: `"${text}" is not a number` };
    }
    case "code": {
      const n = Number(text);
      return Number.isInteger(n) && field.table?.has(n) ? { value: n } : { error: `"${text}" is not a known code` };
    }
    case "uuid":
      return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text)
        ? { value: text.toLowerCase() }
        : { error: `"${text}" is not a UUID` };
    case "text":
      return { value: text.toLowerCase() };
  }
}

/** Splits the value of an in / not in rule. */
export function splitList(raw: string): string[] {
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}
