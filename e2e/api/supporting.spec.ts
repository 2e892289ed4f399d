import { randomUUID } from "node:crypto";
import { created, expect, expectProblem, test } from "../fixtures";

test.describe("supporting resources: create and read", () => {
  test("organizations: admins create; staff and athletes read only their own", async ({ api, world }) => {
    const reply = await api.post("/api/organizations", { name: "  Northside Pistol League  " });
    const organization = created(reply);
    expect(organization).toEqual({
      id: expect.any(String),
      name: "Northside Pistol League",
      createdUtc: expect.stringMatching(/Z$/),
      updatedUtc: expect.stringMatching(/Z$/),
    });
    expect((await api.get(String(reply.headers.location))).body).toEqual(organization);
    expectProblem(await api.post("/api/organizations", { name: "Mine" }, { key: world.keys.staff }), 403);
    expectProblem(await api.post("/api/organizations", { name: "" }), 422);
    expect((await api.get(`/api/organizations/${world.organizationId}`, { key: world.keys.staff })).status).toBe(200);
    expect((await api.get(`/api/organizations/${world.organizationId}`, { key: world.keys.athlete })).status).toBe(200);
    expectProblem(await api.get(`/api/organizations/${world.otherOrganizationId}`, { key: world.keys.staff }), 403);
    expectProblem(await api.get(`/api/organizations/${world.otherOrganizationId}`, { key: world.keys.athlete }), 403);
    expectProblem(await api.get(`/api/organizations/${randomUUID()}`), 404);
  });

  test("athletes: every field round-trips; the organization must exist; reads follow scope", async ({ api, world }) => {
    const body = {
      organizationId: world.organizationId,
      firstName: "Ava",
      lastName: "Thompson",
      dateOfBirth: "2010-06-08",
      gender: 2,
      country: 124,
    };
    const athlete = created(await api.post("/api/athletes", body));
    expect(athlete).toEqual({
      ...body,
      id: expect.any(String),
      dateOfBirth: "2010-06-08T00:00:00.000Z",
      createdUtc: expect.any(String),
      updatedUtc: expect.any(String),
    });
    const problem = expectProblem(
      await api.post("/api/athletes", { ...body, organizationId: randomUUID(), gender: 5, dateOfBirth: "2999-01-01" }),
      422,
    );
    expect(problem["/organizationId"] ?? problem["/gender"]).toBeTruthy();
    expect(problem["/gender"]).toBe("unknown gender 5");
    expect(problem["/dateOfBirth"]).toBe("must not be in the future");
    expectProblem(await api.post("/api/athletes", { ...body, organizationId: randomUUID() }), 422);
    expectProblem(await api.post("/api/athletes", body, { key: world.keys.staff }), 403);
    expect((await api.get(`/api/athletes/${athlete.id}`, { key: world.keys.staff })).status).toBe(200);
    expect((await api.get(`/api/athletes/${athlete.id}`, { key: world.keys.competitionAdmin })).status).toBe(200);
    expectProblem(await api.get(`/api/athletes/${athlete.id}`, { key: world.keys.otherStaff }), 403);
    expectProblem(await api.get(`/api/athletes/${athlete.id}`, { key: world.keys.athlete }), 403);
  });

  test("courses of fire: admins create, codes are unique, every key reads", async ({ api, world }) => {
    const code = `SB3X20-${Date.now().toString(36)}`;
    const course = created(
      await api.post("/api/courses-of-fire", {
        name: "50m Smallbore 3x20",
        code,
        discipline: "Smallbore Rifle",
        shotCount: 60,
        maxScore: 600,
      }),
    );
    expect(course).toMatchObject({ code, shotCount: 60, maxScore: 600 });
    expect(await api.post("/api/courses-of-fire", { name: "Dup", code })).toMatchObject({
      status: 422,
      body: { "/code": expect.stringMatching(/already used/) },
    });
    expectProblem(await api.post("/api/courses-of-fire", { name: "Bad", code: "has spaces" }), 422);
    expectProblem(await api.post("/api/courses-of-fire", { name: "X", code: "X1" }, { key: world.keys.competitionAdmin }), 403);
    for (const key of Object.values(world.keys)) expect((await api.get(`/api/courses-of-fire/${course.id}`, { key })).status).toBe(200);
  });

  test("the host's competition admins create, edit and delete its competitions; a date change reassigns; entries keep one", async ({
    api,
    world,
  }) => {
    const admin = { key: world.keys.competitionAdmin };
    const competition = created(
      await api.post("/api/competitions", { organizationId: world.organizationId, name: "Club Night", startDate: "2027-03-01" }, admin),
    );
    const path = `/api/competitions/${String(competition.id)}`;
    const read = await api.get(path);
    const edited = await api.put(
      path,
      { organizationId: world.organizationId, name: "Club Night (air)", startDate: "2027-03-02", discipline: "Air Rifle" },
      { ...admin, headers: { "if-match": read.headers.etag ?? "" } },
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Club Night (air)", startDate: "2027-03-02T00:00:00.000Z", discipline: "Air Rifle" });
    expectProblem(
      await api.put(
        path,
        { organizationId: world.organizationId, name: "Stale", startDate: "2027-03-02" },
        { ...admin, headers: { "if-match": read.headers.etag ?? "" } },
      ),
      412,
    );
    expectProblem(await api.put(path, { organizationId: world.otherOrganizationId, name: "Moved", startDate: "2027-03-02" }, admin), 403);
    expectProblem(
      await api.put(path, { organizationId: world.organizationId, name: "Staff", startDate: "2027-03-02" }, { key: world.keys.staff }),
      403,
    );
    expectProblem(await api.put(path, { organizationId: world.organizationId, name: "", startDate: "2027-03-02" }, admin), 422);
    expectProblem(await api.send("DELETE", path, { key: world.keys.otherStaff }), 403);

    // Ages are counted on the first day: moving it moves an athlete who has a birthday in between.
    const athleteId = String(
      created(
        await api.post("/api/athletes", {
          organizationId: world.organizationId,
          firstName: "Ida",
          lastName: "Turning",
          dateOfBirth: "2006-03-05",
        }),
      ).id,
    );
    created(await api.post(`${path}/entries`, { athleteId, score: 512 }));
    const classifications = `${path}/classifications`;
    created(
      await api.post(classifications, {
        name: "Junior",
        type: 1,
        displayOrder: 1,
        rules: [{ ruleType: 0, fieldName: "age", operator: 4, value: "21" }],
      }),
    );
    const count = async () =>
      ((await api.get(classifications)).body.items as Array<{ currentParticipantCount: number }>)[0]?.currentParticipantCount;
    expect(await count()).toBe(1);
    expect(
      (await api.put(path, { organizationId: world.organizationId, name: "Club Night (air)", startDate: "2027-03-10" }, admin)).status,
    ).toBe(200);
    expect(await count()).toBe(0);

    // A competition with scores stays (API section 13: DELETE only while it has no scores).
    expect(expectProblem(await api.send("DELETE", path, admin), 409, "conflict").detail).toMatch(/has 1 entry with a score/);
    const empty = created(
      await api.post("/api/competitions", { organizationId: world.organizationId, name: "Cancelled", startDate: "2027-03-01" }, admin),
    );
    expect((await api.send("DELETE", `/api/competitions/${String(empty.id)}`, admin)).status).toBe(204);
    expect((await api.get(`/api/competitions/${String(empty.id)}`)).status).toBe(404);
  });

  test("competitions and entries: host scope, entered order, score checked against the course", async ({ api, world }) => {
    const competition = created(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: "Spring Smallbore",
        startDate: "2027-04-10",
        endDate: "2027-04-11T18:00:00Z",
        discipline: "Smallbore Rifle",
      }),
    );
    expect(competition).toMatchObject({ startDate: "2027-04-10T00:00:00.000Z", endDate: "2027-04-11T18:00:00.000Z" });
    expectProblem(
      await api.post("/api/competitions", {
        organizationId: world.organizationId,
        name: "Bad",
        startDate: "2027-04-10",
        endDate: "2027-04-09",
      }),
      422,
    );
    expectProblem(
      await api.post(
        "/api/competitions",
        { organizationId: world.otherOrganizationId, name: "X", startDate: "2027-04-10" },
        { key: world.keys.competitionAdmin },
      ),
      403,
    );
    expectProblem(
      await api.post(
        "/api/competitions",
        { organizationId: world.organizationId, name: "X", startDate: "2027-04-10" },
        { key: world.keys.staff },
      ),
      403,
    );
    for (const key of Object.values(world.keys)) expect((await api.get(`/api/competitions/${competition.id}`, { key })).status).toBe(200);

    const entries = `/api/competitions/${competition.id}/entries`;
    const first = created(
      await api.post(
        entries,
        { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId, score: 600.5 },
        { key: world.keys.competitionAdmin },
      ),
    );
    const second = created(await api.post(entries, { athleteId: world.teammateId }, { key: world.keys.competitionAdmin }));
    expect(first).toMatchObject({ competitionId: competition.id, athleteId: world.athleteId, score: 600.5 });
    expect(second).toMatchObject({ courseOfFireId: null, score: null });
    const over = expectProblem(
      await api.post(entries, { athleteId: world.athleteId, courseOfFireId: world.courseOfFireId, score: 700 }),
      422,
    );
    expect(over["/score"]).toBe("must not exceed the course of fire's maximum (654)");
    expect(expectProblem(await api.post(entries, { athleteId: randomUUID() }), 422)["/athleteId"]).toBe("no athlete has this id");
    expectProblem(await api.post(entries, { athleteId: world.athleteId }, { key: world.keys.staff }), 403);

    const all = await api.get(entries, { key: world.keys.staff });
    expect((all.body.items as Array<{ id: string }>).map((e) => e.id)).toEqual([first.id, second.id]);
    const own = await api.get(entries, { key: world.keys.athlete });
    expect((own.body.items as Array<{ id: string }>).map((e) => e.id)).toEqual([first.id]);
    expectProblem(await api.get(entries, { key: world.keys.otherStaff }), 403);
    expect((await api.get(`${entries}/${first.id}`, { key: world.keys.athlete })).status).toBe(200);
    expectProblem(await api.get(`${entries}/${second.id}`, { key: world.keys.athlete }), 403);

    // The journal's picker: the athlete's own entries across competitions, with the competition named.
    const mine = `/api/athletes/${world.athleteId}/competition-entries`;
    const listed = (await api.get(mine, { key: world.keys.athlete })).body.items as Array<Record<string, unknown>>;
    expect(listed.find((e) => e.id === first.id)).toEqual({
      ...first,
      competitionName: "Spring Smallbore",
      competitionStartDate: "2027-04-10T00:00:00.000Z",
    });
    expect(listed.every((e) => e.athleteId === world.athleteId)).toBe(true);
    expect(listed.some((e) => e.id === second.id)).toBe(false);
    expectProblem(await api.get(mine, { key: world.keys.teammate }), 403);
    expectProblem(await api.get(mine, { key: world.keys.staff }), 403);
  });

  test("calendar events and equipment profiles: the athlete's own, with validation", async ({ api, world }) => {
    const events = `/api/athletes/${world.athleteId}/calendar-events`;
    const event = created(
      await api.post(
        events,
        { title: "Nationals", startUtc: "2027-06-01T08:00:00Z", endUtc: "2027-06-05T18:00:00Z", notes: "Travel on the 31st." },
        { key: world.keys.athlete },
      ),
    );
    expect(event).toMatchObject({ athleteId: world.athleteId, title: "Nationals", startUtc: "2027-06-01T08:00:00.000Z" });
    expect((await api.get(`${events}/${event.id}`, { key: world.keys.athlete })).body).toEqual(event);
    expectProblem(
      await api.post(events, { title: "Backwards", startUtc: "2027-06-05", endUtc: "2027-06-01" }, { key: world.keys.athlete }),
      422,
    );
    expectProblem(await api.get(`${events}/${event.id}`, { key: world.keys.staff }), 403);
    expectProblem(await api.get(`/api/athletes/${world.teammateId}/calendar-events/${event.id}`, { key: world.keys.teammate }), 404);

    const profiles = `/api/athletes/${world.athleteId}/equipment-profiles`;
    const profile = created(
      await api.post(
        profiles,
        {
          name: "Match",
          rifle: "Anschütz 9015",
          ammunition: "H&N Finale Match",
          sights: "Centra",
          clothing: "Thune",
          accessories: "Glove",
          notes: "Primary.",
        },
        { key: world.keys.athlete },
      ),
    );
    expect(profile).toMatchObject({ rifle: "Anschütz 9015", notes: "Primary." });
    expect((await api.get(`${profiles}/${profile.id}`, { key: world.keys.athlete })).body).toEqual(profile);
    expectProblem(await api.post(profiles, { name: "" }, { key: world.keys.athlete }), 422);
    expectProblem(await api.post(profiles, { name: "Other's" }, { key: world.keys.teammate }), 403);
  });
});
