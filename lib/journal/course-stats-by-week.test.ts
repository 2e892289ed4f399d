// The statistics per course of fire from sums by week (courseGroupsByWeek) against reading every
// session (groupSessions, what the statistics did before): the same JSON, byte for byte, on a
// generated journal full of ties, decimal scores and rounding cases, with and without filters.
// STATS_TEST_POSTGRES_URL (a migrated PostgreSQL database) runs it there instead of on a SQLite copy.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { insertAthlete, seededRandom, useFreshDatabase } from "@/e2e/support/test-database";
import { derivedColumns } from "./totals";

type Client = typeof import("@/lib/db/client");
type Stats = typeof import("./journal-stats");
type Repository = typeof import("./stats-repository");
type CourseStats = typeof import("./course-stats");
let qb: Client["qb"];
let stats: Stats;
let repository: Repository;
let courseStats: CourseStats;

beforeAll(async () => {
  if (process.env.STATS_TEST_POSTGRES_URL) process.env.DATABASE_URL = process.env.STATS_TEST_POSTGRES_URL;
  else useFreshDatabase();
  ({ qb } = await import("@/lib/db/client"));
  stats = await import("./journal-stats");
  repository = await import("./stats-repository");
  courseStats = await import("./course-stats");
});

const DAY = 86_400_000;
const now = () => ({ createdAt: new Date(), updatedAt: new Date() });

async function athleteWithJournal(seed: number) {
  const next = seededRandom(seed);
  const athleteId = await insertAthlete(qb, `Weeks ${seed}`);
  const course = async (code: string, shotCount: number | null) => {
    const id = randomUUID();
    await qb
      .insertInto("CourseOfFire")
      .values({ id, name: code, code: `${code}-${randomUUID()}`, shotCount, ...now() })
      .execute();
    return id;
  };
  const ar60 = await course("AR60", 60);
  const ap40 = await course("AP40", null);
  const free = await course("FREE", 20);
  const entries: Array<Record<string, unknown>> = [];
  const series: Array<Record<string, unknown>> = [];
  const add = (
    courseOfFireId: string | null,
    day: number,
    totals: { score: number | null; maxScore: number | null; shotsFired: number | null },
    withSeries = false,
  ) => {
    const id = randomUUID();
    // Several sessions at one hour of a day: ties for a best go to the first in id order.
    const sessionDate = new Date(Date.UTC(2024, 11, 20) + day * DAY + Math.floor(next() * 3) * 3_600_000);
    const rows = withSeries
      ? [1, 2].map((n) => ({
          id: randomUUID(),
          journalEntryId: id,
          seriesNumber: n,
          score: 50 + n / 10,
          maxScore: 54.5,
          shotCount: 5,
          innerTens: null,
        }))
      : [];
    series.push(...rows);
    entries.push({
      id,
      athleteId,
      sessionDate,
      courseOfFireId,
      discipline: day % 3 === 0 ? "Air Pistol" : "Air Rifle",
      ...totals,
      numberOfXs: null,
      ...derivedColumns({ ...totals, numberOfXs: null, sessionDate }, rows),
      ...now(),
    });
  };
  for (let day = 0; day < 500; day += 1) {
    const sessions = 1 + Math.floor(next() * 3);
    for (let i = 0; i < sessions; i += 1) {
      // Integer rings from a few values (many ties and x.5 averages), decimal tenths (x.x5 averages).
      add(ar60, day, { score: 585 + Math.floor(next() * 4), maxScore: 600, shotsFired: 60 });
      add(ar60, day, { score: Math.round((615 + next() * 3) * 10) / 10, maxScore: 654, shotsFired: day === 0 ? null : 60 });
    }
    if (day % 4 === 0)
      add(ap40, day, { score: 360 + Math.floor(next() * 3) + (day % 8 === 0 ? 0.5 : 0), maxScore: null, shotsFired: null });
    if (day % 9 === 0) add(free, day, { score: 0.1 * Math.floor(next() * 5) + 0.2, maxScore: 1, shotsFired: 1 });
    if (day % 50 === 0) add(ar60, day, { score: null, maxScore: 600, shotsFired: 60 }); // no score: left out
    if (day % 70 === 0) add(null, day, { score: 400, maxScore: 600, shotsFired: 60 }); // no course of fire
    if (day % 45 === 0) add(free, day, { score: 12, maxScore: 20, shotsFired: null }, true); // shots from its series
  }
  for (let i = 0; i < entries.length; i += 200) {
    await qb
      .insertInto("JournalEntry")
      .values(entries.slice(i, i + 200) as never)
      .execute();
  }
  if (series.length > 0)
    await qb
      .insertInto("ScoreSeries")
      .values(series as never)
      .execute();
  return { athleteId, ar60, free };
}

/** The response's `byCourseOfFire` of these groups, as JSON text. */
async function shown(groups: Awaited<ReturnType<Stats["courseGroupsByWeek"]>>) {
  const courses = await repository.selectCourses([...new Set(groups.map((g) => g.courseId))]);
  return JSON.stringify(courseStats.presentCourseGroups(groups, courses));
}

describe("statistics per course of fire from sums by week", () => {
  it("answer as reading every session does, byte for byte, with and without filters", async () => {
    const { athleteId, ar60 } = await athleteWithJournal(11);
    const queries = [
      {},
      { from: new Date("2025-02-01T00:00:00Z"), to: new Date("2025-09-30T00:00:00Z") },
      { courseOfFireId: ar60 },
      { discipline: "air rifle" },
    ];
    for (const query of queries) {
      for (const seasonOf of [new Date("2025-06-01T00:00:00Z"), new Date("2024-12-31T12:00:00Z"), new Date("2030-01-01T00:00:00Z")]) {
        const read = await shown(courseStats.groupSessions(await repository.selectCourseSessions(athleteId, query as never), seasonOf));
        const summed = await shown(await stats.courseGroupsByWeek(athleteId, query as never, seasonOf));
        expect(read.length).toBeGreaterThan(0);
        expect(summed).toBe(read);
      }
    }
  });

  it("answer the whole statistics with every query of them (on PostgreSQL too)", async () => {
    const { athleteId } = await athleteWithJournal(31);
    const all = await stats.journalStats(athleteId, {} as never);
    expect(all.sessionCount).toBeGreaterThan(1000);
    expect(all.sessionsWithoutCourseOfFire).toBe(8);
    expect(all.byCourseOfFire).toHaveLength(5);
    expect(all.correlations.hoursOfSleep.n).toBe(0);
  });

  it("includes x.5 and x.x5 averages, where the order of the additions decides the rounding", async () => {
    const { athleteId } = await athleteWithJournal(23);
    const groups = await stats.courseGroupsByWeek(athleteId, {} as never, new Date("2025-06-01T00:00:00Z"));
    const rows = await repository.selectCourseWeeks(athleteId, {} as never);
    // Ties of the integer rings (exact sums) and of the decimal tenths (sums in id order) both occur.
    expect(rows.some((r) => r.fractions === 0 && (r.sum / r.sessions) % 1 === 0.5)).toBe(true);
    expect(rows.filter((r) => courseStats.averageOfSum(r) === null).length).toBeGreaterThan(0);
    expect(groups.length).toBe(5);
  });

  it("reads every session where one takes its score from its series", async () => {
    const { athleteId, free } = await athleteWithJournal(5);
    const id = randomUUID();
    const sessionDate = new Date("2025-03-03T10:00:00Z");
    const rows = [{ id: randomUUID(), journalEntryId: id, seriesNumber: 1, score: 0.7, maxScore: 1, shotCount: 1, innerTens: null }];
    const totals = { score: null, maxScore: null, shotsFired: null, numberOfXs: null };
    await qb
      .insertInto("JournalEntry")
      .values({
        id,
        athleteId,
        sessionDate,
        courseOfFireId: free,
        ...totals,
        ...derivedColumns({ ...totals, sessionDate }, rows),
        ...now(),
      })
      .execute();
    await qb.insertInto("ScoreSeries").values(rows).execute();
    expect(await repository.hasSessionsTotalledBySeries(athleteId, {} as never)).toBe(true);
    const seasonOf = new Date("2025-06-01T00:00:00Z");
    const groups = await stats.courseGroups(athleteId, {} as never, seasonOf);
    expect(await shown(groups)).toBe(
      await shown(courseStats.groupSessions(await repository.selectCourseSessions(athleteId, {} as never), seasonOf)),
    );
    expect(groups.find((g) => g.courseId === free && g.maxScore === 1)?.sessions).toBeGreaterThan(0);
  });
});
