import "server-only";
import { randomUUID } from "node:crypto";
import { provider, type QueryBuilder, qb } from "@/lib/db/client";
import { ApiError, conflict, found } from "@/lib/errors";
import type { Classification } from "@/lib/generated/prisma/client";
import { checkIfMatch } from "@/lib/http/respond";
import type { ClassificationInput } from "@/lib/schemas/classifications";
import { assignWithin } from "./assign";
import { type ClassificationWithRules, serializeClassification } from "./serialize-classification";

/** The classification's row, locked until the transaction ends (SQLite's one writer holds it already). */
function lockClassification(trx: QueryBuilder, classificationId: string) {
  return trx
    .selectFrom("Classification")
    .selectAll()
    .where("id", "=", classificationId)
    .$if(provider === "postgresql", (q) => q.forNoKeyUpdate())
    .executeTakeFirst();
}

/** The classification with its rules in order and its number of assignments, as `classificationInclude` reads it. */
async function withRules(trx: QueryBuilder, classification: Classification): Promise<ClassificationWithRules> {
  const [rules, count] = await Promise.all([
    trx.selectFrom("ClassificationRule").selectAll().where("classificationId", "=", classification.id).orderBy("position").execute(),
    trx
      .selectFrom("ClassificationAssignment")
      .select((eb) => eb.fn.countAll<number>().as("assignments"))
      .where("classificationId", "=", classification.id)
      .executeTakeFirstOrThrow(),
  ]);
  return { ...classification, rules, _count: { assignments: Number(count.assignments) } };
}

/**
 * Operation 6 (a hot path): creates or replaces a classification and its whole rule list in one
 * transaction. Rules with a known id are updated, rules without one (or with an unused one) are
 * created, rules left out are deleted, and the competition's assignments are recomputed. Either all
 * of it is written or none of it. Concurrent replaces of one classification queue on its row.
 */
export function replaceClassification(
  request: Request,
  competitionId: string,
  classificationId: string,
  input: ClassificationInput,
): Promise<{ classification: ClassificationWithRules; created: boolean }> {
  const { rules: submitted, ...fields } = input;
  return qb.transaction().execute(async (trx) => {
    const now = new Date();
    const update = () =>
      trx
        .updateTable("Classification")
        .set({ ...fields, updatedAt: now })
        .where("id", "=", classificationId)
        .where("competitionId", "=", competitionId)
        .returningAll();
    // Without If-Match a replace updates at once, which also locks the row: concurrent replaces
    // queue on it, and every round trip saved here is time the next one does not wait.
    const guarded = request.headers.has("if-match");
    const updated = guarded ? undefined : await update().executeTakeFirst();
    const existing = updated ?? (await lockClassification(trx, classificationId));
    if (existing && existing.competitionId !== competitionId) {
      throw conflict(`Classification ${classificationId} belongs to competition ${existing.competitionId}.`);
    }
    if (guarded) checkIfMatch(request, existing ? serializeClassification(await withRules(trx, existing)) : null);
    const written =
      updated ??
      (existing
        ? await update().executeTakeFirstOrThrow()
        : await trx
            .insertInto("Classification")
            .values({ id: classificationId, competitionId, ...fields, createdAt: now, updatedAt: now })
            .returningAll()
            .executeTakeFirstOrThrow());

    const submittedIds = submitted.flatMap((r) => (r.id ? [r.id] : []));
    const owners =
      submittedIds.length === 0
        ? []
        : await trx.selectFrom("ClassificationRule").select(["id", "classificationId"]).where("id", "in", submittedIds).execute();
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
    await trx
      .deleteFrom("ClassificationRule")
      .where("classificationId", "=", classificationId)
      .$if(known.size > 0, (q) => q.where("id", "not in", [...known]))
      .execute();
    const fresh = rows.filter((r) => !known.has(r.id));
    if (fresh.length > 0) await trx.insertInto("ClassificationRule").values(fresh).execute();
    for (const { id, ...rule } of rows.filter((r) => known.has(r.id))) {
      await trx.updateTable("ClassificationRule").set(rule).where("id", "=", id).execute();
    }
    // The answer is what was just written: the rules in their new order and the assignment's count.
    const { classifications } = await assignWithin(trx, competitionId);
    const count = classifications.find((c) => c.classificationId === classificationId)?.assigned ?? 0;
    return { classification: { ...written, rules: rows, _count: { assignments: count } }, created: existing === undefined };
  });
}

/** DELETE: the classification with its rules and assignments; the others are reassigned. */
export async function deleteClassification(request: Request, competitionId: string, classificationId: string): Promise<void> {
  await qb.transaction().execute(async (trx) => {
    const current = await lockClassification(trx, classificationId);
    const existing = found(
      current?.competitionId === competitionId ? current : undefined,
      `Classification ${classificationId} of competition ${competitionId}`,
    );
    checkIfMatch(request, serializeClassification(await withRules(trx, existing)));
    await trx.deleteFrom("Classification").where("id", "=", classificationId).execute();
    await assignWithin(trx, competitionId);
  });
}
