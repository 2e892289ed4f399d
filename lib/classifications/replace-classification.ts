import "server-only";
import { randomUUID } from "node:crypto";
import { db, transaction } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { ApiError, conflict } from "@/lib/http/errors";
import { guardedWrite } from "@/lib/http/guarded-write";
import { after, ascending, orderBy, page } from "@/lib/http/pagination";
import { checkIfMatch } from "@/lib/http/respond";
import type { ClassificationInput } from "@/lib/schemas/classifications";
import { assignWithin } from "./assign";
import {
  classificationInclude, type ClassificationWithRules, serializeClassification,
} from "./serialize-classification";

/**
 * Operation 6: creates or replaces a classification and its whole rule list in one transaction.
 * Rules with a known id are updated, rules without one (or with an unused one) are created, rules
 * left out are deleted, and the competition's assignments are recomputed. Either all of it is
 * written or none of it.
 */
export function replaceClassification(
  request: Request,
  competitionId: string,
  classificationId: string,
  input: ClassificationInput,
): Promise<{ classification: ClassificationWithRules; created: boolean }> {
  const { rules, ...fields } = input;
  return transaction(async (tx) => {
    const current = await tx.classification.findUnique({ where: { id: classificationId }, include: classificationInclude });
    if (current && current.competitionId !== competitionId) {
      throw conflict(`Classification ${classificationId} belongs to competition ${current.competitionId}.`);
    }
    checkIfMatch(request, current && serializeClassification(current));

    // Writing the classification row first takes its lock, so concurrent replaces queue up here
    // and each one sees the rule list the previous one left.
    await tx.classification.upsert({
      where: { id: classificationId },
      create: { id: classificationId, competitionId, ...fields },
      update: fields,
    });

    const submittedIds = rules.flatMap((r) => (r.id ? [r.id] : []));
    const owners = await tx.classificationRule.findMany({
      where: { id: { in: submittedIds } },
      select: { id: true, classificationId: true },
    });
    const foreign = new Map(owners.filter((o) => o.classificationId !== classificationId).map((o) => [o.id, o.classificationId]));
    const clashes = Object.fromEntries(
      rules.flatMap((r, i) => (r.id && foreign.has(r.id) ? [[`/rules/${i}/id`, `belongs to classification ${foreign.get(r.id)}`]] : [])),
    );
    if (Object.keys(clashes).length > 0) {
      throw new ApiError("conflict", 409, "A rule id belongs to another classification; leave the id out to create a new rule.", clashes);
    }

    await tx.classificationRule.deleteMany({ where: { classificationId, id: { notIn: submittedIds } } });
    for (const [position, { id, ...rule }] of rules.entries()) {
      const data = { ...rule, position };
      if (id && owners.some((o) => o.id === id)) {
        await tx.classificationRule.update({ where: { id }, data });
      } else {
        await tx.classificationRule.create({ data: { ...data, id: id ?? randomUUID(), classificationId } });
      }
    }

    await assignWithin(tx, competitionId);
    const classification = await tx.classification.findUniqueOrThrow({
      where: { id: classificationId },
      include: classificationInclude,
    });
    return { classification, created: current === null };
  });
}

/** DELETE: the classification with its rules and assignments; the others are reassigned. */
export async function deleteClassification(request: Request, competitionId: string, classificationId: string): Promise<void> {
  await guardedWrite(request, {
    what: `Classification ${classificationId} of competition ${competitionId}`,
    load: (tx) => tx.classification.findFirst({ where: { id: classificationId, competitionId }, include: classificationInclude }),
    represent: serializeClassification,
    write: async (tx) => {
      await tx.classification.delete({ where: { id: classificationId } });
      await assignWithin(tx, competitionId);
    },
  });
}

const inDisplayOrder = ascending<ClassificationWithRules>({ field: "displayOrder", value: (c) => c.displayOrder });

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
