import { type Api, type Body, created, expect, expectProblem, fieldErrors, test } from "../fixtures";

type Course = Body & { id: string; code: string };

const shot = (seriesNumber: number, shotNumber: number, decimalScore: number, more: Body = {}) => ({
  seriesNumber,
  shotNumber,
  score: Math.floor(decimalScore),
  decimalScore,
  ...more,
});

test.describe("courses of fire as presets", () => {
  test("every database starts with the ISSF and national courses, each with its layout", async ({ api }) => {
    const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Course[];
    const byCode = new Map(courses.map((c) => [c.code, c]));
    for (const code of [
      "AR60",
      "AP60",
      "SB3X20",
      "SB3X40",
      "SBP60",
      "SP60",
      "RFP60",
      "FP60",
      "FR3X20",
      "FRP60",
      "3PAR3X20",
      "3PAR3X10",
      "AR40",
      "NRA-SB3P-50FT",
      "NRA-SBPR-40",
    ]) {
      expect(byCode.has(code), code).toBe(true);
    }
    expect(byCode.get("AR60")).toMatchObject({
      name: "10m Air Rifle, 60 shots",
      discipline: "Air Rifle",
      positions: ["Standing"],
      shotCount: 60,
      seriesCount: 6,
      shotsPerSeries: 10,
      scoring: "decimal",
      maxScore: 654,
      innerTens: true,
      sightersAllowed: true,
      timeLimitMinutes: 75,
      targetFace: "issf-10m-air-rifle",
    });
    // Where an event has one time for the match (sighters included), it is there; staged events have none.
    expect([byCode.get("AP60"), byCode.get("SBP60"), byCode.get("FP60"), byCode.get("RFP60")].map((c) => c?.timeLimitMinutes)).toEqual([
      75,
      50,
      90,
      null,
    ]);
    expect(byCode.get("SB3X40")).toMatchObject({
      positions: ["Kneeling", "Prone", "Standing"],
      shotCount: 120,
      maxScore: 1200,
      scoring: "integer",
    });
    expect(byCode.get("RFP60")).toMatchObject({ seriesCount: 12, shotsPerSeries: 5, targetFace: "issf-rapid-fire-pistol" });
  });

  test("an admin's course of fire carries the same layout, checked", async ({ api }) => {
    const code = `LAYOUT-${Date.now().toString(36)}`;
    const course = created(
      await api.post("/api/courses-of-fire", {
        name: "Club 3x10",
        code,
        positions: ["Prone", "Standing", "Kneeling"],
        seriesCount: 3,
        shotsPerSeries: 10,
        scoring: "integer",
        targetFace: "issf-10m-air-rifle",
      }),
    );
    expect(course).toMatchObject({ positions: ["Prone", "Standing", "Kneeling"], scoring: "integer", innerTens: null });
    const bad = expectProblem(
      await api.post("/api/courses-of-fire", { name: "Odd", code: `${code}-2`, scoring: "tenths", targetFace: "moon" }),
      422,
    );
    expect(Object.keys(fieldErrors(bad)).sort()).toEqual(["/scoring", "/targetFace"]);
  });
});

test.describe("shots of a journal entry (API section 9)", () => {
  test("a replace derives the series and totals from the scoring shots; GET gives the groups", async ({ api, world }) => {
    const key = { key: world.keys.athlete };
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const entry = created(await api.post(journal, { sessionDate: "2026-11-20T17:00:00Z", discipline: "Air Rifle" }, key));
    // A name typed on series 2 before the shots came stays with it.
    await api.put(`${journal}/${entry.id}/series`, { scoreSeries: [{ seriesNumber: 2, seriesName: "After the break", score: 1 }] }, key);
    const path = `${journal}/${entry.id}/shots`;
    const shots = [
      shot(1, 1, 8.7, { isSighter: true, x: 5, y: 4 }),
      shot(1, 2, 10.4, { isInnerTen: true, x: -1, y: 1 }),
      shot(1, 3, 9.8, { x: 2, y: -2.5 }),
      shot(2, 1, 10.1, { x: 1, y: 1 }),
      shot(2, 2, 10.6, { isInnerTen: true, x: 1, y: -1 }),
    ];
    const replaced = await api.put(path, { shots }, key);
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    // By hand: series 1 is 10.4 + 9.8 = 20.2, series 2 is 10.1 + 10.6 = 20.7; 40.9 of 4 × 10.9 = 43.6.
    expect(replaced.body).toMatchObject({
      score: 40.9,
      maxScore: 43.6,
      shotsFired: 4,
      numberOfTens: 3,
      numberOfXs: 2,
      totalsFromShots: true,
      totalsFromSeries: [],
    });
    expect(
      (replaced.body.scoreSeries as Body[]).map((s) => [s.seriesNumber, s.score, s.maxScore, s.shotCount, s.innerTens, s.seriesName]),
    ).toEqual([
      [1, 20.2, 21.8, 2, 1, null],
      [2, 20.7, 21.8, 2, 1, "After the break"],
    ]);

    const read = await api.get(path, key);
    expect(read.status).toBe(200);
    expect(read.body.shots).toHaveLength(5);
    expect((read.body.shots as Body[])[0]).toMatchObject({ seriesNumber: 1, shotNumber: 1, isSighter: true, x: 5, y: 4 });
    // Series 2's shots at (1, 1) and (1, -1): centre (1, 0), 2 mm apart, each 1 mm from the centre.
    expect((read.body.series as Body[])[1]).toMatchObject({
      seriesNumber: 2,
      score: 20.7,
      group: { count: 2, meanX: 1, meanY: 0, extremeSpread: 2, meanRadius: 1 },
    });
    // Centre: x (−1 + 2 + 1 + 1) / 4 = 0.75, y (1 − 2.5 + 1 − 1) / 4 = −0.375, to a hundredth.
    expect(read.body.session).toMatchObject({ count: 4, meanX: 0.75, meanY: -0.38 });
    expect(read.body.sighters).toMatchObject({ count: 1, meanX: 5, meanY: 4 });

    expect((replaced.body.scoreSeries as Body[]).map((s) => s.fromShots)).toEqual([true, true]);

    // Series 1 now comes from its shots: typing over it is refused, in words.
    const series = await api.put(`${journal}/${entry.id}/series`, { scoreSeries: [{ seriesNumber: 1, score: 99 }] }, key);
    expect(expectProblem(series, 409).detail).toBe("Series 1 is the sum of its 2 shots; change its shots instead.");

    // A round trip of the entry keeps the mark; editing a total ends it.
    const current = await api.get(`${journal}/${entry.id}`, key);
    const {
      id: _id,
      athleteId: _a,
      createdUtc: _c,
      updatedUtc: _u,
      scoreSeries: _s,
      totalsFromSeries: _t,
      totalsFromShots: _f,
      ...fields
    } = current.body;
    const same = await api.put(`${journal}/${entry.id}`, fields, { ...key, headers: { "if-match": current.headers.etag ?? "" } });
    expect(same.body.totalsFromShots).toBe(true);
    const edited = await api.put(`${journal}/${entry.id}`, { ...fields, score: 41 }, key);
    expect(edited.body).toMatchObject({ score: 41, totalsFromShots: false });
  });

  test("bad shots are 422 naming each one; a stale If-Match is 412 and changes nothing", async ({ api, world }) => {
    const key = { key: world.keys.athlete };
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const entry = created(await api.post(journal, { sessionDate: "2026-11-21T17:00:00Z", score: 95, maxScore: 100 }, key));
    const path = `${journal}/${entry.id}/shots`;
    const bad = expectProblem(
      await api.put(
        path,
        {
          shots: [
            shot(1, 1, 9.5),
            shot(1, 1, 9.1),
            { seriesNumber: 1, shotNumber: 2, score: 9, decimalScore: 10.2 },
            { seriesNumber: 1, shotNumber: 3, score: 9, isInnerTen: true },
            { seriesNumber: 1, shotNumber: 4, score: 11, x: 3 },
          ],
        },
        key,
      ),
      422,
    );
    expect(fieldErrors(bad)).toEqual({
      "/shots/1/shotNumber": expect.stringMatching(/repeats shot 1 of series 1/),
      "/shots/2/decimalScore": expect.stringMatching(/within the ring scored/),
      "/shots/3/isInnerTen": expect.stringMatching(/only a 10/),
      "/shots/4/score": expect.any(String),
      "/shots/4/y": expect.any(String),
    });
    expect((await api.get(path, key)).body.shots).toEqual([]);

    const stale = await api.put(path, { shots: [shot(1, 1, 9.5)] }, { ...key, headers: { "if-match": '"not-the-tag"' } });
    expectProblem(stale, 412);
    expect((await api.get(`${journal}/${entry.id}`, key)).body).toMatchObject({ score: 95, totalsFromShots: false });

    // Integer scores when one shot has no decimal; sighters alone leave the typed totals.
    const whole = await api.put(path, { shots: [shot(1, 1, 9.5), { seriesNumber: 1, shotNumber: 2, score: 10 }] }, key);
    expect(whole.body).toMatchObject({ score: 19, maxScore: 20, shotsFired: 2, totalsFromShots: true });
    const sighters = await api.put(path, { shots: [shot(1, 1, 9.5, { isSighter: true })] }, key);
    expect(sighters.body).toMatchObject({ score: 19, maxScore: 20, totalsFromShots: false });
  });

  test("who may read and write shots follows the journal", async ({ api, world }) => {
    const journal = `/api/athletes/${world.athleteId}/journal`;
    const entry = created(await api.post(journal, { sessionDate: "2026-11-22T17:00:00Z" }, { key: world.keys.athlete }));
    const path = `${journal}/${entry.id}/shots`;
    expect((await api.get(path, { key: world.keys.admin })).status).toBe(200);
    expectProblem(await api.get(path, { key: world.keys.staff }), 403);
    expectProblem(await api.put(path, { shots: [] }, { key: world.keys.otherStaff }), 403);
    expectProblem(await api.get(`${journal}/00000000-0000-7000-8000-000000000000/shots`, { key: world.keys.athlete }), 404);
  });
});

test.describe("series and shots side by side (API section 9)", () => {
  const typedSix = [103.4, 102.1, 101, 104.2, 100.9, 102.5];
  const typedSeries = (scores: number[]) => scores.map((score, i) => ({ seriesNumber: i + 1, score, maxScore: 109, shotCount: 10 }));
  // Ten shots of series 3, by hand: 10.4 + 10.1 + 9.8 + 10.6 + 10.2 + 9.9 + 10.5 + 10.0 + 9.7 + 10.3 = 101.5; three inner tens.
  const seriesThree = [10.4, 10.1, 9.8, 10.6, 10.2, 9.9, 10.5, 10.0, 9.7, 10.3].map((value, i) =>
    shot(3, i + 1, value, { isInnerTen: value >= 10.4 }),
  );

  async function sessionWithSixSeries(api: Api, athleteId: string, key: string) {
    const journal = `/api/athletes/${athleteId}/journal`;
    const entry = created(await api.post(journal, { sessionDate: "2026-11-23T17:00:00Z", discipline: "Air Rifle" }, { key }));
    const typed = await api.put(`${journal}/${entry.id}/series`, { scoreSeries: typedSeries(typedSix) }, { key });
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    expect(typed.body).toMatchObject({ score: 614.1, maxScore: 654 });
    return `${journal}/${entry.id}`;
  }

  test("shots for one series never touch the typed others; the total sums every series", async ({ api, world }) => {
    const key = world.keys.athlete;
    const entry = await sessionWithSixSeries(api, world.athleteId, key);
    const replaced = await api.put(`${entry}/shots`, { shots: [shot(2, 1, 9.1, { isSighter: true }), ...seriesThree] }, { key });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    const series = replaced.body.scoreSeries as Body[];
    expect(series.map((s) => [s.seriesNumber, s.score, s.fromShots])).toEqual([
      [1, 103.4, false],
      [2, 102.1, false],
      [3, 101.5, true],
      [4, 104.2, false],
      [5, 100.9, false],
      [6, 102.5, false],
    ]);
    expect(series[2]).toMatchObject({ shotCount: 10, maxScore: 109, innerTens: 3 });
    // 614.1 typed, less series 3's typed 101, plus its shots' 101.5; a sighter in series 2 counts nowhere.
    expect(replaced.body).toMatchObject({ score: 614.6, maxScore: 654, shotsFired: 60, totalsFromShots: true });

    // Another save of the same shots (the shots page sends the whole list) changes nothing else.
    const again = await api.put(`${entry}/shots`, { shots: seriesThree }, { key });
    expect((again.body.scoreSeries as Body[]).map((s) => s.score)).toEqual([103.4, 102.1, 101.5, 104.2, 100.9, 102.5]);
    expect((await api.get(entry, { key })).body).toMatchObject({ score: 614.6, maxScore: 654 });
  });

  test("removing a series' shots keeps the score they last added up to, now typed", async ({ api, world }) => {
    const key = world.keys.athlete;
    const entry = await sessionWithSixSeries(api, world.athleteId, key);
    await api.put(`${entry}/shots`, { shots: seriesThree }, { key });
    const emptied = await api.put(`${entry}/shots`, { shots: [] }, { key });
    expect(emptied.status).toBe(200);
    expect((emptied.body.scoreSeries as Body[]).map((s) => [s.score, s.fromShots])).toEqual([
      [103.4, false],
      [102.1, false],
      [101.5, false],
      [104.2, false],
      [100.9, false],
      [102.5, false],
    ]);
    expect(emptied.body).toMatchObject({ score: 614.6, maxScore: 654, totalsFromShots: false });
    // Now typed, series 3 may be typed over.
    const retyped = await api.put(`${entry}/series`, { scoreSeries: typedSeries([103.4, 102.1, 100, 104.2, 100.9, 102.5]) }, { key });
    expect(retyped.status, JSON.stringify(retyped.body)).toBe(200);
    expect((retyped.body.scoreSeries as Body[])[2]).toMatchObject({ score: 100, fromShots: false });
  });
});
