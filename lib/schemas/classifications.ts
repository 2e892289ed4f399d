import { z } from "zod";
import { classificationTypeCodes, Operator, operatorCodes, ruleTypeCodes } from "@/lib/codes";
import {
  isListOperator, isRuleFieldName, operatorsFor, parseOperand, ruleFields, splitList,
} from "@/lib/classifications/rule-fields";
import { code, freeText, name, optionalInt, optionalUuid, shortText } from "./common";

const RULE_VALUE_MAX = 2000;

export const classificationRuleInput = z
  .object({
    id: optionalUuid,
    ruleType: code(ruleTypeCodes, "ruleType"),
    fieldName: z.string().max(100),
    operator: code(operatorCodes, "operator"),
    value: z.string().max(RULE_VALUE_MAX),
    secondaryValue: z.string().max(RULE_VALUE_MAX).nullish().transform((v) => v ?? null),
    priority: z.int().min(-1_000_000).max(1_000_000).default(0),
    description: shortText,
    isActive: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    if (!isRuleFieldName(rule.fieldName)) {
      const known = Object.keys(ruleFields).join(", ");
      ctx.addIssue({ code: "custom", path: ["fieldName"], message: `unknown field "${rule.fieldName}"; use one of ${known}` });
      return;
    }
    const field = ruleFields[rule.fieldName];
    if (!operatorsFor(field.kind).includes(rule.operator as never)) {
      const label = operatorCodes.get(rule.operator) ?? String(rule.operator);
      ctx.addIssue({ code: "custom", path: ["operator"], message: `operator ${rule.operator} (${label}) does not apply to ${rule.fieldName}` });
      return;
    }
    const values = isListOperator(rule.operator) ? splitList(rule.value) : [rule.value];
    if (values.length === 0) ctx.addIssue({ code: "custom", path: ["value"], message: "must list at least one value" });
    for (const value of values) {
      const parsed = parseOperand(field, value);
      if ("error" in parsed) ctx.addIssue({ code: "custom", path: ["value"], message: parsed.error });
    }
    if (rule.operator === Operator.between) {
      const low = parseOperand(field, rule.value);
      const high = parseOperand(field, rule.secondaryValue ?? "");
      if ("error" in high) {
        ctx.addIssue({ code: "custom", path: ["secondaryValue"], message: `${high.error} (between needs an upper bound)` });
      } else if ("value" in low && low.value > high.value) {
        ctx.addIssue({ code: "custom", path: ["secondaryValue"], message: "must not be less than value" });
      }
    }
  });

export const classificationInput = z
  .object({
    name,
    description: freeText,
    type: code(classificationTypeCodes, "classification type"),
    displayOrder: z.int().min(-1_000_000).max(1_000_000).default(0),
    isActive: z.boolean().default(true),
    isAutoAssigned: z.boolean().default(true),
    maxParticipants: optionalInt(1, 1_000_000),
    minParticipants: optionalInt(0, 1_000_000),
    eligibilityRequirements: freeText,
    rules: z.array(classificationRuleInput).max(100).default([]),
  })
  .superRefine((c, ctx) => {
    if (c.minParticipants !== null && c.maxParticipants !== null && c.minParticipants > c.maxParticipants) {
      ctx.addIssue({ code: "custom", path: ["minParticipants"], message: `must not exceed maxParticipants (${c.maxParticipants})` });
    }
    const seen = new Map<string, number>();
    c.rules.forEach((rule, index) => {
      if (rule.id === null) return;
      const first = seen.get(rule.id);
      if (first !== undefined) {
        ctx.addIssue({ code: "custom", path: ["rules", index, "id"], message: `repeats the id of rules/${first}` });
      } else {
        seen.set(rule.id, index);
      }
    });
  });

export type ClassificationInput = z.output<typeof classificationInput>;
export type ClassificationRuleInput = z.output<typeof classificationRuleInput>;
