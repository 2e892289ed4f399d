import "server-only";
import { iso } from "@/lib/schemas/common";
import type { Prisma } from "@/lib/generated/prisma/client";
import { classificationResponse } from "@/lib/schemas/classifications";
import type { z } from "zod";

export const classificationInclude = {
  rules: { orderBy: { position: "asc" } },
  _count: { select: { assignments: true } },
} satisfies Prisma.ClassificationInclude;

export type ClassificationWithRules = Prisma.ClassificationGetPayload<{ include: typeof classificationInclude }>;

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
    currentParticipantCount: c._count.assignments,
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
