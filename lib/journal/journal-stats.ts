// The statistics from the database: a handful of aggregate queries (totals, the best session, and
// GROUP BYs by week, discipline, position and course of fire) over the columns every write keeps,
// so no entry row is sent to the app. The SQL is plain and portable (quoted identifiers, CASE,
// SUM, COUNT, CAST ... AS DOUBLE PRECISION) and runs unchanged on SQLite and PostgreSQL;
// aggregateEntries() in compute-stats.ts is the same arithmetic over rows, tested by hand.
// Aggregating 10,000 entries takes 25-50 ms however it is done, so the route keeps the answer per
// journal revision (lib/journal/journal-cache.ts).
import "server-only";
import type { z } from "zod";
import { db, sql, type SqlRow } from "@/lib/db";
import { driverRaw } from "@/lib/raw-sql";
import { Prisma } from "@/lib/generated/prisma/client";
import type { journalStatsQuery, journalStatsResponse } from "@/lib/schemas/journal";
import { date, optionalText, sum } from "@/lib/sql-values";
import { type CorrelationSums, FACTORS, type StatsAggregates, statsFromAggregates } from "./compute-stats";
import { weekStartOf } from "./totals";

type Row = SqlRow;
type Stats = z.output<typeof journalStatsResponse>;
type StatsQuery = z.output<typeof journalStatsQuery>;

/** Queries built with Prisma.sql, run straight through the driver. */
const { rows } = driverRaw(sql);
const real = (expression: Prisma.Sql) => Prisma.sql`CAST(${expression} AS DOUBLE PRECISION)`;
const column = (name: string) => Prisma.raw(`"${name}"`);

function where(athleteId: string, query: StatsQuery): Prisma.Sql {
  const parts = [Prisma.sql`"athleteId" = ${athleteId}`];
  if (query.from) parts.push(Prisma.sql`"sessionDate" >= ${query.from}`);
  if (query.to) parts.push(Prisma.sql`"sessionDate" <= ${query.to}`);
  if (query.discipline !== undefined) parts.push(Prisma.sql`"discipline" = ${query.discipline}`);
  return Prisma.join(parts, " AND ");
}

/** Sums over rows where both the factor and the percentage are known, for Pearson's r. */
function correlationColumns(): Prisma.Sql {
  return Prisma.join(FACTORS.map((f) => {
    const x = column(f);
    const both = Prisma.sql`${x} IS NOT NULL AND "scorePercent" IS NOT NULL`;
    return Prisma.sql`${real(Prisma.sql`COUNT(CASE WHEN ${both} THEN 1 END)`)} AS ${column(`${f}_n`)},
      ${real(Prisma.sql`SUM(CASE WHEN ${both} THEN ${x} END)`)} AS ${column(`${f}_sx`)},
      ${real(Prisma.sql`SUM(CASE WHEN ${both} THEN "scorePercent" END)`)} AS ${column(`${f}_sy`)},
      ${real(Prisma.sql`SUM(CASE WHEN ${both} THEN ${x} * ${x} END)`)} AS ${column(`${f}_sxx`)},
      ${real(Prisma.sql`SUM(CASE WHEN ${both} THEN "scorePercent" * "scorePercent" END)`)} AS ${column(`${f}_syy`)},
      ${real(Prisma.sql`SUM(CASE WHEN ${both} THEN ${x} * "scorePercent" END)`)} AS ${column(`${f}_sxy`)}`;
  }), ", ");
}

async function aggregates(athleteId: string, query: StatsQuery): Promise<StatsAggregates> {
  const filter = where(athleteId, query);
  const tensKnown = Prisma.sql`"totalShots" > 0 AND "numberOfTens" IS NOT NULL`;
  const xsKnown = Prisma.sql`"totalShots" > 0 AND "totalXs" IS NOT NULL`;
  const groupBy = (key: string, extra = Prisma.empty) => rows(Prisma.sql`
    SELECT ${column(key)} AS "key", ${real(Prisma.sql`COUNT(*)`)} AS "sessions", ${real(Prisma.sql`SUM("totalShots")`)} AS "shots",
      ${real(Prisma.sql`COUNT("scorePercent")`)} AS "n", ${real(Prisma.sql`SUM("scorePercent")`)} AS "sum"
    FROM "JournalEntry" WHERE ${filter} ${extra} GROUP BY ${column(key)}`);
  const [totalsRows, bestRows, weekRows, disciplineRows, positionRows, trainingRows] = await Promise.all([
    rows(Prisma.sql`
      SELECT ${real(Prisma.sql`COUNT(*)`)} AS "sessions", ${real(Prisma.sql`SUM("totalShots")`)} AS "shots",
        ${real(Prisma.sql`COUNT("scorePercent")`)} AS "percentN", ${real(Prisma.sql`SUM("scorePercent")`)} AS "percentSum",
        ${real(Prisma.sql`SUM(CASE WHEN ${tensKnown} THEN "numberOfTens" END)`)} AS "tens",
        ${real(Prisma.sql`SUM(CASE WHEN ${tensKnown} THEN "totalShots" END)`)} AS "shotsForTens",
        ${real(Prisma.sql`SUM(CASE WHEN ${xsKnown} THEN "totalXs" END)`)} AS "xs",
        ${real(Prisma.sql`SUM(CASE WHEN ${xsKnown} THEN "totalShots" END)`)} AS "shotsForXs",
        ${real(Prisma.sql`SUM("seriesCount")`)} AS "seriesN", ${real(Prisma.sql`SUM("seriesPercentSum")`)} AS "seriesSum",
        ${real(Prisma.sql`SUM("seriesPercentSquares")`)} AS "seriesSquares", ${real(Prisma.sql`SUM("halfCount")`)} AS "halfN",
        ${real(Prisma.sql`SUM("firstHalfPercentSum")`)} AS "firstHalf", ${real(Prisma.sql`SUM("secondHalfPercentSum")`)} AS "secondHalf",
        ${correlationColumns()}
      FROM "JournalEntry" WHERE ${filter}`),
    rows(Prisma.sql`
      SELECT "id", "sessionDate", "scorePercent" FROM "JournalEntry" WHERE ${filter} AND "scorePercent" IS NOT NULL
      ORDER BY "scorePercent" DESC, "sessionDate" ASC, "id" ASC LIMIT 1`),
    groupBy("sessionWeek"),
    groupBy("discipline"),
    groupBy("position"),
    groupBy("courseOfFireId", Prisma.sql`AND "courseOfFireId" IS NOT NULL AND "linkedCompetitionEntryId" IS NULL AND "scorePercent" IS NOT NULL`),
  ]);
  const t = totalsRows[0] ?? {};
  const best = bestRows[0];
  const correlations = Object.fromEntries(FACTORS.map((f) => [f, {
    n: sum(t[`${f}_n`]), sx: sum(t[`${f}_sx`]), sy: sum(t[`${f}_sy`]), sxx: sum(t[`${f}_sxx`]), syy: sum(t[`${f}_syy`]), sxy: sum(t[`${f}_sxy`]),
  } satisfies CorrelationSums])) as StatsAggregates["correlations"];
  const groups = (rows: Row[]) => rows.map((r) => ({ name: optionalText(r.key), sessions: sum(r.sessions), percent: { n: sum(r.n), sum: sum(r.sum) } }));
  return {
    sessions: sum(t.sessions), shots: sum(t.shots), percent: { n: sum(t.percentN), sum: sum(t.percentSum) },
    tens: sum(t.tens), shotsForTens: sum(t.shotsForTens), xs: sum(t.xs), shotsForXs: sum(t.shotsForXs),
    series: { n: sum(t.seriesN), sum: sum(t.seriesSum), squares: sum(t.seriesSquares) },
    halves: { n: sum(t.halfN), first: sum(t.firstHalf), second: sum(t.secondHalf) },
    correlations,
    best: best ? { entryId: String(best.id), sessionDate: date(best.sessionDate), scorePercent: sum(best.scorePercent) } : null,
    weeks: weekRows.map((r) => ({ weekStart: weekStartOf(sum(r.key)), sessions: sum(r.sessions), shotsFired: sum(r.shots), percent: { n: sum(r.n), sum: sum(r.sum) } })),
    disciplines: groups(disciplineRows),
    positions: groups(positionRows),
    training: trainingRows.map((r) => ({ courseOfFireId: String(r.key), percent: { n: sum(r.n), sum: sum(r.sum) } })),
  };
}

/** Aggregates in the database, then the competition results (a few rows) and the courses they name. */
export async function journalStats(athleteId: string, query: StatsQuery): Promise<Stats> {
  const range = { ...(query.from ? { gte: query.from } : {}), ...(query.to ? { lte: query.to } : {}) };
  const [sums, results] = await Promise.all([
    aggregates(athleteId, query),
    db.competitionEntry.findMany({
      where: {
        athleteId,
        score: { not: null },
        competition: { startDate: range },
        courseOfFire: { maxScore: { gt: 0 }, ...(query.discipline !== undefined ? { discipline: query.discipline } : {}) },
      },
      select: { score: true, courseOfFire: { select: { id: true, maxScore: true } } },
    }),
  ]);
  const competitionResults = results.flatMap((r) =>
    r.score !== null && r.courseOfFire?.maxScore ? [{ courseOfFireId: r.courseOfFire.id, percent: (100 * r.score) / r.courseOfFire.maxScore }] : [],
  );
  const courseIds = [...new Set([...sums.training.map((t) => t.courseOfFireId), ...competitionResults.map((r) => r.courseOfFireId)])];
  const courses = courseIds.length === 0 ? [] : await db.courseOfFire.findMany({ where: { id: { in: courseIds } }, select: { id: true, code: true, name: true }, orderBy: { code: "asc" } });
  return {
    athleteId,
    from: query.from?.toISOString() ?? null,
    to: query.to?.toISOString() ?? null,
    discipline: query.discipline ?? null,
    ...statsFromAggregates(sums, competitionResults, courses),
  };
}
