import "server-only";
import { db, transaction } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { can, type Principal } from "@/lib/auth/policy";
import { ApiError } from "@/lib/errors";
import { prismaRaw, type RawClient } from "@/lib/raw-sql";
import { boolean, date, int, optionalDate, optionalInt, optionalText } from "@/lib/sql-values";
import { uuidv7 } from "@/lib/uuid";
import type { z } from "zod";
import type { assignmentResponse, ClassificationInput, previewResponse } from "@/lib/schemas/classifications";
import { ageOn, assign, type EntryFacts, evaluate, type RuleLike } from "./evaluate";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const AVERAGE_CHUNK = 500;

type Client = Pick<RawClient, "rows">;
export type CompetitionFacts = Record<string, unknown>;

const COMPETITION_FACTS = `"startDate", "discipline"`;

/** Locks a competition's row until the transaction ends and returns what the entries' facts need of it: a no-op update both databases accept. */
const LOCK_COMPETITION = [`UPDATE "Competition" SET "id" = "id" WHERE "id" = `, ` RETURNING ${COMPETITION_FACTS}`] as const;

/**
 * The same statement's text with `id` as the placeholder of the competition's id, for operation 6,
 * which on PostgreSQL takes the lock inside its own statement and hands the row to `assignWithin`.
 */
export const lockCompetitionStatement = (id: string) => LOCK_COMPETITION.join(id);

async function competitionFacts(client: Client, competitionId: string): Promise<CompetitionFacts> {
  const [competition] = await client.rows(Prisma.sql`SELECT ${Prisma.raw(COMPETITION_FACTS)} FROM "Competition" WHERE "id" = ${competitionId}`);
  return existing(competition, competitionId);
}

function existing(competition: CompetitionFacts | undefined, competitionId: string): CompetitionFacts {
  if (!competition) throw new ApiError("not_found", 404, `Competition ${competitionId} does not exist.`);
  return competition;
}

/**
 * The facts of every entry of a competition, in the order they were entered. The average training
 * score covers the athlete's journal over the 365 days before the competition's first day; without
 * `withAverages` it is left null (the costliest read here, skipped when no rule asks for it). With
 * `withAssignments` the same read also answers the entries' current assignments (one statement
 * instead of two inside the assignment's locked transaction).
 *
 * Plain SQL through Prisma's raw queries (they run inside the caller's transaction): an assignment
 * of 1,000 entries took about 170 ms through the model API, most of it in the query engine.
 */
async function entryFacts(client: Client, competitionId: string, competition: CompetitionFacts, withAverages = true, withAssignments = false) {
  const startDate = date(competition.startDate);
  const assignmentColumns = withAssignments ? Prisma.sql`, ca."id" AS "assignmentId", ca."classificationId" AS "assignedTo"` : Prisma.empty;
  const assignmentJoin = withAssignments ? Prisma.sql`LEFT JOIN "ClassificationAssignment" ca ON ca."competitionEntryId" = ce."id"` : Prisma.empty;
  // With the assignments an entry comes once per assignment, its rows next to each other (same order key).
  const rows = await client.rows(Prisma.sql`
    SELECT ce."id", ce."athleteId", ce."score", a."firstName", a."lastName", a."dateOfBirth", a."gender", a."country", a."organizationId",
      cf."code" AS "courseCode", cf."discipline" AS "courseDiscipline"${assignmentColumns}
    FROM "CompetitionEntry" ce JOIN "Athlete" a ON a."id" = ce."athleteId" LEFT JOIN "CourseOfFire" cf ON cf."id" = ce."courseOfFireId"
    ${assignmentJoin}
    WHERE ce."competitionId" = ${competitionId} ORDER BY ce."createdAt", ce."id"`);
  const entries = rows.filter((row, i) => i === 0 || rows[i - 1]?.id !== row.id);
  const current = rows.flatMap((row) =>
    row.assignmentId == null ? [] : [{ id: String(row.assignmentId), classificationId: String(row.assignedTo), competitionEntryId: String(row.id) }]);
  // The entrants' ids go in chunks: SQLite refuses a list longer than its bound-parameter limit, and
  // a subquery instead makes it scan every journal entry in the date range (measured: about 100 ms
  // for a 10-entry competition over 475,000 entries, against a few ms for the index seeks).
  const athleteIds = withAverages ? [...new Set(entries.map((e) => String(e.athleteId)))] : [];
  const average = new Map<string, number>();
  for (let i = 0; i < athleteIds.length; i += AVERAGE_CHUNK) {
    const averages = await client.rows(Prisma.sql`
      SELECT "athleteId", AVG("scorePercent") AS "average" FROM "JournalEntry"
      WHERE "athleteId" IN (${Prisma.join(athleteIds.slice(i, i + AVERAGE_CHUNK))})
        AND "sessionDate" >= ${new Date(startDate.getTime() - YEAR_MS)} AND "sessionDate" < ${startDate} AND "scorePercent" IS NOT NULL
      GROUP BY "athleteId"`);
    for (const row of averages) average.set(String(row.athleteId), Number(row.average));
  }
  const withFacts = entries.map((e) => {
    const dateOfBirth = optionalDate(e.dateOfBirth);
    const facts: EntryFacts = {
      age: dateOfBirth ? ageOn(dateOfBirth, startDate) : null,
      gender: optionalInt(e.gender),
      country: optionalInt(e.country),
      organizationId: String(e.organizationId),
      discipline: optionalText(e.courseDiscipline) ?? optionalText(competition.discipline),
      courseOfFireCode: optionalText(e.courseCode),
      entryScore: e.score === null ? null : Number(e.score),
      averageScorePercent: average.get(String(e.athleteId)) ?? null,
    };
    return { id: String(e.id), athleteId: String(e.athleteId), athleteName: `${String(e.firstName)} ${String(e.lastName)}`, facts };
  });
  return { entries: withFacts, current };
}

/** The competition's classifications in display order, each with its rules in order (one read). */
async function classificationsOf(client: Client, competitionId: string) {
  const rows = await client.rows(Prisma.sql`
    SELECT c."id", c."name", c."type", c."displayOrder", c."isActive", c."isAutoAssigned", c."minParticipants", c."maxParticipants",
      r."id" AS "ruleId", r."ruleType", r."fieldName", r."operator", r."value", r."secondaryValue", r."priority", r."isActive" AS "ruleIsActive"
    FROM "Classification" c LEFT JOIN "ClassificationRule" r ON r."classificationId" = c."id"
    WHERE c."competitionId" = ${competitionId} ORDER BY c."displayOrder", c."id", r."position"`);
  const classifications: Array<ReturnType<typeof classificationOf>> = [];
  for (const row of rows) {
    // A classification's rows are consecutive; one without rules has a single row with no rule.
    if (classifications.at(-1)?.id !== String(row.id)) classifications.push(classificationOf(row));
    if (row.ruleId !== null) {
      classifications.at(-1)?.rules.push({
        id: String(row.ruleId), ruleType: int(row.ruleType), fieldName: String(row.fieldName), operator: int(row.operator), value: String(row.value),
        secondaryValue: optionalText(row.secondaryValue), priority: int(row.priority), isActive: boolean(row.ruleIsActive),
      });
    }
  }
  return classifications;
}

function classificationOf(c: Record<string, unknown>) {
  return {
    id: String(c.id), name: String(c.name), type: int(c.type), displayOrder: int(c.displayOrder), isActive: boolean(c.isActive),
    isAutoAssigned: boolean(c.isAutoAssigned), minParticipants: optionalInt(c.minParticipants), maxParticipants: optionalInt(c.maxParticipants),
    rules: [] as RuleLike[],
  };
}

/** Rows per INSERT: four bound values each, within SQLite's limit of 999. */
const INSERT_CHUNK = 200;
/** Ids per DELETE, within the same limit. */
const DELETE_CHUNK = 500;

const readsAverage = (classifications: Array<{ rules: RuleLike[] }>) =>
  classifications.some((c) => c.rules.some((r) => r.fieldName === "averageScorePercent"));

/**
 * Recomputes every assignment of the competition inside the caller's transaction. Only the
 * difference is written: assignments that still hold keep their row (and the time they were made),
 * the ones that no longer hold are deleted and the new ones inserted. `locked` is the competition's
 * row when the caller has already locked it with `lockCompetitionStatement` (null: no such row).
 */
export async function assignWithin(tx: RawClient, competitionId: string, locked?: CompetitionFacts | null): Promise<z.output<typeof assignmentResponse>> {
  // One assignment of a competition at a time: on PostgreSQL two transactions replacing the same
  // assignment rows would collide on their unique key (seen: 26 failures in 40 concurrent runs); this
  // no-op update locks the competition's row until the transaction ends. (SQLite's BEGIN IMMEDIATE
  // already serialises writers.) Every read below comes after the lock, so it sees what the
  // transaction before it committed.
  const [competition] = locked === undefined
    ? await tx.rows(new Prisma.Sql(LOCK_COMPETITION, [competitionId]))
    : [locked ?? undefined];
  const classifications = await classificationsOf(tx, competitionId);
  const { entries, current } = await entryFacts(tx, competitionId, existing(competition, competitionId), readsAverage(classifications), true);
  const assigned = assign(classifications, entries);
  const rows = [...assigned].flatMap(([classificationId, entryIds]) => entryIds.map((competitionEntryId) => ({ classificationId, competitionEntryId })));

  const pair = (r: Record<string, unknown>) => `${String(r.classificationId)} ${String(r.competitionEntryId)}`;
  const wanted = new Set(rows.map(pair));
  const held = new Set(current.map(pair));
  const stale = current.filter((r) => !wanted.has(pair(r))).map((r) => String(r.id));
  const added = rows.filter((r) => !held.has(pair(r)));
  for (let i = 0; i < stale.length; i += DELETE_CHUNK) {
    await tx.run(Prisma.sql`DELETE FROM "ClassificationAssignment" WHERE "id" IN (${Prisma.join(stale.slice(i, i + DELETE_CHUNK))})`);
  }
  const now = new Date();
  for (let i = 0; i < added.length; i += INSERT_CHUNK) {
    const values = added.slice(i, i + INSERT_CHUNK).map((r) => Prisma.sql`(${uuidv7()}, ${r.classificationId}, ${r.competitionEntryId}, ${now})`);
    await tx.run(Prisma.sql`INSERT INTO "ClassificationAssignment" ("id", "classificationId", "competitionEntryId", "createdAt") VALUES ${Prisma.join(values)}`);
  }

  const summary = classifications.map((c) => {
    const count = assigned.get(c.id)?.length ?? 0;
    return {
      classificationId: c.id, name: c.name, type: c.type, displayOrder: c.displayOrder, isActive: c.isActive,
      isAutoAssigned: c.isAutoAssigned, assigned: count, minParticipants: c.minParticipants, maxParticipants: c.maxParticipants,
      belowMinimum: c.minParticipants !== null && count < c.minParticipants,
      full: c.maxParticipants !== null && count >= c.maxParticipants,
    };
  });
  const assignedEntries = new Set(rows.map((r) => r.competitionEntryId)).size;
  return {
    competitionId,
    entries: entries.length,
    assignedEntries,
    unassignedEntries: entries.length - assignedEntries,
    classifications: summary,
    belowMinimum: summary.filter((s) => s.belowMinimum).map((s) => s.classificationId),
  };
}

export function assignCompetition(competitionId: string) {
  return transaction((tx) => assignWithin(prismaRaw(tx), competitionId));
}

/** After an athlete changes: every competition they entered. */
export async function rerunAssignmentsFor({ athleteId }: { athleteId: string }): Promise<void> {
  const entered = await db.competitionEntry.findMany({ where: { athleteId }, distinct: ["competitionId"], select: { competitionId: true } });
  for (const { competitionId } of entered) await assignCompetition(competitionId);
}

/** Facts computed from an athlete's journal, shown only to those who may read that journal. */
const JOURNAL_FACTS: ReadonlySet<string> = new Set(["averageScorePercent"]);

/**
 * Which entries an unsaved classification's rules would qualify, and why, for the rule editor. The
 * rules are evaluated with every fact, but a fact from an athlete's journal is shown only to those
 * who may read that journal.
 */
export async function previewClassification(principal: Principal, competitionId: string, input: ClassificationInput): Promise<z.output<typeof previewResponse>> {
  const client = prismaRaw(db);
  const { entries } = await entryFacts(client, competitionId, await competitionFacts(client, competitionId));
  const results = entries.map((entry) => {
    const { qualifies, outcomes } = evaluate(input.rules, entry.facts);
    const mayRead = can(principal, "athlete-private:read", { athleteId: entry.athleteId, organizationId: String(entry.facts.organizationId) });
    const hidden = (field: string) => !mayRead && JOURNAL_FACTS.has(field);
    const facts = Object.fromEntries(Object.entries(entry.facts).map(([field, value]) => [field, hidden(field) ? null : value]));
    return {
      entryId: entry.id, athleteId: entry.athleteId, athleteName: entry.athleteName, facts, hiddenFacts: Object.keys(facts).filter(hidden), qualifies,
      rules: outcomes.map((o) => ({ ...o, fact: hidden(o.fieldName) ? null : o.fact, factHidden: hidden(o.fieldName) })),
    };
  });
  return {
    competitionId,
    entries: results.length,
    qualifying: results.filter((r) => r.qualifies).length,
    note: input.isActive && input.isAutoAssigned
      ? "Qualifying is not the same as assigned: maxParticipants and classifications of the same type earlier in displayOrder can take an entry first."
      : "This classification would not be auto-assigned (it is inactive or not auto-assigned).",
    results,
  };
}
