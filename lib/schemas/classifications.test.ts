import { describe, expect, it } from "vitest";
import { fieldsFromZod } from "@/lib/errors";
import { classificationInput } from "./classifications";

const rule = (overrides: Record<string, unknown>) => ({ ruleType: 0, fieldName: "age", operator: 4, value: "21", ...overrides });

function errors(body: Record<string, unknown>) {
  const parsed = classificationInput.safeParse({ name: "Junior", type: 1, ...body });
  return parsed.success ? {} : fieldsFromZod(parsed.error);
}

describe("classification schema", () => {
  it("accepts a classification with well-formed rules and fills defaults", () => {
    const parsed = classificationInput.parse({
      name: "  Junior  ",
      type: 1,
      rules: [rule({}), rule({ fieldName: "gender", operator: 7, value: "1, 2" })],
    });
    expect(parsed.name).toBe("Junior");
    expect(parsed).toMatchObject({ displayOrder: 0, isActive: true, isAutoAssigned: true, maxParticipants: null });
    expect(parsed.rules[0]).toMatchObject({ id: null, priority: 0, isActive: true, secondaryValue: null });
  });

  it("rejects unknown codes, fields and operators that do not fit the field", () => {
    expect(errors({ type: 9 })).toEqual({ "/type": "unknown classification type 9" });
    expect(errors({ rules: [rule({ operator: 42 })] })).toEqual({ "/rules/0/operator": "unknown operator 42" });
    expect(errors({ rules: [rule({ ruleType: 2 })] })).toEqual({ "/rules/0/ruleType": "unknown ruleType 2" });
    expect(errors({ rules: [rule({ fieldName: "height" })] })["/rules/0/fieldName"]).toMatch(/^unknown field "height"/);
    expect(errors({ rules: [rule({ fieldName: "gender", operator: 2, value: "1" })] })).toEqual({
      "/rules/0/operator": "operator 2 (Greater than) does not apply to gender",
    });
    expect(errors({ rules: [rule({ fieldName: "discipline", operator: 9, value: "rifle" })] })).toEqual({});
  });

  it("parses values for the field's type", () => {
    expect(errors({ rules: [rule({ value: "twenty" })] })).toEqual({ "/rules/0/value": '"twenty" is not a number' });
    expect(errors({ rules: [rule({ fieldName: "country", operator: 7, value: "840,999" })] })).toEqual({
      "/rules/0/value": '"999" is not a known code',
    });
    expect(errors({ rules: [rule({ fieldName: "organizationId", operator: 0, value: "club" })] })).toEqual({
      "/rules/0/value": '"club" is not a UUID',
    });
    expect(errors({ rules: [rule({ operator: 6, value: "18" })] })).toEqual({
      "/rules/0/secondaryValue": "must not be empty (between needs an upper bound)",
    });
    expect(errors({ rules: [rule({ operator: 6, value: "21", secondaryValue: "18" })] })).toEqual({
      "/rules/0/secondaryValue": "must not be less than value",
    });
  });

  it("checks participant bounds and repeated rule ids", () => {
    expect(errors({ minParticipants: 5, maxParticipants: 4 })).toEqual({
      "/minParticipants": "must not exceed the most participants (4)",
    });
    const id = "0190f5d2-9c1e-7d3a-8b4f-0123456789ab";
    expect(errors({ rules: [rule({ id }), rule({ id })] })).toEqual({ "/rules/1/id": "repeats the id of rules/0" });
  });
});
