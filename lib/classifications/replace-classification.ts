import "server-only";
import { randomUUID } from "node:crypto";
import { transaction } from "@/lib/db/client";
import { guardedWrite } from "@/lib/db/guarded-write";
import { ApiError, conflict, found } from "@/lib/errors";
import { checkIfMatch } from "@/lib/preconditions";
import type { ClassificationInput } from "@/lib/schemas/classifications";
import { assignWithin } from "./assign";
import {
  classificationInCompetition,
  type ClassificationWithRules,
  deleteClassificationRow,
  insertClassificationRow,
  lockedClassification,
  replaceRules,
  ruleOwners,
  updateClassificationRow,
  withItsRules,
} from "./classification-repository";
import { serializeClassification } from "./serialize-classification";

/**
 * Operation 6 (a hot path): creates or replaces a classification and its whole rule list in one
 * transaction. Rules with a known id are updated, rules without one (or with an unused one) are
 * created, rules left out are deleted, and the competition's assignments are recomputed. Either all
 * of it is written or none of it. Concurrent replaces of one classification queue on its row.
 * `ifMatch` is the If-Match header's text, null when absent.
 */
export function replaceClassification(
  ifMatch: string | null,
  competitionId: string,
  classificationId: string,
  input: ClassificationInput,
): Promise<{ classification: ClassificationWithRules; created: boolean }> {
  const { rules: submitted, ...fields } = input;
  return transaction(async (trx) => {
    const now = new Date();
    const update = () => updateClassificationRow(competitionId, classificationId, fields, now, trx);
    // Without If-Match a replace updates at once, which also locks the row: concurrent replaces
    // queue on it, and every round trip saved here is time the next one does not wait.
    const guarded = ifMatch !== null;
    const updated = guarded ? undefined : await update();
    const existing = updated ?? (await lockedClassification(classificationId, trx));
    if (existing && existing.competitionId !== competitionId) {
      throw conflict(`Classification ${classificationId} belongs to competition ${existing.competitionId}.`);
    }
    if (guarded) checkIfMatch(ifMatch, existing ? serializeClassification(await withItsRules(existing, trx)) : null);
    const written =
      updated ??
      (existing
        ? found(await update(), `Classification ${classificationId} of competition ${competitionId}`)
        : await insertClassificationRow(competitionId, classificationId, fields, now, trx));

    const owners = await ruleOwners(
      submitted.flatMap((r) => (r.id ? [r.id] : [])),
      trx,
    );
    const foreign = new Map(owners.filter((o) => o.classificationId !== classificationId).map((o) => [o.id, o.classificationId]));
    const clashes = Object.fromEntries(
      submitted.flatMap((r, i) =>
        r.id && foreign.has(r.id) ? [[`/rules/${i}/id`, `belongs to classification ${foreign.get(r.id)}`]] : [],
      ),
    );
    if (Object.keys(clashes).length > 0) {
      throw new ApiError("conflict", 409, "A rule id belongs to another classification; leave the id out to create a new rule.", clashes);
    }
    const known = new Set(owners.filter((o) => o.classificationId === classificationId).map((o) => o.id));
    const rows = submitted.map(({ id, ...rule }, position) => ({ ...rule, position, classificationId, id: id ?? randomUUID() }));
    await replaceRules(classificationId, rows, known, trx);
    // The answer is what was just written: the rules in their new order and the assignment's count.
    const { classifications } = await assignWithin(trx, competitionId);
    const assignmentCount = classifications.find((c) => c.classificationId === classificationId)?.assigned ?? 0;
    return { classification: { ...written, rules: rows, assignmentCount }, created: existing === undefined };
  });
}

/** DELETE: the classification with its rules and assignments; the others are reassigned. */
export async function deleteClassification(ifMatch: string | null, competitionId: string, classificationId: string): Promise<void> {
  await guardedWrite(ifMatch, {
    what: `Classification ${classificationId} of competition ${competitionId}`,
    lock: { table: "Classification", id: classificationId },
    load: async (trx) => {
      const classification = await classificationInCompetition(competitionId, classificationId, trx);
      return classification && withItsRules(classification, trx);
    },
    represent: serializeClassification,
    write: async (trx) => {
      await deleteClassificationRow(classificationId, trx);
      await assignWithin(trx, competitionId);
    },
  });
}
