import "server-only";
import { randomUUID } from "node:crypto";
import { db, sql, type SqlTx } from "@/lib/db";
import { type Classification, type ClassificationRule, Prisma } from "@/lib/generated/prisma/client";
import { ApiError, conflict } from "@/lib/errors";
import { guardedWrite } from "@/lib/http/guarded-write";
import { after, ascending, orderBy, page } from "@/lib/http/pagination";
import { checkIfMatch } from "@/lib/http/respond";
import type { ClassificationInput } from "@/lib/schemas/classifications";
import { int } from "@/lib/sql-values";
import { sqlModel } from "@/lib/sql-model";
import { driverRaw, prismaRaw } from "@/lib/raw-sql";
import { assignWithin, type CompetitionFacts, lockCompetitionStatement } from "./assign";
import {
  classificationInclude, type ClassificationWithRules, serializeClassification,
} from "./serialize-classification";

const classifications = sqlModel<Classification>("Classification", Prisma.ClassificationScalarFieldEnum, ["createdAt", "updatedAt"], ["isActive", "isAutoAssigned"]);
const rules = sqlModel<ClassificationRule>("ClassificationRule", Prisma.ClassificationRuleScalarFieldEnum, [], ["isActive"]);

/** The classification with its rules in order and its number of assignments, as `classificationInclude` reads it. */
async function withRules(tx: SqlTx, classification: Classification): Promise<ClassificationWithRules> {
  const { id } = classification;
  const [count] = await tx.query(`SELECT COUNT(*) AS "n" FROM "ClassificationAssignment" WHERE "classificationId" = $1`, [id]);
  return { ...classification, rules: await rules.findAll({ classificationId: id }, `"position"`, tx), _count: { assignments: int(count?.n) } };
}

/**
 * Deletes the classification's rules that are not kept and inserts the new ones. On PostgreSQL the
 * same statement (a data-modifying WITH) also locks the competition for the assignment that
 * follows and answers its row: one round trip instead of three while the classification's row is
 * locked, and every round trip there is time the next replace of it waits. One statement is safe
 * because the rules it deletes are this classification's, whose row the transaction already holds;
 * the assignment's reads run after it, so they see what any transaction before committed. SQLite
 * has no DELETE or INSERT inside WITH (and no round trips): the statements run one by one, and
 * `assignWithin` takes the lock itself (`competition` undefined).
 */
async function rewriteRules(
  tx: SqlTx,
  { competitionId, classificationId, kept, newRules }: { competitionId: string; classificationId: string; kept: string[]; newRules: Array<{ id: string } & Record<string, unknown>> },
): Promise<{ fresh: ClassificationRule[]; competition?: CompetitionFacts | null }> {
  const deleteRules = (from: number) =>
    `DELETE FROM "ClassificationRule" WHERE "classificationId" = $${from}${kept.length > 0 ? ` AND "id" NOT IN (${kept.map((_, i) => `$${from + 1 + i}`).join(", ")})` : ""}`;
  if (sql.dialect === "sqlite") {
    await tx.query(deleteRules(1), [classificationId, ...kept]);
    return { fresh: await rules.insertMany(newRules, tx) };
  }
  const insert = newRules.length > 0 ? rules.insertWithin(newRules, 3 + kept.length) : null;
  const answered = await tx.query(
    `WITH "competition" AS (${lockCompetitionStatement("$1")}), "gone" AS (${deleteRules(2)})${insert ? `, "fresh" AS (${insert.text})` : ""}
     SELECT "competition"."startDate" AS "competitionStartDate", "competition"."discipline" AS "competitionDiscipline"${insert ? `, "fresh".*` : ""}
     FROM "competition"${insert ? ` LEFT JOIN "fresh" ON TRUE` : ""}`,
    [competitionId, classificationId, ...kept, ...(insert?.values ?? [])],
  );
  const [first] = answered;
  // No row: the competition is gone, and assignWithin answers 404 (the transaction rolls back).
  if (!first) return { fresh: [], competition: null };
  return {
    fresh: insert ? insert.read(answered) : [],
    competition: { startDate: first.competitionStartDate, discipline: first.competitionDiscipline },
  };
}

/**
 * Operation 6: creates or replaces a classification and its whole rule list in one transaction.
 * Rules with a known id are updated, rules without one (or with an unused one) are created, rules
 * left out are deleted, and the competition's assignments are recomputed. Either all of it is
 * written or none of it. Plain SQL (lib/sql-model.ts): through Prisma's model API this request
 * took about 14 ms.
 */
export function replaceClassification(
  request: Request,
  competitionId: string,
  classificationId: string,
  input: ClassificationInput,
): Promise<{ classification: ClassificationWithRules; created: boolean }> {
  const { rules: submitted, ...fields } = input;
  return sql.transaction(async (tx) => {
    // Without If-Match the classification of this competition is updated at once, which locks its
    // row as well; otherwise, or when it is missing or elsewhere, its row is locked and read first.
    // Either way concurrent replaces queue up on the row, so each sees the rule list the previous
    // one left.
    const guarded = request.headers.has("if-match");
    const updated = guarded ? null : await classifications.updateWhere({ id: classificationId, competitionId }, fields, tx);
    const existing = updated ?? (await classifications.lock(tx, { id: classificationId }));
    if (existing && existing.competitionId !== competitionId) {
      throw conflict(`Classification ${classificationId} belongs to competition ${existing.competitionId}.`);
    }
    // The ETag covers the rules and the count of assignments: read them only when If-Match asks.
    if (guarded) checkIfMatch(request, existing && serializeClassification(await withRules(tx, existing)));
    const written = updated
      ?? (existing
        ? await classifications.update(tx, classificationId, fields)
        : await classifications.insert({ id: classificationId, competitionId, ...fields }, tx));

    const submittedIds = submitted.flatMap((r) => (r.id ? [r.id] : []));
    const owners = submittedIds.length === 0 ? [] : await tx.query(
      `SELECT "id", "classificationId" FROM "ClassificationRule" WHERE "id" IN (${submittedIds.map((_, i) => `$${i + 1}`).join(", ")})`,
      submittedIds,
    );
    const foreign = new Map(owners.filter((o) => o.classificationId !== classificationId).map((o) => [String(o.id), String(o.classificationId)]));
    const clashes = Object.fromEntries(
      submitted.flatMap((r, i) => (r.id && foreign.has(r.id) ? [[`/rules/${i}/id`, `belongs to classification ${foreign.get(r.id)}`]] : [])),
    );
    if (Object.keys(clashes).length > 0) {
      throw new ApiError("conflict", 409, "A rule id belongs to another classification; leave the id out to create a new rule.", clashes);
    }

    const kept = submittedIds.filter((id) => !foreign.has(id));
    // Rules without a known id go in together; the others are updated one by one.
    const rows = submitted.map(({ id, ...rule }, position) => ({ ...rule, position, id: id ?? randomUUID(), known: id !== null && owners.some((o) => o.id === id) }));
    const newRules = rows.filter((r) => !r.known).map(({ known: _, ...data }) => ({ ...data, classificationId }));
    const { fresh, competition } = await rewriteRules(tx, { competitionId, classificationId, kept, newRules });
    const writtenRules: ClassificationRule[] = [];
    for (const { known, id, ...data } of rows) writtenRules.push(known ? await rules.update(tx, id, data) : (fresh.shift() as ClassificationRule));

    // The answer is what was just written: the rules in their new order and the assignment's count.
    const { classifications: assigned } = await assignWithin(driverRaw(tx), competitionId, competition);
    const count = assigned.find((c) => c.classificationId === classificationId)?.assigned ?? 0;
    return { classification: { ...written, rules: writtenRules, _count: { assignments: count } }, created: existing === null };
  });
}

/** DELETE: the classification with its rules and assignments; the others are reassigned. */
export async function deleteClassification(request: Request, competitionId: string, classificationId: string): Promise<void> {
  await guardedWrite(request, {
    what: `Classification ${classificationId} of competition ${competitionId}`,
    lock: { table: "Classification", id: classificationId },
    load: (tx) => tx.classification.findFirst({ where: { id: classificationId, competitionId }, include: classificationInclude }),
    represent: serializeClassification,
    write: async (tx) => {
      await tx.classification.delete({ where: { id: classificationId } });
      await assignWithin(prismaRaw(tx), competitionId);
    },
  });
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
