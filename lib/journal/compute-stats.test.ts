import { describe, expect, it } from "vitest";
import { computeStats, type StatsEntry } from "./compute-stats";
import { derivedColumns, sessionWeek, weekStartOf } from "./totals";

type Raw = Omit<StatsEntry, keyof ReturnType<typeof derivedColumns>> & {
  score: number | null;
  maxScore: number | null;
  shotsFired: number | null;
  numberOfXs: number | null;
  scoreSeries: Array<{ seriesNumber: number; score: number; maxScore: number | null; shotCount: number | null; innerTens: number | null }>;
};

const blank: Omit<Raw, "id" | "sessionDate"> = {
  discipline: null,
  position: null,
  courseOfFireId: null,
  linkedCompetitionEntryId: null,
  score: null,
  maxScore: null,
  shotsFired: null,
  numberOfTens: null,
  numberOfXs: null,
  hoursOfSleep: null,
  energyLevel: null,
  focusLevel: null,
  confidenceLevel: null,
  stressLevel: null,
  scoreSeries: [],
};

/** What the database holds for an entry: its fields and the columns every write derives. */
const stored = (raw: Raw): StatsEntry => ({ ...raw, ...derivedColumns(raw, raw.scoreSeries) });
const series = (
  seriesNumber: number,
  score: number,
  maxScore: number | null = 50,
  shotCount: number | null = 10,
  innerTens: number | null = null,
) => ({ seriesNumber, score, maxScore, shotCount, innerTens });

// Worked by hand: percents 90, 88 (from series), 50, and one session without a score.
const entries: StatsEntry[] = (
  [
    {
      ...blank,
      id: "e1",
      sessionDate: new Date("2026-11-02T18:00:00Z"),
      discipline: "AR",
      position: "Standing",
      score: 90,
      maxScore: 100,
      shotsFired: 10,
      numberOfTens: 5,
      numberOfXs: 2,
      hoursOfSleep: 8,
      energyLevel: 6,
      scoreSeries: [series(1, 45), series(2, 45)],
    },
    {
      ...blank,
      id: "e2",
      sessionDate: new Date("2026-11-04T18:00:00Z"),
      discipline: "AR",
      position: "Prone",
      hoursOfSleep: 6,
      energyLevel: 4,
      scoreSeries: [series(2, 40, 50, 10, 1), series(1, 48, 50, 10, 3)],
    },
    {
      ...blank,
      id: "e3",
      sessionDate: new Date("2026-11-10T18:00:00Z"),
      discipline: "Pistol",
      position: "Standing",
      score: 50,
      maxScore: 100,
      shotsFired: 10,
      numberOfTens: 1,
      numberOfXs: 0,
      hoursOfSleep: 4,
      energyLevel: 9,
      courseOfFireId: "c1",
    },
    { ...blank, id: "e4", sessionDate: new Date("2026-11-11T18:00:00Z"), discipline: "AR", hoursOfSleep: 7 },
  ] satisfies Raw[]
).map(stored);

describe("computeStats", () => {
  const stats = computeStats(
    entries,
    [
      { courseOfFireId: "c1", percent: 60 },
      { courseOfFireId: "c1", percent: 70 },
    ],
    [
      { id: "c1", code: "AP60", name: "Air Pistol 60" },
      { id: "c2", code: "AR60", name: "unused" },
    ],
  );

  it("counts sessions and shots, averages and the best session", () => {
    expect(stats).toMatchObject({
      sessionCount: 4,
      shotsFired: 40,
      averageScorePercent: 76,
      bestScorePercent: 90,
      bestSession: { entryId: "e1", sessionDate: "2026-11-02T18:00:00.000Z", scorePercent: 90 },
      tensPer60: 18,
      xsPer60: 9,
    });
  });

  it("trends by ISO week and groups by discipline and position", () => {
    expect(stats.weeklyTrend).toEqual([
      { weekStart: "2026-11-02", sessions: 2, shotsFired: 30, averageScorePercent: 89 },
      { weekStart: "2026-11-09", sessions: 2, shotsFired: 10, averageScorePercent: 50 },
    ]);
    expect(stats.byDiscipline).toEqual([
      { discipline: "AR", sessions: 3, averageScorePercent: 89 },
      { discipline: "Pistol", sessions: 1, averageScorePercent: 50 },
    ]);
    expect(stats.byPosition).toEqual([
      { position: "(none)", sessions: 1, averageScorePercent: null },
      { position: "Prone", sessions: 1, averageScorePercent: 88 },
      { position: "Standing", sessions: 2, averageScorePercent: 70 },
    ]);
  });

  it("measures series consistency and the fade from first to second half", () => {
    expect(stats.seriesConsistency).toEqual({
      seriesCount: 4,
      meanSeriesPercent: 89,
      standardDeviation: 6.633,
      firstHalfPercent: 93,
      secondHalfPercent: 85,
      fade: -8,
    });
  });

  it("correlates readiness with the score percentage (Pearson r, with n)", () => {
    expect(stats.correlations.hoursOfSleep).toEqual({ r: 0.8874, n: 3 });
    expect(stats.correlations.energyLevel.n).toBe(3);
    expect(stats.correlations.energyLevel.r).toBeCloseTo(-0.8991, 3);
    expect(stats.correlations.focusLevel).toEqual({ r: null, n: 0 });
  });

  it("compares training with competition per course of fire", () => {
    expect(stats.trainingVsCompetition).toEqual([
      {
        courseOfFireId: "c1",
        courseOfFireCode: "AP60",
        courseOfFireName: "Air Pistol 60",
        trainingSessions: 1,
        trainingAverageScorePercent: 50,
        competitionEntries: 2,
        competitionAverageScorePercent: 65,
        gap: 15,
      },
    ]);
  });

  it("answers an empty journal with zeros and nulls", () => {
    expect(computeStats([], [], [])).toMatchObject({
      sessionCount: 0,
      shotsFired: 0,
      averageScorePercent: null,
      bestSession: null,
      weeklyTrend: [],
      seriesConsistency: { seriesCount: 0, standardDeviation: null, fade: null },
    });
    expect(weekStartOf(sessionWeek(new Date("2026-11-08T23:59:59Z")))).toBe("2026-11-02");
    expect(weekStartOf(sessionWeek(new Date("2026-11-09T00:00:00Z")))).toBe("2026-11-09");
  });
});
