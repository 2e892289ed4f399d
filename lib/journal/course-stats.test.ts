import { describe, expect, it } from "vitest";
import { type CourseSession, courseStats } from "./course-stats";

const AR60 = { id: "c-ar60", code: "AR60", name: "10m Air Rifle, 60 shots", shotCount: 60 };
const AP60 = { id: "c-ap60", code: "AP60", name: "10m Air Pistol, 60 shots", shotCount: 60 };

const session = (
  entryId: string,
  date: string,
  courseOfFireId: string,
  score: number | null,
  maxScore: number | null,
  series: CourseSession["series"] = [],
): CourseSession => ({
  entryId,
  sessionDate: new Date(date),
  courseOfFireId,
  score,
  maxScore,
  shotsFired: 60,
  numberOfXs: null,
  series,
});

describe("statistics per course of fire", () => {
  it("never mixes integer and decimal scores of one event, and ranks each in its own scores", () => {
    // By percentage the integer 590/600 (98.3 %) would beat the decimal 628.5/654 (96.1 %).
    const stats = courseStats(
      [
        session("a", "2026-02-01T18:00:00Z", AR60.id, 587, 600),
        session("b", "2026-03-01T18:00:00Z", AR60.id, 590, 600),
        session("c", "2025-11-01T18:00:00Z", AR60.id, 628.5, 654),
        session("d", "2026-04-01T18:00:00Z", AR60.id, 621.3, 654),
        session("e", "2026-04-02T18:00:00Z", AP60.id, 561, 600),
      ],
      [AR60, AP60],
      new Date("2026-06-01T00:00:00Z"),
    );
    expect(stats).toEqual([
      {
        courseOfFireId: AP60.id,
        courseOfFireCode: "AP60",
        courseOfFireName: AP60.name,
        maxScore: 600,
        scoring: "integer",
        sessions: 1,
        averageScore: 561,
        personalBest: { entryId: "e", sessionDate: "2026-04-02T18:00:00.000Z", score: 561 },
        seasonBest: { entryId: "e", sessionDate: "2026-04-02T18:00:00.000Z", score: 561 },
        weeklyTrend: [{ weekStart: "2026-03-30", sessions: 1, averageScore: 561 }],
      },
      {
        courseOfFireId: AR60.id,
        courseOfFireCode: "AR60",
        courseOfFireName: AR60.name,
        maxScore: 600,
        scoring: "integer",
        sessions: 2,
        // (587 + 590) / 2 = 588.5
        averageScore: 588.5,
        personalBest: { entryId: "b", sessionDate: "2026-03-01T18:00:00.000Z", score: 590 },
        seasonBest: { entryId: "b", sessionDate: "2026-03-01T18:00:00.000Z", score: 590 },
        // Sunday 1 February is in the week of Monday 26 January.
        weeklyTrend: [
          { weekStart: "2026-01-26", sessions: 1, averageScore: 587 },
          { weekStart: "2026-02-23", sessions: 1, averageScore: 590 },
        ],
      },
      {
        courseOfFireId: AR60.id,
        courseOfFireCode: "AR60",
        courseOfFireName: AR60.name,
        maxScore: 654,
        scoring: "decimal",
        sessions: 2,
        // (628.5 + 621.3) / 2 = 624.9; the best is last season's, this season's best is 621.3.
        averageScore: 624.9,
        personalBest: { entryId: "c", sessionDate: "2025-11-01T18:00:00.000Z", score: 628.5 },
        seasonBest: { entryId: "d", sessionDate: "2026-04-01T18:00:00.000Z", score: 621.3 },
        // The decimal trend is its own line, in decimal points: never a percentage beside 587/600.
        weeklyTrend: [
          { weekStart: "2025-10-27", sessions: 1, averageScore: 628.5 },
          { weekStart: "2026-03-30", sessions: 1, averageScore: 621.3 },
        ],
      },
    ]);
  });

  it("takes a session's score from its series where it has none, and leaves out sessions without a score", () => {
    const series = [1, 2, 3, 4, 5, 6].map((n) => ({ score: 100 + n / 10, maxScore: 109, shotCount: 10, innerTens: null }));
    const stats = courseStats(
      [session("s", "2026-05-01T18:00:00Z", AR60.id, null, null, series), session("n", "2026-05-02T18:00:00Z", AR60.id, null, 654)],
      [AR60],
      new Date("2026-06-01T00:00:00Z"),
    );
    // 100.1 + 100.2 + … + 100.6 = 602.1 of 6 × 109 = 654, decimal.
    expect(stats).toHaveLength(1);
    expect(stats[0]).toMatchObject({
      maxScore: 654,
      scoring: "decimal",
      sessions: 1,
      averageScore: 602.1,
      personalBest: { entryId: "s", score: 602.1 },
    });
  });

  it("breaks a tie for best by the earlier session", () => {
    const stats = courseStats(
      [session("late", "2026-05-02T18:00:00Z", AR60.id, 590, 600), session("early", "2026-05-01T18:00:00Z", AR60.id, 590, 600)],
      [AR60],
      new Date("2026-06-01T00:00:00Z"),
    );
    expect(stats[0]?.personalBest.entryId).toBe("early");
  });

  it("averages each week's sessions of one course for its trend", () => {
    const stats = courseStats(
      [
        session("mon", "2026-05-04T07:00:00Z", AR60.id, 620.4, 654),
        session("sun", "2026-05-10T20:00:00Z", AR60.id, 624.1, 654),
        session("next", "2026-05-11T07:00:00Z", AR60.id, 618, 654),
      ],
      [AR60],
      new Date("2026-06-01T00:00:00Z"),
    );
    // Monday 4 May to Sunday 10 May is one week: (620.4 + 624.1) / 2 = 622.25, shown as 622.3.
    expect(stats[0]?.weeklyTrend).toEqual([
      { weekStart: "2026-05-04", sessions: 2, averageScore: 622.3 },
      { weekStart: "2026-05-11", sessions: 1, averageScore: 618 },
    ]);
  });
});
