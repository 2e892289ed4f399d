import "server-only";
import { db } from "@/lib/db/client";
import { found } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { after, ascending, orderBy, page } from "@/lib/db/pagination";
import { classificationInclude, type ClassificationWithRules } from "./serialize-classification";

export async function findClassification(competitionId: string, classificationId: string): Promise<ClassificationWithRules> {
  const classification = await db.classification.findFirst({
    where: { id: classificationId, competitionId },
    include: classificationInclude,
  });
  return found(classification, `Classification ${classificationId} of competition ${competitionId}`);
}

const inDisplayOrder = ascending<ClassificationWithRules>({ field: "displayOrder", kind: "number", value: (c) => c.displayOrder });

export function listClassifications(competitionId: string, query: { limit: number; cursor?: string }) {
  return page(inDisplayOrder, query, ({ after: values, take }) =>
    db.classification.findMany({
      where: { AND: [{ competitionId }, after<Prisma.ClassificationWhereInput>(inDisplayOrder, values)] },
      orderBy: orderBy<Prisma.ClassificationOrderByWithRelationInput>(inDisplayOrder),
      include: classificationInclude,
      take,
    }),
  );
}
