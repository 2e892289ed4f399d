import { z } from "zod";
import { classificationTypeCodes, Operator, operatorCodes, ruleTypeCodes } from "@/lib/codes";
import {
  isListOperator, isRuleFieldName, operatorsFor, parseOperand, ruleFields, splitList,
} from "@/lib/classifications/rule-fields";
import { code, freeText, name, optionalInt, optionalUuid, shortText, utcDateTime } from "./common";

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

export const classificationRuleResponse = z.object({
  id: z.uuid(), classificationId: z.uuid(), ruleType: z.int(), fieldName: z.string(), operator: z.int(), value: z.string(),
  secondaryValue: z.string().nullable(), priority: z.int(), description: z.string().nullable(), isActive: z.boolean(),
});

export const classificationResponse = z.object({
  id: z.uuid(), competitionId: z.uuid(), name: z.string(), description: z.string().nullable(), type: z.int(), displayOrder: z.int(),
  isActive: z.boolean(), isAutoAssigned: z.boolean(), maxParticipants: z.int().nullable(), minParticipants: z.int().nullable(),
  eligibilityRequirements: z.string().nullable(),
  currentParticipantCount: z.int().meta({ description: "Entries assigned to this classification" }),
  rules: z.array(classificationRuleResponse), createdUtc: utcDateTime, updatedUtc: utcDateTime,
});

export const assignmentResponse = z.object({
  competitionId: z.uuid(), entries: z.int(), assignedEntries: z.int(), unassignedEntries: z.int(),
  classifications: z.array(z.object({
    classificationId: z.uuid(), name: z.string(), type: z.int(), displayOrder: z.int(), isActive: z.boolean(), isAutoAssigned: z.boolean(),
    assigned: z.int(), minParticipants: z.int().nullable(), maxParticipants: z.int().nullable(), belowMinimum: z.boolean(), full: z.boolean(),
  })),
  belowMinimum: z.array(z.uuid()).meta({ description: "Classifications with fewer entries than their minParticipants" }),
});

const fact = z.union([z.number(), z.string()]).nullable();
export const previewResponse = z.object({
  competitionId: z.uuid(), entries: z.int(), qualifying: z.int(), note: z.string(),
  results: z.array(z.object({
    entryId: z.uuid(), athleteId: z.uuid(), athleteName: z.string(),
    facts: z.record(z.string(), fact).meta({ description: "The value of every rule field for this entry; null where unknown or hidden" }),
    hiddenFacts: z.array(z.string()).meta({
      description: "Facts computed from the athlete's private journal (averageScorePercent) that this caller may not read: they are null here, yet the rules are evaluated with their real values",
    }),
    qualifies: z.boolean(),
    rules: z.array(z.object({
      index: z.int().meta({ description: "Position of the rule in the submitted list" }), ruleId: z.uuid().nullable(), ruleType: z.int(),
      fieldName: z.string(), operator: z.int(), fact, factHidden: z.boolean().meta({ description: "The fact is hidden from this caller (see hiddenFacts)" }),
      matched: z.boolean(), passed: z.boolean(),
    })),
  })),
});
