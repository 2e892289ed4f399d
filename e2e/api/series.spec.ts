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
      fromShots: false,
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

test.describe("typed series beside a series made from shots (API section 9)", () => {
  test("typed series may be added, changed and removed; changing or removing the shots' series is 409 in words", async ({ api, world }) => {
    const key = { key: world.keys.athlete };
    const base = `/api/athletes/${world.athleteId}/journal`;
    const entry = created(await api.post(base, { sessionDate: "2026-06-03T17:00:00Z" }, key));
    const path = `${base}/${entry.id}/series`;
    const typed = (seriesNumber: number, score: number) => ({ seriesNumber, score, maxScore: 109, shotCount: 10 });
    await api.put(path, { scoreSeries: [typed(1, 101.2), typed(2, 99)] }, key);
    const shots = [10.1, 10.4, 9.9].map((value, i) => ({
      seriesNumber: 2,
      shotNumber: i + 1,
      score: Math.floor(value),
      decimalScore: value,
    }));
    const withShots = await api.put(`${base}/${entry.id}/shots`, { shots }, key);
    const shotSeries = (withShots.body.scoreSeries as Series[])[1];
    expect(shotSeries).toMatchObject({ seriesNumber: 2, score: 30.4, shotCount: 3, maxScore: 32.7, fromShots: true });

    // Series 1 changed, series 3 added, series 2 sent back as it is (with a new name): all kept.
    const changed = await api.put(path, { scoreSeries: [typed(1, 100.5), { ...shotSeries, seriesName: "Plotted" }, typed(3, 102)] }, key);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((changed.body.scoreSeries as Series[]).map((s) => [s.seriesNumber, s.score, s.seriesName, s.fromShots])).toEqual([
      [1, 100.5, null, false],
      [2, 30.4, "Plotted", true],
      [3, 102, null, false],
    ]);
    expect((changed.body.scoreSeries as Series[])[1]?.id).toBe(shotSeries?.id);
    // The entry's total follows every series: 100.5 + 30.4 + 102.
    expect(changed.body).toMatchObject({ score: 232.9, maxScore: 250.7, shotsFired: 23, totalsFromShots: true });

    // Typed series 3 removed: fine. Series 2 typed over, or left out: refused, naming it, no path or method.
    expect((await api.put(path, { scoreSeries: [typed(1, 100.5), shotSeries] }, key)).status).toBe(200);
    for (const scoreSeries of [[typed(1, 100.5), typed(2, 104)], [typed(1, 100.5)]]) {
      const refused = expectProblem(await api.put(path, { scoreSeries }, key), 409, "conflict");
      expect(refused.detail).toBe("Series 2 is the sum of its 3 shots; change its shots instead.");
      expect(String(refused.detail)).not.toMatch(/\/|PUT|POST/);
    }
    const after = (await api.get(`${base}/${entry.id}`, key)).body;
    expect((after.scoreSeries as Series[]).map((s) => s.score)).toEqual([100.5, 30.4]);
    expect(after.score).toBe(130.9);
  });
});
