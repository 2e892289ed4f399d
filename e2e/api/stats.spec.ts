import { created, expect, expectProblem, test } from "../fixtures";

test.describe("GET /api/athletes/{athleteId}/journal/stats", () => {
  test("computes the statistics of a known journal, with filters", async ({ api, world }) => {
    const athleteId = String(created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Stat", lastName: "Sheet" })).id);
    const journal = `/api/athletes/${athleteId}/journal`;
    const entry = async (body: Record<string, unknown>) => String(created(await api.post(journal, body)).id);
    await entry({ sessionDate: "2026-11-02T18:00:00Z", discipline: "AR", position: "Standing", score: 90, maxScore: 100, shotsFired: 10,
      numberOfTens: 5, numberOfXs: 2, hoursOfSleep: 8, energyLevel: 6, courseOfFireId: world.courseOfFireId });
    const fromSeries = await entry({ sessionDate: "2026-11-04T18:00:00Z", discipline: "AR", position: "Prone", hoursOfSleep: 6, energyLevel: 4 });
    await api.put(`${journal}/${fromSeries}/series`, { scoreSeries: [
      { seriesNumber: 1, score: 48, maxScore: 50, shotCount: 10, innerTens: 3 }, { seriesNumber: 2, score: 40, maxScore: 50, shotCount: 10, innerTens: 1 },
    ] });
    await entry({ sessionDate: "2026-11-10T18:00:00Z", discipline: "Pistol", position: "Standing", score: 50, maxScore: 100, shotsFired: 10,
      numberOfTens: 1, numberOfXs: 0, hoursOfSleep: 4, energyLevel: 9 });
    created(await api.post(`/api/competitions/${world.competitionId}/entries`, { athleteId, courseOfFireId: world.courseOfFireId, score: 588.6 }));

    const reply = await api.get(`${journal}/stats`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      athleteId, from: null, to: null, discipline: null, sessionCount: 3, shotsFired: 40, averageScorePercent: 76, bestScorePercent: 90,
      tensPer60: 18, xsPer60: 9,
      weeklyTrend: [
        { weekStart: "2026-11-02", sessions: 2, shotsFired: 30, averageScorePercent: 89 },
        { weekStart: "2026-11-09", sessions: 1, shotsFired: 10, averageScorePercent: 50 },
      ],
      byDiscipline: [{ discipline: "AR", sessions: 2, averageScorePercent: 89 }, { discipline: "Pistol", sessions: 1, averageScorePercent: 50 }],
      seriesConsistency: { seriesCount: 2, meanSeriesPercent: 88, firstHalfPercent: 96, secondHalfPercent: 80, fade: -16 },
      correlations: { hoursOfSleep: { r: 0.8874, n: 3 }, focusLevel: { r: null, n: 0 } },
      trainingVsCompetition: [{
        courseOfFireId: world.courseOfFireId, courseOfFireCode: world.courseOfFireCode, trainingSessions: 1, trainingAverageScorePercent: 90,
        competitionEntries: 1, competitionAverageScorePercent: 90, gap: 0,
      }],
    });

    const filtered = await api.get(`${journal}/stats?from=2026-11-03&to=2026-11-30&discipline=AR`);
    expect(filtered.body).toMatchObject({ sessionCount: 1, averageScorePercent: 88, from: "2026-11-03T00:00:00.000Z", discipline: "AR" });
    expectProblem(await api.get(`${journal}/stats?from=soon`), 400);
  });

  test("is private to the athlete and admins", async ({ api, world }) => {
    expect((await api.get(`/api/athletes/${world.athleteId}/journal/stats`, { key: world.keys.athlete })).status).toBe(200);
    for (const key of [world.keys.teammate, world.keys.staff, world.keys.competitionAdmin]) {
      expectProblem(await api.get(`/api/athletes/${world.athleteId}/journal/stats`, { key }), 403);
    }
  });
});
