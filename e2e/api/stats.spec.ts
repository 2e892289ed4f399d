import { executeSql } from "../support/databases";
import { type Body, created, expect, expectProblem, test } from "../fixtures";

const databaseUrl = () => process.env.RANGEBOOK_TEST_DATABASE_URL ?? "";

test.describe("GET /api/athletes/{athleteId}/journal/stats", () => {
  test("computes the statistics of a known journal, with filters", async ({ api, world }) => {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Stat", lastName: "Sheet" })).id,
    );
    const journal = `/api/athletes/${athleteId}/journal`;
    const entry = async (body: Record<string, unknown>) => String(created(await api.post(journal, body)).id);
    await entry({
      sessionDate: "2026-11-02T18:00:00Z",
      discipline: "AR",
      position: "Standing",
      score: 90,
      maxScore: 100,
      shotsFired: 10,
      numberOfTens: 5,
      numberOfXs: 2,
      hoursOfSleep: 8,
      energyLevel: 6,
      courseOfFireId: world.courseOfFireId,
    });
    const fromSeries = await entry({
      sessionDate: "2026-11-04T18:00:00Z",
      discipline: "AR",
      position: "Prone",
      hoursOfSleep: 6,
      energyLevel: 4,
    });
    await api.put(`${journal}/${fromSeries}/series`, {
      scoreSeries: [
        { seriesNumber: 1, score: 48, maxScore: 50, shotCount: 10, innerTens: 3 },
        { seriesNumber: 2, score: 40, maxScore: 50, shotCount: 10, innerTens: 1 },
      ],
    });
    await entry({
      sessionDate: "2026-11-10T18:00:00Z",
      discipline: "Pistol",
      position: "Standing",
      score: 50,
      maxScore: 100,
      shotsFired: 10,
      numberOfTens: 1,
      numberOfXs: 0,
      hoursOfSleep: 4,
      energyLevel: 9,
    });
    created(
      await api.post(`/api/competitions/${world.competitionId}/entries`, { athleteId, courseOfFireId: world.courseOfFireId, score: 588.6 }),
    );

    const reply = await api.get(`${journal}/stats`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      athleteId,
      from: null,
      to: null,
      discipline: null,
      sessionType: null,
      courseOfFireId: null,
      sessionCount: 3,
      shotsFired: 40,
      averageScorePercent: 76,
      bestScorePercent: 90,
      tensPer60: 18,
      xsPer60: 9,
      weeklyTrend: [
        { weekStart: "2026-11-02", sessions: 2, shotsFired: 30, averageScorePercent: 89 },
        { weekStart: "2026-11-09", sessions: 1, shotsFired: 10, averageScorePercent: 50 },
      ],
      byDiscipline: [
        { discipline: "AR", sessions: 2, averageScorePercent: 89 },
        { discipline: "Pistol", sessions: 1, averageScorePercent: 50 },
      ],
      seriesConsistency: { seriesCount: 2, meanSeriesPercent: 88, firstHalfPercent: 96, secondHalfPercent: 80, fade: -16 },
      correlations: { hoursOfSleep: { r: 0.8874, n: 3 }, focusLevel: { r: null, n: 0 } },
      trainingVsCompetition: [
        {
          courseOfFireId: world.courseOfFireId,
          courseOfFireCode: world.courseOfFireCode,
          trainingSessions: 1,
          trainingAverageScorePercent: 90,
          competitionEntries: 1,
          competitionAverageScorePercent: 90,
          gap: 0,
        },
      ],
    });

    const filtered = await api.get(`${journal}/stats?from=2026-11-03&to=2026-11-30&discipline=AR`);
    expect(filtered.body).toMatchObject({ sessionCount: 1, averageScorePercent: 88, from: "2026-11-03T00:00:00.000Z", discipline: "AR" });
    expectProblem(await api.get(`${journal}/stats?from=soon`), 400);
  });

  test("per course of fire: scores in the event's units, integer and decimal never mixed, personal and season bests", async ({
    api,
    world,
  }) => {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Per", lastName: "Course" })).id,
    );
    const journal = `/api/athletes/${athleteId}/journal`;
    const ar60 = ((await api.get("/api/courses-of-fire?limit=100")).body.items as Body[]).find((c) => c.code === "AR60");
    const entry = async (body: Record<string, unknown>) =>
      String(created(await api.post(journal, { courseOfFireId: ar60?.id, shotsFired: 60, ...body })).id);
    const integerBest = await entry({ sessionDate: "2026-03-01T18:00:00Z", score: 590, maxScore: 600 });
    await entry({ sessionDate: "2026-02-01T18:00:00Z", score: 587, maxScore: 600 });
    const decimalBest = await entry({ sessionDate: "2025-11-01T18:00:00Z", score: 628.5, maxScore: 654 });
    // Its score comes from its series: 103.5 × 6 = 621 of 6 × 109 = 654.
    const fromSeries = await entry({ sessionDate: "2026-04-01T18:00:00Z" });
    const read = await api.get(`${journal}/${fromSeries}`);
    const series = [1, 2, 3, 4, 5, 6].map((n) => ({ seriesNumber: n, score: 103.5, maxScore: 109, shotCount: 10 }));
    expect(
      (await api.put(`${journal}/${fromSeries}/series`, { scoreSeries: series }, { headers: { "if-match": read.headers.etag ?? "" } }))
        .status,
    ).toBe(200);

    const stats = (await api.get(`${journal}/stats?to=2026-06-30T00:00:00Z`)).body;
    // By percentage the integer 590/600 (98.3 %) outranks the decimal 628.5/654 (96.1 %).
    expect(stats.bestSession).toMatchObject({ entryId: integerBest });
    expect(stats.byCourseOfFire).toEqual([
      {
        courseOfFireId: ar60?.id,
        courseOfFireCode: "AR60",
        courseOfFireName: ar60?.name,
        maxScore: 600,
        scoring: "integer",
        sessions: 2,
        averageScore: 588.5,
        personalBest: { entryId: integerBest, sessionDate: "2026-03-01T18:00:00.000Z", score: 590 },
        seasonBest: { entryId: integerBest, sessionDate: "2026-03-01T18:00:00.000Z", score: 590 },
        weeklyTrend: [
          { weekStart: "2026-01-26", sessions: 1, averageScore: 587 },
          { weekStart: "2026-02-23", sessions: 1, averageScore: 590 },
        ],
      },
      {
        courseOfFireId: ar60?.id,
        courseOfFireCode: "AR60",
        courseOfFireName: ar60?.name,
        maxScore: 654,
        scoring: "decimal",
        sessions: 2,
        // (628.5 + 621) / 2 = 624.75, shown to a tenth.
        averageScore: 624.8,
        personalBest: { entryId: decimalBest, sessionDate: "2025-11-01T18:00:00.000Z", score: 628.5 },
        seasonBest: { entryId: fromSeries, sessionDate: "2026-04-01T18:00:00.000Z", score: 621 },
        // Its own trend, in decimal points, never beside the whole rings as percentages.
        weeklyTrend: [
          { weekStart: "2025-10-27", sessions: 1, averageScore: 628.5 },
          { weekStart: "2026-03-30", sessions: 1, averageScore: 621 },
        ],
      },
    ]);

    // Filtered as the list is: by course of fire, and by session type in any case.
    await entry({ sessionDate: "2026-03-02T18:00:00Z", score: 570, maxScore: 600, sessionType: "Match", courseOfFireId: null });
    const ofCourse = (await api.get(`${journal}/stats?to=2026-06-30T00:00:00Z&courseOfFireId=${String(ar60?.id)}`)).body;
    expect(ofCourse).toMatchObject({ sessionCount: 4 });
    const matches = (await api.get(`${journal}/stats?to=2026-06-30T00:00:00Z&sessionType=match`)).body;
    expect(matches).toMatchObject({ sessionType: "match", sessionCount: 1, averageScorePercent: 95, byCourseOfFire: [] });
    expectProblem(await api.get(`${journal}/stats?courseOfFireId=AR60`), 400);
  });

  test("is private to the athlete and admins", async ({ api, world }) => {
    expect((await api.get(`/api/athletes/${world.athleteId}/journal/stats`, { key: world.keys.athlete })).status).toBe(200);
    for (const key of [world.keys.teammate, world.keys.staff, world.keys.competitionAdmin]) {
      expectProblem(await api.get(`/api/athletes/${world.athleteId}/journal/stats`, { key }), 403);
    }
  });

  test("kept journal answers are never stale: every kind of write, through the API or straight into the database, shows at once in the statistics and the list", async ({
    api,
    world,
  }) => {
    const athleteId = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Fresh", lastName: "Figures" })).id,
    );
    const code = `FRESH-${Date.now().toString(36)}`;
    const course = created(
      await api.post("/api/courses-of-fire", { name: "Fresh course", code, discipline: "AR", shotCount: 10, maxScore: 100 }),
    );
    const journal = `/api/athletes/${athleteId}/journal`;
    const stats = async (query = ""): Promise<Body> => {
      const reply = await api.get(`${journal}/stats${query}`);
      expect(reply.status).toBe(200);
      return reply.body;
    };
    const training = async (query = "") => ((await stats(query)).trainingVsCompetition as Body[])[0];
    const list = async (): Promise<Body[]> => {
      const reply = await api.get(journal);
      expect(reply.status).toBe(200);
      return reply.body.items as Body[];
    };
    const sql = (statement: string) => executeSql(databaseUrl(), [statement]);

    const first = String(
      created(await api.post(journal, { sessionDate: "2026-11-02T18:00:00Z", score: 90, maxScore: 100, courseOfFireId: course.id })).id,
    );
    expect(await stats()).toMatchObject({ sessionCount: 1, averageScorePercent: 90 });
    expect(await list()).toHaveLength(1);

    const second = String(created(await api.post(journal, { sessionDate: "2026-11-03T18:00:00Z", score: 50, maxScore: 100 })).id);
    expect(await stats()).toMatchObject({ sessionCount: 2, averageScorePercent: 70 });
    expect(await list()).toHaveLength(2);

    const etag = String((await api.get(`${journal}/${second}`)).headers.etag);
    const replaced = await api.put(
      `${journal}/${second}`,
      { sessionDate: "2026-11-03T18:00:00Z", score: 70, maxScore: 100 },
      { headers: { "if-match": etag } },
    );
    expect(replaced.status).toBe(200);
    expect(await stats()).toMatchObject({ sessionCount: 2, averageScorePercent: 80 });

    expect(
      (
        await api.put(`${journal}/${first}/series`, {
          scoreSeries: [
            { seriesNumber: 1, score: 45, maxScore: 50 },
            { seriesNumber: 2, score: 45, maxScore: 50 },
          ],
        })
      ).status,
    ).toBe(200);
    expect(await stats()).toMatchObject({ seriesConsistency: { seriesCount: 2, meanSeriesPercent: 90 } });
    expect((await list()).find((e) => e.id === first)?.scoreSeries).toHaveLength(2);
    await sql(`UPDATE "ScoreSeries" SET "score" = 40 WHERE "journalEntryId" = '${first}' AND "seriesNumber" = 2`);
    expect((await list()).find((e) => e.id === first)?.scoreSeries).toMatchObject([{ score: 45 }, { score: 40 }]);

    expect((await api.send("DELETE", `${journal}/${second}`)).status).toBe(204);
    expect(await stats()).toMatchObject({ sessionCount: 1, averageScorePercent: 90 });
    expect(await list()).toHaveLength(1);

    const competition = created(
      await api.post("/api/competitions", { organizationId: world.organizationId, name: "Fresh match", startDate: "2027-04-10" }),
    );
    const november = "?from=2026-11-01&to=2026-11-30";
    expect(await training(november)).toMatchObject({ competitionEntries: 0 });
    const entry = created(
      await api.post(`/api/competitions/${competition.id}/entries`, { athleteId, courseOfFireId: course.id, score: 80 }),
    );
    expect(await training()).toMatchObject({ courseOfFireCode: code, competitionEntries: 1, competitionAverageScorePercent: 80 });
    expect(await training(november)).toMatchObject({ competitionEntries: 0 });

    // Names the list shows from linked records.
    const event = created(
      await api.post(`/api/athletes/${athleteId}/calendar-events`, { title: "Club night", startUtc: "2026-11-05T18:00:00Z" }),
    );
    const linked = String(
      created(
        await api.post(journal, {
          sessionDate: "2026-11-05T18:00:00Z",
          linkedCalendarEventId: event.id,
          linkedCompetitionEntryId: entry.id,
        }),
      ).id,
    );
    expect((await list()).find((e) => e.id === linked)).toMatchObject({
      linkedCalendarEventTitle: "Club night",
      linkedCompetitionName: "Fresh match",
    });
    await sql(`UPDATE "CalendarEvent" SET "title" = 'Club night (moved)' WHERE "id" = '${String(event.id)}'`);
    await sql(`UPDATE "Competition" SET "name" = 'Fresh match II' WHERE "id" = '${String(competition.id)}'`);
    expect((await list()).find((e) => e.id === linked)).toMatchObject({
      linkedCalendarEventTitle: "Club night (moved)",
      linkedCompetitionName: "Fresh match II",
    });
    expect((await api.send("DELETE", `${journal}/${linked}`)).status).toBe(204);

    // Writes no API route makes (an operator at the SQL prompt, a cascade): the triggers see them too.
    await sql(`UPDATE "CompetitionEntry" SET "score" = 60 WHERE "id" = '${String(entry.id)}'`);
    expect(await training()).toMatchObject({ competitionAverageScorePercent: 60 });
    await sql(
      `UPDATE "Competition" SET "startDate" = (SELECT "sessionDate" FROM "JournalEntry" WHERE "id" = '${first}') WHERE "id" = '${String(competition.id)}'`,
    );
    expect(await training(november)).toMatchObject({ competitionEntries: 1 });
    await sql(`UPDATE "CourseOfFire" SET "code" = '${code}-R' WHERE "id" = '${String(course.id)}'`);
    expect(await training()).toMatchObject({ courseOfFireCode: `${code}-R` });
    await sql(`UPDATE "JournalEntry" SET "scorePercent" = 10 WHERE "id" = '${first}'`);
    expect(await stats()).toMatchObject({ averageScorePercent: 10 });
    await sql(`DELETE FROM "CompetitionEntry" WHERE "id" = '${String(entry.id)}'`);
    expect(await training()).toMatchObject({ competitionEntries: 0 });

    // Statements that change many rows at once, some of them another athlete's (on PostgreSQL the
    // revision of updates and deletes is raised once per statement, not per row).
    await sql(`DELETE FROM "ScoreSeries" WHERE "journalEntryId" = '${first}'`);
    expect((await list()).find((e) => e.id === first)?.scoreSeries).toEqual([]);
    const rifle = created(await api.post(`/api/athletes/${athleteId}/equipment-profiles`, { name: "Old rifle" }));
    const withRifle: string[] = [];
    for (const day of ["06", "07"]) {
      withRifle.push(
        String(created(await api.post(journal, { sessionDate: `2026-11-${day}T18:00:00Z`, equipmentProfileId: rifle.id })).id),
      );
    }
    expect((await list()).filter((e) => e.equipmentProfileId === rifle.id)).toHaveLength(2);
    // Its foreign key sets both entries' link to NULL in one statement of the database's own.
    expect((await api.send("DELETE", `/api/athletes/${athleteId}/equipment-profiles/${String(rifle.id)}`)).status).toBe(204);
    expect((await list()).filter((e) => withRifle.includes(String(e.id))).map((e) => e.equipmentProfileId)).toEqual([null, null]);

    const other = String(
      created(await api.post("/api/athletes", { organizationId: world.organizationId, firstName: "Other", lastName: "Journal" })).id,
    );
    const otherList = async () => ((await api.get(`/api/athletes/${other}/journal`)).body.items as Body[]).map((e) => String(e.id));
    expect(await otherList()).toEqual([]);
    await sql(`UPDATE "JournalEntry" SET "athleteId" = '${other}' WHERE "id" IN ('${withRifle.join("', '")}')`);
    expect((await otherList()).sort()).toEqual([...withRifle].sort());
    expect((await list()).map((e) => String(e.id))).toEqual([first]);
    const mine = String(created(await api.post(journal, { sessionDate: "2026-11-08T18:00:00Z" })).id);
    expect(await list()).toHaveLength(2);
    await sql(`DELETE FROM "JournalEntry" WHERE "id" IN ('${mine}', '${withRifle[0]}')`);
    expect((await list()).map((e) => String(e.id))).toEqual([first]);
    expect(await otherList()).toEqual([withRifle[1]]);
  });
});
