import { describe, expect, it } from "vitest";
import { type RecentSession, coachedSummary, weeklyTrend } from "./coached-summary";

const today = new Date("2026-11-26T08:00:00Z"); // a Thursday; its week starts on Monday 23 November
let n = 0;
const session = (date: string, over: Partial<RecentSession> = {}): RecentSession => ({
  id: `e${++n}`,
  sessionDate: new Date(`${date}T00:00:00Z`),
  score: 600,
  maxScore: 654,
  totalShots: 60,
  courseOfFireId: "ar60",
  courseOfFireName: "10m Air Rifle, 60 shots",
  coachFeedback: null,
  comments: 0,
  ...over,
});

describe("a coach's summary of one athlete", () => {
  it("averages scores per week on the course of fire fired most, never across courses", () => {
    const trend = weeklyTrend(
      [
        session("2026-11-25", { score: 610 }),
        session("2026-11-24", { score: 620 }),
        session("2026-11-12", { score: 590 }),
        session("2026-11-03", { score: 580 }),
        session("2026-11-24", { courseOfFireId: "ar40", courseOfFireName: "40 shots", score: 400, totalShots: 40 }),
      ],
      today,
    );
    expect(trend).toEqual({
      courseOfFireId: "ar60",
      courseOfFireName: "10m Air Rifle, 60 shots",
      weeks: [
        { weekStart: "2026-11-02", sessions: 1, averageScore: 580 },
        { weekStart: "2026-11-09", sessions: 1, averageScore: 590 },
        { weekStart: "2026-11-16", sessions: 0, averageScore: null },
        { weekStart: "2026-11-23", sessions: 2, averageScore: 615 },
      ],
    });
  });

  it("has no trend without a scored session on a course of fire", () => {
    expect(weeklyTrend([session("2026-11-25", { courseOfFireId: null }), session("2026-11-24", { score: null })], today)).toBeNull();
  });

  it("counts the last seven days and the sessions waiting for a word, oldest first to open", () => {
    const summary = coachedSummary(
      [
        session("2026-11-25", { totalShots: 40 }),
        session("2026-11-20", { coachFeedback: "Good" }),
        session("2026-11-19", { comments: 1 }),
        session("2026-11-10", { id: "oldest-waiting" }),
      ],
      today,
    );
    expect(summary).toMatchObject({
      sessionsLast7Days: 2,
      shotsLast7Days: 100,
      awaitingFeedback: 2,
      firstAwaitingFeedbackId: "oldest-waiting",
    });
  });
});
