import { type Body, created, expect, expectProblem, fieldErrors, test } from "../fixtures";

type Series = Body & { id: string; seriesNumber: number };

test.describe("PUT /api/athletes/{athleteId}/journal/{entryId}/series", () => {
  test("replaces the whole list, keeps known ids, and names the totals that came from the series", async ({ api, world }) => {
    const entry = created(
      await api.post(
        `/api/athletes/${world.athleteId}/journal`,
        { sessionDate: "2026-06-01T17:00:00Z", numberOfTens: 20 },
        { key: world.keys.athlete },
      ),
    );
    const path = `/api/athletes/${world.athleteId}/journal/${entry.id}/series`;
    const first = await api.put(
      path,
      {
        scoreSeries: [
          { seriesNumber: 2, seriesName: "Series 2", score: 103.1, maxScore: 109, innerTens: 4, shotCount: 10, notes: "steady" },
          { seriesNumber: 1, seriesName: "Series 1", score: 101.4, maxScore: 109, innerTens: 2, shotCount: 10 },
        ],
      },
      { key: world.keys.athlete },
    );
    expect(first.status).toBe(200);
    const series = first.body.scoreSeries as Series[];
    expect(series.map((s) => s.seriesNumber)).toEqual([1, 2]);
    expect(series[1]).toEqual({
      id: expect.any(String),
      journalEntryId: entry.id,
      seriesNumber: 2,
      seriesName: "Series 2",
      score: 103.1,
      maxScore: 109,
      innerTens: 4,
      shotCount: 10,
      notes: "steady",
    });
    expect(first.body).toMatchObject({ score: 204.5, maxScore: 218, shotsFired: 20, numberOfXs: 6, numberOfTens: 20 });
    expect(first.body.totalsFromSeries).toEqual(["score", "maxScore", "shotsFired", "numberOfXs"]);

    const kept = series[0]?.id;
    const second = await api.put(
      path,
      {
        scoreSeries: [
          { id: kept, seriesNumber: 1, score: 100, maxScore: 109 },
          { seriesNumber: 3, score: 99 },
        ],
      },
      { key: world.keys.athlete },
    );
    const after = second.body.scoreSeries as Series[];
    expect(after.map((s) => [s.seriesNumber, s.score])).toEqual([
      [1, 100],
      [3, 99],
    ]);
    expect(after[0]?.id).toBe(kept);
    expect(after.map((s) => s.id)).not.toContain(series[1]?.id);
    expect(second.body.totalsFromSeries).toEqual(["score"]);
    expect(second.body.maxScore).toBeNull();

    const own = await api.put(
      `/api/athletes/${world.athleteId}/journal/${entry.id}`,
      { sessionDate: "2026-06-01T17:00:00Z", score: 590, maxScore: 654 },
      { key: world.keys.athlete },
    );
    expect(own.body).toMatchObject({ score: 590, maxScore: 654, totalsFromSeries: [] });
    const cleared = await api.put(path, { scoreSeries: [] }, { key: world.keys.athlete });
    expect(cleared.body.scoreSeries).toEqual([]);
  });

  test("422 for repeated numbers, scores over their maximum, inner tens over shots; nothing changes", async ({ api, world }) => {
    const entry = created(
      await api.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2026-06-02T17:00:00Z" }, { key: world.keys.athlete }),
    );
    const path = `/api/athletes/${world.athleteId}/journal/${entry.id}/series`;
    const good = await api.put(path, { scoreSeries: [{ seriesNumber: 1, score: 95 }] }, { key: world.keys.athlete });
    const problem = expectProblem(
      await api.put(
        path,
        {
          scoreSeries: [
            { seriesNumber: 1, score: 110, maxScore: 109 },
            { seriesNumber: 1, score: 90, innerTens: 11, shotCount: 10 },
            { seriesNumber: 0, score: -1 },
            { score: 50 },
          ],
        },
        { key: world.keys.athlete },
      ),
      422,
    );
    expect(fieldErrors(problem)).toEqual({
      "/scoreSeries/0/score": "must not exceed maxScore (109)",
      "/scoreSeries/1/innerTens": "must not exceed shotCount (10)",
      "/scoreSeries/2/seriesNumber": "must be at least 1",
      "/scoreSeries/2/score": "must be at least 0",
      "/scoreSeries/3/seriesNumber": "is required",
    });
    expectProblem(
      await api.put(
        path,
        {
          scoreSeries: [
            { seriesNumber: 1, score: 1 },
            { seriesNumber: 1, score: 2 },
          ],
        },
        { key: world.keys.athlete },
      ),
      422,
    );
    expectProblem(await api.put(path, { series: [] }, { key: world.keys.athlete }), 422);
    const now = await api.get(`/api/athletes/${world.athleteId}/journal/${entry.id}`, { key: world.keys.athlete });
    expect(now.body).toEqual(good.body);
  });

  test("If-Match, scope and 404", async ({ api, world }) => {
    const entry = created(
      await api.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2026-06-03T17:00:00Z" }, { key: world.keys.athlete }),
    );
    const path = `/api/athletes/${world.athleteId}/journal/${entry.id}/series`;
    const etag = String((await api.get(`/api/athletes/${world.athleteId}/journal/${entry.id}`, { key: world.keys.athlete })).headers.etag);
    expect(
      (await api.put(path, { scoreSeries: [{ seriesNumber: 1, score: 90 }] }, { key: world.keys.athlete, headers: { "if-match": etag } }))
        .status,
    ).toBe(200);
    expectProblem(await api.put(path, { scoreSeries: [] }, { key: world.keys.athlete, headers: { "if-match": etag } }), 412);
    expectProblem(await api.put(path, { scoreSeries: [] }, { key: world.keys.teammate }), 403);
    expectProblem(await api.put(path, { scoreSeries: [] }, { key: world.keys.staff }), 403);
    expectProblem(await api.put(`/api/athletes/${world.teammateId}/journal/${entry.id}/series`, { scoreSeries: [] }), 404);
  });
});
