// Entries' integrity ahead of match day (API section 13): an athlete enters without a score, one
// entry per athlete and course of fire, and the host's competition admins edit and withdraw entries.
import { type Api, type Body, created, expect, expectProblem, test, type World } from "../fixtures";

async function freshCompetition(api: Api, world: World): Promise<string> {
  const competition = created(
    await api.post("/api/competitions", { organizationId: world.organizationId, name: "Club final", startDate: "2027-03-06" }),
  );
  return `/api/competitions/${String(competition.id)}/entries`;
}

async function otherCourse(api: Api, world: World): Promise<string> {
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Body[];
  return String(courses.find((c) => c.id !== world.courseOfFireId && c.code === "AP60")?.id);
}

test.describe("competition entries' integrity (API section 13)", () => {
  test("an athlete enters themself without a score; a score, series or shots in their request is 403", async ({ api, world }) => {
    const entries = await freshCompetition(api, world);
    const athlete = { key: world.keys.athlete };
    const entry = { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId };
    for (const extra of [{ score: 640 }, { series: [{ seriesNumber: 1, score: 104.2 }] }, { shots: [] }]) {
      const refused = expectProblem(await api.post(entries, { ...entry, ...extra }, athlete), 403, "forbidden");
      expect(refused.detail).toMatch(/^An athlete enters without (a score|series|shots): the host's officials write the scores/);
    }
    expect((await api.get(entries)).body.items).toEqual([]);
    const own = created(await api.post(entries, entry, athlete));
    expect(own).toMatchObject({ ...entry, score: null });
    // The host's competition admin may write a score.
    const withScore = await api.post(entries, { athleteId: world.teammateId, score: 612.3 }, { key: world.keys.competitionAdmin });
    expect(created(withScore)).toMatchObject({ score: 612.3 });
  });

  test("a second entry of one athlete on one course of fire is 409; another course is a new entry", async ({ api, world }) => {
    const entries = await freshCompetition(api, world);
    const entry = { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId };
    created(await api.post(entries, entry));
    const twice = expectProblem(await api.post(entries, { ...entry, score: 600 }), 409, "conflict");
    expect(twice.detail).toMatch(/already entered in this competition on this course of fire/);
    created(await api.post(entries, { ...entry, courseOfFireId: await otherCourse(api, world) }));
    created(await api.post(entries, { athleteId: world.athleteId }));
    expectProblem(await api.post(entries, { athleteId: world.athleteId }), 409);
    expect((await api.get(entries)).body.items).toHaveLength(3);
  });

  test("the host's competition admins edit (PUT) and withdraw (DELETE) entries; an athlete withdraws only their own", async ({
    api,
    world,
  }) => {
    const entries = await freshCompetition(api, world);
    const official = { key: world.keys.competitionAdmin };
    const mine = created(await api.post(entries, { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId }, official));
    const theirs = created(await api.post(entries, { athleteId: world.teammateId, courseOfFireId: world.courseOfFireId }, official));
    const path = `${entries}/${String(mine.id)}`;
    const read = await api.get(path, official);

    const edited = await api.put(
      path,
      { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId, score: 618.7 },
      { ...official, headers: { "if-match": String(read.headers.etag) } },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ id: mine.id, score: 618.7 });
    expectProblem(
      await api.put(
        path,
        { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId },
        { ...official, headers: { "if-match": String(read.headers.etag) } },
      ),
      412,
    );
    // Editing one into the other's place would make a second entry.
    expectProblem(
      await api.put(`${entries}/${String(theirs.id)}`, { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId }, official),
      409,
    );
    for (const key of [world.keys.athlete, world.keys.staff, world.keys.otherStaff]) {
      expectProblem(await api.put(path, { athleteId: world.athleteId, score: 654 }, { key }), 403);
    }
    expect((await api.get(path)).body.score).toBe(618.7);

    // The teammate may not withdraw the athlete; the athlete withdraws their own; the official any.
    expectProblem(await api.send("DELETE", path, { key: world.keys.teammate }), 403);
    expect((await api.send("DELETE", path, { key: world.keys.athlete })).status).toBe(204);
    expectProblem(await api.get(path), 404);
    expect((await api.send("DELETE", `${entries}/${String(theirs.id)}`, official)).status).toBe(204);
    expect((await api.get(entries)).body.items).toEqual([]);
  });
});
