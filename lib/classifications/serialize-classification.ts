import "server-only";
import { iso } from "@/lib/schemas/common";
import { classificationResponse } from "@/lib/schemas/classifications";
import type { z } from "zod";
import type { ClassificationWithRules } from "./classification-repository";

export function serializeClassification(c: ClassificationWithRules): z.output<typeof classificationResponse> {
  return {
    id: c.id,
    competitionId: c.competitionId,
    name: c.name,
    description: c.description,
    type: c.type,
    displayOrder: c.displayOrder,
    isActive: c.isActive,
    isAutoAssigned: c.isAutoAssigned,
    maxParticipants: c.maxParticipants,
    minParticipants: c.minParticipants,
    eligibilityRequirements: c.eligibilityRequirements,
    currentParticipantCount: c.assignmentCount,
    rules: c.rules.map((r) => ({
      id: r.id,
      classificationId: r.classificationId,
      ruleType: r.ruleType,
      fieldName: r.fieldName,
      operator: r.operator,
      value: r.value,
      secondaryValue: r.secondaryValue,
      priority: r.priority,
      description: r.description,
      isActive: r.isActive,
    })),
    createdUtc: iso(c.createdAt),
    updatedUtc: iso(c.updatedAt),
  };
}
