// The sums the triggers keep per athlete and week (JournalWeekTotals, decision 023) and per
// discipline, position and training course (JournalGroupTotals, decision 027) against the same sums
// over every entry: after inserts, edits that move a session to another week or change
// its score and readiness, deletes, a cascade that clears the course of fire, one statement that
// changes many entries, and the athlete's deletion. The whole statistics read from them must be
// those read from the entries (a date range around the whole journal takes that path).
// STATS_TEST_POSTGRES_URL (a migrated PostgreSQL database) runs it there instead of on a SQLite copy.
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { insertAthlete, seededRandom, useFreshDatabase } from "@/e2e/support/test-database";
import { derivedColumns } from "./totals";

type Client = typeof import("@/lib/db/client");
let qb: Client["qb"];
let journalStats: typeof import("./journal-stats").journalStats;
let selectCourseWeeks: typeof import("./stats-repository").selectCourseWeeks;
let eraseAthleteData: typeof import("@/lib/people/account-repository").eraseAthleteData;

beforeAll(async () => {
  if (process.env.STATS_TEST_POSTGRES_URL) process.env.DATABASE_URL = process.env.STATS_TEST_POSTGRES_URL;
  else useFreshDatabase();
  ({ qb } = await import("@/lib/db/client"));
  ({ journalStats } = await import("./journal-stats"));
  ({ selectCourseWeeks } = await import("./stats-repository"));
  ({ eraseAthleteData } = await import("@/lib/people/account-repository"));
});

const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 2);
const now = () => ({ createdAt: new Date(), updatedAt: new Date() });

type Session = {
  day: number;
  score: number | null;
  maxScore: number | null;
  energy: number | null;
  sleep: number | null;
  course: string | null;
};

/** An entry's columns as a write stores them, derived columns included. */
function columns(
  s: Session,
  series: Array<{ seriesNumber: number; score: number; maxScore: number | null; shotCount: number | null; innerTens: number | null }> = [],
) {
  const sessionDate = new Date(START + s.day * DAY + 9 * 3_600_000);
  const totals = {
    score: s.score,
    maxScore: s.maxScore,
    shotsFired: s.score === null ? null : 60,
    numberOfXs: s.score === null ? null : 20,
  };
  return {
    sessionDate,
    courseOfFireId: s.course,
    ...totals,
    numberOfTens: s.score === null ? null : 40,
    energyLevel: s.energy,
    hoursOfSleep: s.sleep,
    focusLevel: s.energy === null ? null : 11 - s.energy,
    ...derivedColumns({ ...totals, sessionDate }, series),
  };
}

async function athleteWithJournal(seed: number) {
  const next = seededRandom(seed);
  const athleteId = await insertAthlete(qb, `Weeks ${seed}`);
  const [courseId, otherCourseId] = [randomUUID(), randomUUID()];
  for (const id of [courseId, otherCourseId])
    await qb
      .insertInto("CourseOfFire")
      .values({ id, name: "AR60", code: `AR60-${id}`, shotCount: 60, ...now() })
      .execute();
  const sessions: Array<Session & { id: string }> = [];
  for (let day = 0; day < 400; day += 1 + Math.floor(next() * 3)) {
    sessions.push({
      id: randomUUID(),
      day,
      // Decimal scores out of 654 (percentages with many digits), a few without a score or maximum.
      score: day % 37 === 0 ? null : Math.round((600 + next() * 50) * 10) / 10,
      // Two maxima 15 digits do not tell apart: two groups all the same.
      maxScore: day % 53 === 0 ? null : day % 23 === 0 ? 654.0000000000001 : 654,
      energy: day % 5 === 0 ? null : 1 + Math.floor(next() * 10),
      sleep: day % 7 === 0 ? null : 5 + Math.round(next() * 8) / 2,
      course: day % 11 === 0 ? null : day % 4 === 1 ? otherCourseId : courseId,
    });
  }
  const rows = sessions.map((s) => {
    const series =
      s.day % 13 === 0 ? [1, 2, 3].map((n) => ({ seriesNumber: n, score: 100 + n / 10, maxScore: 109, shotCount: 10, innerTens: 3 })) : [];
    // Sessions without a discipline or position, and one named "" (a group apart from those without).
    const discipline = s.day % 17 === 0 ? null : s.day % 19 === 0 ? "" : s.day % 3 ? "Air Rifle" : "Air Pistol";
    const position = s.day % 4 === 0 ? null : s.day % 2 ? "Standing" : "Prone";
    return { id: s.id, athleteId, discipline, position, ...columns(s, series), ...now() };
  });
  for (let i = 0; i < rows.length; i += 50) {
    await qb
      .insertInto("JournalEntry")
      .values(rows.slice(i, i + 50))
      .execute();
  }
  return { athleteId, courseId, sessions, next };
}

/** The kept course weeks beside one GROUP BY of the entries, each week with its own first session. */
async function expectCourseWeeksOfEntries(athleteId: string) {
  const kept = await qb.selectFrom("JournalCourseWeeks").selectAll().where("athleteId", "=", athleteId).execute();
  const entries = await qb.selectFrom("JournalEntry").selectAll().where("athleteId", "=", athleteId).execute();
  const weeks = new Map<string, { sessions: number; sum: number; high: number; low: number; fractions: number; firstId: string }>();
  for (const e of entries) {
    if (e.courseOfFireId === null || e.score === null) continue;
    const key = `${e.courseOfFireId} ${e.maxScore} ${e.sessionWeek}`;
    const w = weeks.get(key);
    const fraction = e.score === Math.round(e.score) ? 0 : 1;
    if (!w) weeks.set(key, { sessions: 1, sum: e.score, high: e.score, low: e.score, fractions: fraction, firstId: e.id });
    else {
      w.sessions += 1;
      w.sum += e.score;
      w.high = Math.max(w.high, e.score);
      w.low = Math.min(w.low, e.score);
      w.fractions += fraction;
      if (e.id < w.firstId) w.firstId = e.id;
    }
  }
  const byKey = new Map(kept.map((k) => [`${k.courseOfFireId} ${k.maxScore} ${k.sessionWeek}`, k]));
  expect([...byKey.keys()].sort()).toEqual([...weeks.keys()].sort());
  for (const [key, w] of weeks) {
    const k = byKey.get(key);
    expect({ sessions: k?.sessions, high: k?.high, low: k?.low, fractions: k?.fractions, firstId: k?.firstId }).toEqual({
      sessions: w.sessions,
      high: w.high,
      low: w.low,
      fractions: w.fractions,
      firstId: w.firstId,
    });
    expect(k?.sum).toBeCloseTo(w.sum, 9);
  }
  return kept.length;
}

type CourseWeek = { courseOfFireId: string | null; maxScore: number | null; sessionWeek: number };

/** The athlete's course weeks with at least three scored sessions, by week. */
function crowdedWeeks(athleteId: string) {
  return qb
    .selectFrom("JournalEntry")
    .select(["courseOfFireId", "maxScore", "sessionWeek"])
    .where("athleteId", "=", athleteId)
    .where("courseOfFireId", "is not", null)
    .where("score", "is not", null)
    .groupBy(["courseOfFireId", "maxScore", "sessionWeek"])
    .having((eb) => eb.fn.countAll(), ">=", 3)
    .orderBy("sessionWeek")
    .execute();
}

/** The ids of the first two scored sessions of a course week. */
async function twoSessionsOf(athleteId: string, week: CourseWeek) {
  const rows = await qb
    .selectFrom("JournalEntry")
    .select("id")
    .where("athleteId", "=", athleteId)
    .where("courseOfFireId", "=", week.courseOfFireId ?? "")
    .where("sessionWeek", "=", week.sessionWeek)
    .where("score", "is not", null)
    .where((eb) => (week.maxScore === null ? eb("maxScore", "is", null) : eb("maxScore", "=", week.maxScore)))
    .orderBy("id")
    .limit(2)
    .execute();
  return rows.map((e) => e.id);
}

/**
 * The kept weeks, groups and course weeks beside the same sums over the entries: counts exactly, sums
 * to within rounding. Answers how many weeks and course weeks are kept.
 */
async function expectWeeksOfEntries(athleteId: string) {
  const kept = await qb.selectFrom("JournalWeekTotals").selectAll().where("athleteId", "=", athleteId).orderBy("sessionWeek").execute();
  const entries = await qb.selectFrom("JournalEntry").selectAll().where("athleteId", "=", athleteId).execute();
  const weeks = new Map<
    number,
    {
      sessions: number;
      shots: number;
      percentN: number;
      percentSum: number;
      withoutCourse: number;
      energyLevelN: number;
      energyLevelSxy: number;
    }
  >();
  for (const e of entries) {
    const w = weeks.get(e.sessionWeek) ?? {
      sessions: 0,
      shots: 0,
      percentN: 0,
      percentSum: 0,
      withoutCourse: 0,
      energyLevelN: 0,
      energyLevelSxy: 0,
    };
    w.sessions += 1;
    w.shots += e.totalShots ?? 0;
    if (e.scorePercent !== null) {
      w.percentN += 1;
      w.percentSum += e.scorePercent;
      if (e.energyLevel !== null) {
        w.energyLevelN += 1;
        w.energyLevelSxy += e.energyLevel * e.scorePercent;
      }
    }
    if (e.courseOfFireId === null) w.withoutCourse += 1;
    weeks.set(e.sessionWeek, w);
  }
  expect(kept.map((k) => Number(k.sessionWeek))).toEqual([...weeks.keys()].sort((a, b) => a - b));
  for (const k of kept) {
    const w = weeks.get(Number(k.sessionWeek));
    expect({ ...k, percentSum: 0, energyLevelSxy: 0 }).toMatchObject({ ...w, percentSum: 0, energyLevelSxy: 0 });
    expect(Number(k.percentSum)).toBeCloseTo(w?.percentSum ?? NaN, 6);
    expect(Number(k.energyLevelSxy)).toBeCloseTo(w?.energyLevelSxy ?? NaN, 6);
  }
  // The groups, as the statistics group the entries.
  const groups = await qb.selectFrom("JournalGroupTotals").selectAll().where("athleteId", "=", athleteId).execute();
  const expected = new Map<string, { sessions: number; shots: number; percentN: number; percentSum: number }>();
  const add = (kind: string, name: string | null, e: (typeof entries)[number]) => {
    const key = `${kind} ${name === null ? "" : `=${name}`}`;
    const g = expected.get(key) ?? { sessions: 0, shots: 0, percentN: 0, percentSum: 0 };
    g.sessions += 1;
    g.shots += e.totalShots ?? 0;
    if (e.scorePercent !== null) {
      g.percentN += 1;
      g.percentSum += e.scorePercent;
    }
    expected.set(key, g);
  };
  for (const e of entries) {
    add("discipline", e.discipline, e);
    add("position", e.position, e);
    if (e.courseOfFireId !== null && e.linkedCompetitionEntryId === null && e.scorePercent !== null) add("training", e.courseOfFireId, e);
  }
  expect(groups.map((g) => `${g.kind} ${g.key}`).sort()).toEqual([...expected.keys()].sort());
  for (const g of groups) {
    const e = expected.get(`${g.kind} ${g.key}`);
    expect({ sessions: g.sessions, shots: g.shots, percentN: g.percentN }).toEqual({
      sessions: e?.sessions,
      shots: e?.shots,
      percentN: e?.percentN,
    });
    expect(Number(g.percentSum)).toBeCloseTo(e?.percentSum ?? NaN, 6);
  }
  return { weeks: kept.length, courseWeeks: await expectCourseWeeksOfEntries(athleteId) };
}

/** The statistics from the kept weeks, and from every entry (a date range around the whole journal). */
async function expectStatsOfEntries(athleteId: string) {
  const everything = { from: new Date("1900-01-01T00:00:00Z"), to: new Date("2200-01-01T00:00:00Z") } as never;
  // The course weeks (JournalCourseWeeks) as one GROUP BY of the entries finds them: the sums to
  // within rounding (a week's additions may come in another order), the rest exactly.
  const keptWeeks = await selectCourseWeeks(athleteId, {} as never);
  const readWeeks = await selectCourseWeeks(athleteId, everything);
  expect(keptWeeks.map((w) => ({ ...w, sum: 0 }))).toEqual(readWeeks.map((w) => ({ ...w, sum: 0 })));
  keptWeeks.forEach((w, i) => expect(w.sum).toBeCloseTo(readWeeks[i]?.sum ?? NaN, 9));
  const kept = await journalStats(athleteId, {} as never);
  const read = await journalStats(athleteId, everything);
  expect(kept.sessionCount).toBeGreaterThan(0);
  expect({ ...kept, from: null, to: null }).toEqual({ ...read, from: null, to: null });
}

describe("the sums kept per week and per group", () => {
  it("follow inserts, edits, deletes and cascades, and give the statistics of the entries", async () => {
    const { athleteId, courseId, sessions, next } = await athleteWithJournal(7);
    const kept = await expectWeeksOfEntries(athleteId);
    expect(kept.weeks).toBeGreaterThan(40);
    expect(kept.courseWeeks).toBeGreaterThan(60);
    expect(await qb.selectFrom("JournalCourseWeeks").select("maxKey").distinct().where("athleteId", "=", athleteId).execute()).toHaveLength(
      3,
    );
    await expectStatsOfEntries(athleteId);

    // Edits one at a time: a session moved to another week, a new score, maximum, discipline and
    // position, readiness cleared.
    for (const [i, s] of sessions.filter((_, i) => i % 9 === 0).entries()) {
      const edited = {
        ...s,
        day: s.day + 10 + Math.floor(next() * 20),
        score: s.score === null ? 612.3 : s.score - 1.7,
        maxScore: i % 3 === 0 ? null : i % 3 === 1 ? 654.0000000000001 : s.maxScore,
        energy: s.energy === null ? 4 : null,
      };
      await qb
        .updateTable("JournalEntry")
        .set({ ...columns(edited), discipline: "Smallbore Rifle", position: i % 2 ? "Kneeling" : null })
        .where("id", "=", s.id)
        .execute();
    }
    await expectWeeksOfEntries(athleteId);

    // One statement deletes two sessions of one course week and changes two of another.
    const crowded = await crowdedWeeks(athleteId);
    expect(crowded.length).toBeGreaterThanOrEqual(2);
    const [deleted, changed] = [
      await twoSessionsOf(athleteId, crowded[0] as CourseWeek),
      await twoSessionsOf(athleteId, crowded[1] as CourseWeek),
    ];
    await qb.deleteFrom("JournalEntry").where("id", "in", deleted).execute();
    await qb.updateTable("JournalEntry").set({ score: 598 }).where("id", "in", changed).execute();
    await expectWeeksOfEntries(athleteId);

    // A session moves to another athlete's journal: both are kept.
    const other = await insertAthlete(qb, "Weeks, the other");
    const moved = sessions.find((s) => s.course !== null && s.score !== null && s.day > 300)?.id ?? "";
    await qb.updateTable("JournalEntry").set({ athleteId: other }).where("id", "=", moved).execute();
    await expectWeeksOfEntries(athleteId);
    expect(await expectCourseWeeksOfEntries(other)).toBe(1);
    // The highest score of the journal goes, and the first session: their weeks are counted again.
    const best = await qb
      .selectFrom("JournalEntry")
      .select("id")
      .where("athleteId", "=", athleteId)
      .where("score", "is not", null)
      .orderBy("score", "desc")
      .executeTakeFirstOrThrow();
    await qb.deleteFrom("JournalEntry").where("id", "=", best.id).execute();
    await qb
      .updateTable("JournalEntry")
      .set({ score: 500 })
      .where("id", "=", sessions[1]?.id ?? "")
      .execute();
    await expectStatsOfEntries(athleteId);

    // Deletes one at a time, and many in one statement.
    for (const s of sessions.filter((_, i) => i % 10 === 1)) await qb.deleteFrom("JournalEntry").where("id", "=", s.id).execute();
    await qb
      .deleteFrom("JournalEntry")
      .where("athleteId", "=", athleteId)
      .where(
        "id",
        "in",
        sessions.filter((_, i) => i % 10 === 2).map((s) => s.id),
      )
      .execute();
    // Sessions linked to a competition result leave the training groups; a cascade unlinks them.
    const { organizationId } = await qb
      .selectFrom("Athlete")
      .select("organizationId")
      .where("id", "=", athleteId)
      .executeTakeFirstOrThrow();
    const competitionId = randomUUID();
    const competitionEntryId = randomUUID();
    await qb
      .insertInto("Competition")
      .values({ id: competitionId, organizationId, name: "Club final", startDate: new Date(START), ...now() })
      .execute();
    await qb
      .insertInto("CompetitionEntry")
      .values({ id: competitionEntryId, competitionId, athleteId, ...now() })
      .execute();
    const linked = sessions.filter((_, i) => i % 10 === 5).map((s) => s.id);
    await qb.updateTable("JournalEntry").set({ linkedCompetitionEntryId: competitionEntryId }).where("id", "in", linked).execute();
    await expectWeeksOfEntries(athleteId);
    await expectStatsOfEntries(athleteId);
    await qb.deleteFrom("Competition").where("id", "=", competitionId).execute();
    await expectWeeksOfEntries(athleteId);

    // One statement changes many entries' readiness; a cascade clears the course of fire of the rest.
    await qb.updateTable("JournalEntry").set({ energyLevel: 9 }).where("athleteId", "=", athleteId).where("energyLevel", "<", 4).execute();
    await qb.deleteFrom("CourseOfFire").where("id", "=", courseId).execute();
    expect(
      await qb.selectFrom("JournalEntry").select("id").where("athleteId", "=", athleteId).where("courseOfFireId", "=", courseId).execute(),
    ).toEqual([]);
    const afterCascades = await expectWeeksOfEntries(athleteId);
    expect(afterCascades.courseWeeks).toBeGreaterThan(20);
    expect(afterCascades.weeks).toBeGreaterThan(40);
    await expectStatsOfEntries(athleteId);

    // A week whose last session goes has no row; erasing the journal empties every table, as does the
    // athlete's deletion.
    const last = await qb
      .selectFrom("JournalEntry")
      .select(["id", "sessionWeek"])
      .where("athleteId", "=", athleteId)
      .orderBy("sessionDate", "desc")
      .executeTakeFirstOrThrow();
    await qb.deleteFrom("JournalEntry").where("athleteId", "=", athleteId).where("sessionWeek", "=", last.sessionWeek).execute();
    await expectWeeksOfEntries(athleteId);
    const empty = async (id: string) => [
      await qb.selectFrom("JournalWeekTotals").select("sessionWeek").where("athleteId", "=", id).execute(),
      await qb.selectFrom("JournalGroupTotals").select("key").where("athleteId", "=", id).execute(),
      await qb.selectFrom("JournalCourseWeeks").select("sessionWeek").where("athleteId", "=", id).execute(),
    ];
    await qb.transaction().execute((trx) => eraseAthleteData(trx, [other]));
    expect(await empty(other)).toEqual([[], [], []]);
    await qb.deleteFrom("Athlete").where("id", "=", athleteId).execute();
    expect(await empty(athleteId)).toEqual([[], [], []]);
  });
});

describe("two transactions writing one athlete's journal at once", () => {
  it("keep the course weeks as the entries are", async () => {
    const { athleteId } = await athleteWithJournal(11);
    const [week] = await crowdedWeeks(athleteId);
    const [first, second] = await twoSessionsOf(athleteId, week as CourseWeek);
    // The first transaction deletes a session of the week and waits; the second deletes another of
    // the same week meanwhile. On PostgreSQL the second waits for the athlete's row (the revision
    // trigger comes first), so its recount sees the first one's work once that commits.
    let deleted: () => void = () => {};
    const firstDeleted = new Promise<void>((resolve) => (deleted = resolve));
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const one = qb.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("JournalEntry")
        .where("id", "=", first ?? "")
        .execute();
      deleted();
      await held;
    });
    await firstDeleted;
    const two = qb.transaction().execute(async (trx) => {
      await trx
        .deleteFrom("JournalEntry")
        .where("id", "=", second ?? "")
        .execute();
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await Promise.all([one, two]);
    await expectWeeksOfEntries(athleteId);
  });
});
