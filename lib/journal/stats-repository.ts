// The journal's statistics as the database computes them (decision 017): a handful of aggregate
// queries (totals, the best session, and GROUP BYs by week, discipline, position and course of
// fire) over the columns every entry write keeps, so no entry row is sent to the app (a hot path).
// For the whole journal, the totals and the weeks come from the sums the triggers keep per week
// (JournalWeekTotals, decision 023), the groups by discipline, position and training course from
// those they keep per group (JournalGroupTotals), and the course-of-fire weeks from those they keep
// per course, maximum and week (JournalCourseWeeks, decision 027). aggregateEntries() in
// compute-stats.ts is the same arithmetic over rows, tested by hand.
import "server-only";
import { type ExpressionBuilder, sql } from "kysely";
import type { z } from "zod";
import { qb } from "@/lib/db/client";
import type { DB } from "@/lib/generated/kysely/types";
import type { journalStatsQuery } from "@/lib/schemas/journal";
import { FACTORS, type StatsAggregates } from "./compute-stats";
import type { CourseSession } from "./course-stats";
import { weekStartOf } from "./totals";

type StatsQuery = z.output<typeof journalStatsQuery>;
const DAY_MS = 86_400_000;
type Entries = ExpressionBuilder<DB, "JournalEntry">;

function entriesOf(athleteId: string, query: StatsQuery) {
  let q = qb.selectFrom("JournalEntry").where("athleteId", "=", athleteId);
  if (query.from) q = q.where("sessionDate", ">=", query.from);
  if (query.to) q = q.where("sessionDate", "<=", query.to);
  const { discipline, sessionType } = query;
  if (discipline) q = q.where((eb) => eb(eb.fn("lower", ["discipline"]), "=", eb.fn("lower", [eb.val(discipline)])));
  if (sessionType) q = q.where((eb) => eb(eb.fn("lower", ["sessionType"]), "=", eb.fn("lower", [eb.val(sessionType)])));
  if (query.courseOfFireId) q = q.where("courseOfFireId", "=", query.courseOfFireId);
  return q;
}

/** SUM over no rows is NULL, which counts as 0 here. */
const n = (value: number | string | bigint | null | undefined): number => (value === null || value === undefined ? 0 : Number(value));

const sumWhen = (eb: Entries, condition: ReturnType<Entries["and"]>, value: Parameters<Entries["fn"]["sum"]>[0]) =>
  eb.fn.sum<number | null>(eb.case().when(condition).then(value).end());

/**
 * The totals and, for Pearson's r, the sums over entries where both the factor and the percentage are
 * known: one scan of the athlete's entries. A count over no rows is a SUM over none here (null, 0 to n()).
 */
async function totals(athleteId: string, query: StatsQuery) {
  return entriesOf(athleteId, query)
    .select((eb) => {
      const tensKnown = eb.and([eb("totalShots", ">", 0), eb("numberOfTens", "is not", null)]);
      const xsKnown = eb.and([eb("totalShots", ">", 0), eb("totalXs", "is not", null)]);
      // Where both are known: a product is null where either is, so one test of the other suffices.
      const correlationSums = FACTORS.flatMap((factor) => {
        const percentKnown = eb("scorePercent", "is not", null);
        const factorKnown = eb(factor, "is not", null);
        return [
          eb.fn.count<number>(eb(factor, "*", eb.ref("scorePercent"))).as(`${factor}N`),
          sumWhen(eb, percentKnown, eb.ref(factor)).as(`${factor}Sx`),
          sumWhen(eb, factorKnown, eb.ref("scorePercent")).as(`${factor}Sy`),
          sumWhen(eb, percentKnown, eb(factor, "*", eb.ref(factor))).as(`${factor}Sxx`),
          sumWhen(eb, factorKnown, eb("scorePercent", "*", eb.ref("scorePercent"))).as(`${factor}Syy`),
          eb.fn.sum<number | null>(eb(factor, "*", eb.ref("scorePercent"))).as(`${factor}Sxy`),
        ];
      });
      return [
        eb.fn.countAll<number>().as("sessions"),
        eb.fn.sum<number | null>("totalShots").as("shots"),
        eb.fn.count<number>("scorePercent").as("percentN"),
        eb.fn.sum<number | null>("scorePercent").as("percentSum"),
        sumWhen(eb, tensKnown, eb.ref("numberOfTens")).as("tens"),
        sumWhen(eb, tensKnown, eb.ref("totalShots")).as("shotsForTens"),
        sumWhen(eb, xsKnown, eb.ref("totalXs")).as("xs"),
        sumWhen(eb, xsKnown, eb.ref("totalShots")).as("shotsForXs"),
        eb.fn.sum<number | null>("seriesCount").as("seriesN"),
        eb.fn.sum<number | null>("seriesPercentSum").as("seriesSum"),
        eb.fn.sum<number | null>("seriesPercentSquares").as("seriesSquares"),
        eb.fn.sum<number | null>("halfCount").as("halfN"),
        eb.fn.sum<number | null>("firstHalfPercentSum").as("firstHalf"),
        eb.fn.sum<number | null>("secondHalfPercentSum").as("secondHalf"),
        sumWhen(eb, eb("courseOfFireId", "is", null), eb.lit(1)).as("withoutCourse"),
        sumWhen(
          eb,
          eb.and([eb("courseOfFireId", "is not", null), eb.or([eb("score", "is", null), eb("maxScore", "is", null)])]),
          eb.lit(1),
        ).as("lackingTotals"),
        ...correlationSums,
      ];
    })
    .executeTakeFirstOrThrow();
}

/** The sums of totals(), by name: the columns of JournalWeekTotals, which keeps them per week. */
const TOTALS = [
  "sessions",
  "shots",
  "percentN",
  "percentSum",
  "tens",
  "shotsForTens",
  "xs",
  "shotsForXs",
  "seriesN",
  "seriesSum",
  "seriesSquares",
  "halfN",
  "firstHalf",
  "secondHalf",
  "withoutCourse",
  "lackingTotals",
  ...FACTORS.flatMap((f) => [`${f}N`, `${f}Sx`, `${f}Sy`, `${f}Sxx`, `${f}Syy`, `${f}Sxy`] as const),
] as const;

/** Whether the query reads the whole journal: its sums are then those the triggers keep per week. */
const wholeJournal = (query: StatsQuery) => !query.from && !query.to && !query.discipline && !query.sessionType && !query.courseOfFireId;

/** totals() from the athlete's weeks (about 520 rows for ten years instead of every entry). */
function weekTotals(athleteId: string) {
  return qb
    .selectFrom("JournalWeekTotals")
    .where("athleteId", "=", athleteId)
    .select((eb) => TOTALS.map((column) => eb.fn.sum<number | null>(column).as(column)))
    .executeTakeFirstOrThrow();
}

/**
 * groupedBy(…, "discipline" | "position"), or the training groups, from the athlete's kept groups
 * (JournalGroupTotals, decision 027): a few rows instead of every entry. A key is the name after "=",
 * or "" for the sessions without one.
 */
async function keptGroups(athleteId: string, kind: "discipline" | "position" | "training") {
  const rows = await qb
    .selectFrom("JournalGroupTotals")
    .where("athleteId", "=", athleteId)
    .where("kind", "=", kind)
    .select(["key", "sessions", "shots", "percentN as n", "percentSum as sum"])
    .execute();
  return rows.map((r) => ({ ...r, key: r.key === "" ? null : r.key.slice(1) }));
}

/** groupedBy(…, "sessionWeek") from the athlete's weeks. */
function weeksOf(athleteId: string) {
  return qb
    .selectFrom("JournalWeekTotals")
    .where("athleteId", "=", athleteId)
    .select(["sessionWeek as key", "sessions", "shots", "percentN as n", "percentSum as sum"])
    .execute();
}

function correlationsOf(row: Record<string, number | string | bigint | null>): StatsAggregates["correlations"] {
  return Object.fromEntries(
    FACTORS.map((factor) => [
      factor,
      {
        n: n(row[`${factor}N`]),
        sx: n(row[`${factor}Sx`]),
        sy: n(row[`${factor}Sy`]),
        sxx: n(row[`${factor}Sxx`]),
        syy: n(row[`${factor}Syy`]),
        sxy: n(row[`${factor}Sxy`]),
      },
    ]),
  ) as StatsAggregates["correlations"];
}

function groupedBy<K extends "sessionWeek" | "discipline" | "position" | "courseOfFireId">(athleteId: string, query: StatsQuery, key: K) {
  return entriesOf(athleteId, query)
    .select((eb) => [
      eb.ref(key).as("key"),
      eb.fn.countAll<number>().as("sessions"),
      eb.fn.sum<number | null>("totalShots").as("shots"),
      eb.fn.count<number>("scorePercent").as("n"),
      eb.fn.sum<number | null>("scorePercent").as("sum"),
    ])
    .groupBy(key);
}

/**
 * The statistics' aggregates, and beside them how many sessions have no course of fire, and how
 * many course-of-fire sessions lack their own score or maximum (courseGroups reads those otherwise).
 */
export async function selectAggregates(
  athleteId: string,
  query: StatsQuery,
): Promise<StatsAggregates & { withoutCourse: number; lackingTotals: number }> {
  const whole = wholeJournal(query);
  const [t, best, weeks, disciplines, positions, training] = await Promise.all([
    whole ? weekTotals(athleteId) : totals(athleteId, query),
    entriesOf(athleteId, query)
      .where("scorePercent", "is not", null)
      .select(["id", "sessionDate", "scorePercent"])
      .orderBy("scorePercent", "desc")
      .orderBy("sessionDate", "asc")
      .orderBy("id", "asc")
      .limit(1)
      .executeTakeFirst(),
    whole ? weeksOf(athleteId) : groupedBy(athleteId, query, "sessionWeek").execute(),
    whole ? keptGroups(athleteId, "discipline") : groupedBy(athleteId, query, "discipline").execute(),
    whole ? keptGroups(athleteId, "position") : groupedBy(athleteId, query, "position").execute(),
    whole
      ? keptGroups(athleteId, "training")
      : groupedBy(athleteId, query, "courseOfFireId")
          .where("courseOfFireId", "is not", null)
          .where("linkedCompetitionEntryId", "is", null)
          .where("scorePercent", "is not", null)
          .execute(),
  ]);
  const groups = (rows: Array<{ key: string | null; sessions: number; n: number; sum: number | null }>) =>
    rows.map((r) => ({ name: r.key, sessions: n(r.sessions), percent: { n: n(r.n), sum: n(r.sum) } }));
  return {
    sessions: n(t.sessions),
    shots: n(t.shots),
    percent: { n: n(t.percentN), sum: n(t.percentSum) },
    tens: n(t.tens),
    shotsForTens: n(t.shotsForTens),
    xs: n(t.xs),
    shotsForXs: n(t.shotsForXs),
    series: { n: n(t.seriesN), sum: n(t.seriesSum), squares: n(t.seriesSquares) },
    halves: { n: n(t.halfN), first: n(t.firstHalf), second: n(t.secondHalf) },
    correlations: correlationsOf(t),
    best: best?.scorePercent != null ? { entryId: best.id, sessionDate: best.sessionDate, scorePercent: best.scorePercent } : null,
    weeks: weeks.map((r) => ({
      weekStart: weekStartOf(n(r.key)),
      sessions: n(r.sessions),
      shotsFired: n(r.shots),
      percent: { n: n(r.n), sum: n(r.sum) },
    })),
    disciplines: groups(disciplines),
    positions: groups(positions),
    training: training.flatMap((r) => (r.key === null ? [] : [{ courseOfFireId: r.key, percent: { n: n(r.n), sum: n(r.sum) } }])),
    withoutCourse: n(t.withoutCourse),
    lackingTotals: n(t.lackingTotals),
  };
}

/**
 * The course-of-fire sessions, one narrow row each. A series sum is read only for a total the entry
 * lacks (a correlated subquery the database skips otherwise), so a journal whose entries carry their
 * totals reads no series at all. A sum is null where any series lacks the value, as effectiveTotals
 * would have it. A named hot path (decision 001).
 */
export async function selectCourseSessions(athleteId: string, query: StatsQuery, ids?: string[]): Promise<CourseSession[]> {
  if (ids?.length === 0) return [];
  let sessions = entriesOf(athleteId, query).where("courseOfFireId", "is not", null);
  if (ids) sessions = sessions.where("JournalEntry.id", "in", ids);
  const rows = await sessions
    // In id order, as when these rows were grouped by entry: ties for a best and a group's first session stay where they were.
    .orderBy("JournalEntry.id")
    .select((eb) => {
      const seriesSum = (
        own: "score" | "maxScore" | "shotsFired" | "numberOfXs",
        column: "score" | "maxScore" | "shotCount" | "innerTens",
      ) =>
        eb
          .case()
          .when(`JournalEntry.${own}`, "is", null)
          .then(
            eb
              .selectFrom("ScoreSeries as s")
              .whereRef("s.journalEntryId", "=", "JournalEntry.id")
              .select((sb) =>
                sb
                  .case()
                  .when(sb.fn.countAll(), "=", sb.fn.count(`s.${column}`))
                  .then(sb.fn.sum<number | null>(`s.${column}`))
                  .end()
                  .as("sum"),
              ),
          )
          .end();
      return [
        "JournalEntry.id",
        "JournalEntry.sessionDate",
        "JournalEntry.courseOfFireId",
        "JournalEntry.score",
        "JournalEntry.maxScore",
        "JournalEntry.shotsFired",
        "JournalEntry.numberOfXs",
        seriesSum("score", "score").as("seriesScore"),
        seriesSum("maxScore", "maxScore").as("seriesMax"),
        seriesSum("shotsFired", "shotCount").as("seriesShots"),
        seriesSum("numberOfXs", "innerTens").as("seriesXs"),
      ];
    })
    .execute();
  const number = (v: number | string | null) => (v === null ? null : Number(v));
  return rows.map((r) => {
    const sums = {
      score: number(r.seriesScore),
      maxScore: number(r.seriesMax),
      shotCount: number(r.seriesShots),
      innerTens: number(r.seriesXs),
    };
    // The series as one: effectiveTotals only needs their sums, and only for the totals the entry lacks.
    const anySeries = Object.values(sums).some((v) => v !== null);
    return {
      entryId: r.id,
      sessionDate: new Date(r.sessionDate),
      courseOfFireId: r.courseOfFireId ?? "",
      score: r.score,
      maxScore: r.maxScore,
      shotsFired: r.shotsFired,
      numberOfXs: r.numberOfXs,
      series: anySeries ? [{ ...sums, score: sums.score ?? 0 }] : [],
    };
  });
}

/** A half-open range of session dates: from `start`, before `end`. */
export type DateRange = { start: Date; end: Date };

/** The course-of-fire sessions with a score of their own, the week rows of courseWeeks(). */
function scoredCourseSessions(athleteId: string, query: StatsQuery) {
  return entriesOf(athleteId, query).where("courseOfFireId", "is not", null).where("score", "is not", null);
}

/**
 * Per course of fire, maximum and ISO week, the sessions with a score of their own: how many, the
 * sum, highest and lowest score, how many scores have decimals, and the group's first session in
 * id order (the same for every week of a course and maximum). Rows
 * come by that first session, then week: the order in which reading every session met them. Only
 * right for a journal where no course-of-fire session takes its score or maximum from its series
 * (hasSessionsTotalledBySeries). A named hot path (decision 001): for the whole journal the rows the
 * triggers keep, about 1,500 for 10,000 sessions; with a filter one scan of the entries.
 */
export async function selectCourseWeeks(athleteId: string, query: StatsQuery) {
  const whole = wholeJournal(query);
  const rows = (await (whole ? keptCourseWeeks(athleteId) : courseWeeksOfEntries(athleteId, query)).execute()).map((r) => ({
    courseOfFireId: r.courseOfFireId ?? "",
    maxScore: r.maxScore,
    week: n(r.sessionWeek),
    sessions: n(r.sessions),
    sum: n(r.sum),
    high: n(r.high),
    low: n(r.low),
    fractions: n(r.fractions),
    firstId: r.firstId,
  }));
  if (!whole) return rows;
  // The kept rows carry their week's first session: the group's is the least of its weeks'.
  const first = new Map<string, string>();
  for (const r of rows) {
    const key = `${r.courseOfFireId} ${r.maxScore}`;
    const known = first.get(key);
    if (known === undefined || r.firstId < known) first.set(key, r.firstId);
  }
  for (const r of rows) r.firstId = first.get(`${r.courseOfFireId} ${r.maxScore}`) ?? r.firstId;
  return rows.sort((a, b) => (a.firstId < b.firstId ? -1 : a.firstId > b.firstId ? 1 : a.week - b.week));
}

/** selectCourseWeeks()'s rows as the triggers keep them (JournalCourseWeeks, decision 027), each with its week's first session. */
function keptCourseWeeks(athleteId: string) {
  return qb
    .selectFrom("JournalCourseWeeks")
    .where("athleteId", "=", athleteId)
    .select(["courseOfFireId", "maxScore", "sessionWeek", "sessions", "sum", "high", "low", "fractions", "firstId"]);
}

function courseWeeksOfEntries(athleteId: string, query: StatsQuery) {
  return scoredCourseSessions(athleteId, query)
    .select((eb) => [
      "courseOfFireId",
      "maxScore",
      "sessionWeek",
      eb.fn.countAll<number | string>().as("sessions"),
      eb.fn.sum<number>("score").as("sum"),
      eb.fn.max<number>("score").as("high"),
      eb.fn.min<number>("score").as("low"),
      sumWhen(eb, eb("score", "<>", eb.fn<number>("round", ["score"])), eb.lit(1)).as("fractions"),
      sql<string>`min(min(${sql.ref("JournalEntry.id")})) over (partition by ${sql.ref("courseOfFireId")}, ${sql.ref("maxScore")})`.as(
        "firstId",
      ),
    ])
    .groupBy(["courseOfFireId", "maxScore", "sessionWeek"])
    .orderBy("firstId")
    .orderBy("sessionWeek");
}

/** Whether a course-of-fire session lacks its own score or maximum and has series to give them. */
export async function hasSessionsTotalledBySeries(athleteId: string, query: StatsQuery): Promise<boolean> {
  const row = await entriesOf(athleteId, query)
    .where("courseOfFireId", "is not", null)
    .where((eb) =>
      eb.and([
        eb.or([eb("score", "is", null), eb("maxScore", "is", null)]),
        eb.exists(eb.selectFrom("ScoreSeries as s").whereRef("s.journalEntryId", "=", "JournalEntry.id").select("s.id")),
      ]),
    )
    .select("JournalEntry.id")
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A course of fire and maximum, and a score in it. */
export type GroupScore = { courseOfFireId: string; maxScore: number | null; score: number };

/**
 * The sessions with this score in their course and maximum, or with any score, in `within` (a week,
 * a season: a few rows), in id order: a group's best is the earliest of them, the first on a tie.
 */
export async function selectSessionsWithScores(athleteId: string, query: StatsQuery, within: DateRange, wanted?: GroupScore) {
  let q = scoredCourseSessions(athleteId, query).where("sessionDate", ">=", within.start).where("sessionDate", "<", within.end);
  if (wanted) {
    q = q
      .where("courseOfFireId", "=", wanted.courseOfFireId)
      .where((eb) => (wanted.maxScore === null ? eb("maxScore", "is", null) : eb("maxScore", "=", wanted.maxScore)))
      .where("score", "=", wanted.score);
  }
  const rows = await q
    .select(["JournalEntry.id", "sessionDate", "courseOfFireId", "maxScore", "score"])
    .orderBy("JournalEntry.id")
    .execute();
  return rows.map((r) => ({
    entryId: r.id,
    sessionDate: new Date(r.sessionDate),
    courseOfFireId: r.courseOfFireId ?? "",
    maxScore: r.maxScore,
    score: n(r.score),
  }));
}

/** The scores of one course of fire and maximum (of these weeks, if given) with their week, in id order. */
export async function selectGroupScores(
  athleteId: string,
  query: StatsQuery,
  group: { courseOfFireId: string; maxScore: number | null },
  weeks?: number[],
) {
  let q = scoredCourseSessions(athleteId, query)
    .where("courseOfFireId", "=", group.courseOfFireId)
    .where((eb) => (group.maxScore === null ? eb("maxScore", "is", null) : eb("maxScore", "=", group.maxScore)));
  if (weeks) {
    // The weeks' dates as well, so that a few weeks are read through the index on the session date.
    q = q
      .where("sessionWeek", "in", weeks)
      .where("sessionDate", ">=", new Date(Math.min(...weeks) * DAY_MS))
      .where("sessionDate", "<", new Date((Math.max(...weeks) + 7) * DAY_MS));
  }
  const rows = await q.select(["sessionWeek", "score"]).orderBy("JournalEntry.id").execute();
  return rows.map((r) => ({ week: n(r.sessionWeek), score: n(r.score) }));
}

/**
 * The athlete's competition results with a score, on a course of fire with a maximum, in the
 * query's dates and course: a few rows.
 */
export function selectCompetitionResults(athleteId: string, query: StatsQuery) {
  let q = qb
    .selectFrom("CompetitionEntry as ce")
    .innerJoin("Competition as c", "c.id", "ce.competitionId")
    .innerJoin("CourseOfFire as cf", "cf.id", "ce.courseOfFireId")
    .select(["ce.score", "cf.id as courseOfFireId", "cf.maxScore", "cf.discipline"])
    .where("ce.athleteId", "=", athleteId)
    .where("ce.score", "is not", null)
    .where("cf.maxScore", ">", 0);
  if (query.from) q = q.where("c.startDate", ">=", query.from);
  if (query.to) q = q.where("c.startDate", "<=", query.to);
  if (query.courseOfFireId) q = q.where("cf.id", "=", query.courseOfFireId);
  return q.execute();
}

/** These courses of fire, by code. */
export function selectCourses(ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return qb.selectFrom("CourseOfFire").select(["id", "code", "name", "shotCount"]).where("id", "in", ids).orderBy("code", "asc").execute();
}
