import { type Body, created, expect, expectProblem, test } from "../fixtures";

const fullEntry = {
  sessionDate: "2026-11-20T18:30:00Z",
  sessionType: "Training",
  discipline: "Air Rifle",
  position: "Standing",
  durationMinutes: 105,
  hoursOfSleep: 7.5,
  energyLevel: 8,
  physicalHealthNotes: "Slight neck stiffness after warm-up.",
  injuriesOrIssues: "None",
  focusLevel: 7,
  confidenceLevel: 6,
  stressLevel: 3,
  mentalStateNotes: "Calm after the sighters.",
  rifle: "Walther LG400 Expert",
  ammunition: "RWS R10 Match 4.50mm",
  sights: "Centra Spectra, 4.0mm aperture",
  clothing: "Kurt Thune jacket",
  accessories: "Glove, sling",
  equipmentChanges: "Moved the butt plate 2 mm down.",
  venueType: "Indoor range",
  location: "Riverside 10m hall",
  weather: "Indoors",
  temperatureFahrenheit: 68.5,
  wind: "None",
  lighting: "Standard range lighting",
  humidity: 41,
  shotsFired: 60,
  score: 618.4,
  maxScore: 654,
  numberOfTens: 48,
  numberOfXs: 17,
  stringPosition: "Standing",
  sessionGoals: "Hold follow-through.",
  techniquesFocused: "Trigger release, breathing.",
  whatWentWell: "Stable hold in series 1-3.",
  areasForImprovement: "Late trigger in series 5.",
  coachFeedback: "Keep the breathing rhythm on the last series.",
  notes: "Felt good overall.",
  nextSessionActionItems: "Dry-fire 15 minutes.",
};

test.describe("POST /api/athletes/{athleteId}/journal (operation 1)", () => {
  test("creates an entry with every field, derived fields from its linked records, and Location", async ({ api, world }) => {
    const entry = created(
      await api.post(
        `/api/competitions/${world.competitionId}/entries`,
        {
          athleteId: world.athleteId,
          courseOfFireId: world.courseOfFireId,
          score: 620.1,
        },
        { key: world.keys.competitionAdmin },
      ),
    );
    const event = created(
      await api.post(
        `/api/athletes/${world.athleteId}/calendar-events`,
        {
          title: "Winter Open block",
          startUtc: "2026-11-01",
          endUtc: "2026-12-11",
        },
        { key: world.keys.athlete },
      ),
    );
    const equipment = created(
      await api.post(
        `/api/athletes/${world.athleteId}/equipment-profiles`,
        {
          name: "Match rifle",
          rifle: "Walther LG400",
        },
        { key: world.keys.athlete },
      ),
    );
    const body = {
      ...fullEntry,
      linkedCompetitionEntryId: entry.id,
      courseOfFireId: world.courseOfFireId,
      linkedCalendarEventId: event.id,
      equipmentProfileId: equipment.id,
    };

    const reply = await api.post(`/api/athletes/${world.athleteId}/journal`, body, { key: world.keys.athlete });
    const saved = created(reply);
    expect(reply.headers.location).toBe(`/api/athletes/${world.athleteId}/journal/${saved.id}`);
    expect(reply.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(saved).toEqual({
      ...body,
      // The coach's to write (…/coach-feedback): the athlete's new entry starts without it.
      coachFeedback: null,
      sessionDate: "2026-11-20T18:30:00.000Z",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      athleteId: world.athleteId,
      linkedCompetitionName: expect.stringMatching(/^Winter Open /),
      linkedCompetitionDate: "2026-12-12T08:00:00.000Z",
      linkedCompetitionId: world.competitionId,
      courseOfFireName: "10m Air Rifle, 60 shots",
      courseOfFireCode: world.courseOfFireCode,
      linkedCalendarEventTitle: "Winter Open block",
      scoreSeries: [],
      totalsFromSeries: [],
      totalsFromShots: false,
      createdUtc: expect.stringMatching(/Z$/),
      updatedUtc: expect.stringMatching(/Z$/),
    });

    const read = await api.get(String(reply.headers.location), { key: world.keys.athlete });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved);
    expect(read.headers.etag).toBe(reply.headers.etag);
  });

  test("needs only sessionDate and returns every absent field as null", async ({ api, world }) => {
    const saved = created(
      await api.post(`/api/athletes/${world.athleteId}/journal`, { sessionDate: "2026-11-19" }, { key: world.keys.athlete }),
    );
    expect(saved.sessionDate).toBe("2026-11-19T00:00:00.000Z");
    for (const field of Object.keys(fullEntry).filter((f) => f !== "sessionDate")) expect(saved[field], field).toBeNull();
    for (const field of [
      "linkedCompetitionName",
      "linkedCompetitionDate",
      "linkedCompetitionId",
      "courseOfFireName",
      "courseOfFireCode",
      "linkedCalendarEventTitle",
    ]) {
      expect(saved[field], field).toBeNull();
    }
    expect(saved.scoreSeries).toEqual([]);
  });

  test("admin keys may write any athlete's journal", async ({ api, world }) => {
    created(await api.post(`/api/athletes/${world.outsiderId}/journal`, { sessionDate: "2026-11-19T10:00:00Z" }));
  });

  const invalidCases: Array<[string, Body, Record<string, string | RegExp>]> = [
    ["missing sessionDate", { sessionDate: undefined }, { "/sessionDate": "is required" }],
    ["unparseable sessionDate", { sessionDate: "last Tuesday" }, { "/sessionDate": /ISO 8601/ }],
    [
      "levels out of 1..10",
      { energyLevel: 0, focusLevel: 11, confidenceLevel: 10.5, stressLevel: -1 },
      {
        "/energyLevel": "must be at least 1",
        "/focusLevel": "must be at most 10",
        "/confidenceLevel": /whole number/,
        "/stressLevel": "must be at least 1",
      },
    ],
    [
      "sleep, duration, humidity, temperature out of range",
      {
        hoursOfSleep: 25,
        durationMinutes: 1441,
        humidity: 101,
        temperatureFahrenheit: -81,
      },
      {
        "/hoursOfSleep": "must be at most 24",
        "/durationMinutes": "must be at most 1440",
        "/humidity": "must be at most 100",
        "/temperatureFahrenheit": "must be at least -80",
      },
    ],
    [
      "negative counts",
      { shotsFired: -1, numberOfTens: -2, numberOfXs: -3, score: -4 },
      {
        "/shotsFired": "must be at least 0",
        "/numberOfTens": "must be at least 0",
        "/numberOfXs": "must be at least 0",
        "/score": "must be at least 0",
      },
    ],
    ["score over maxScore", { score: 655, maxScore: 654 }, { "/score": "must not exceed maxScore (654)" }],
    [
      "tens over shots and Xs over tens",
      { shotsFired: 10, numberOfTens: 11, numberOfXs: 12 },
      {
        "/numberOfTens": "must not exceed shotsFired (10)",
        "/numberOfXs": "must not exceed numberOfTens (11)",
      },
    ],
    [
      "wrong types",
      { shotsFired: "sixty", rifle: 42, energyLevel: true },
      {
        "/shotsFired": /whole number/,
        "/rifle": /must be text/,
        "/energyLevel": /whole number/,
      },
    ],
    [
      "text too long",
      { rifle: "x".repeat(201), notes: "y".repeat(10_001) },
      {
        "/rifle": "must be at most 200 characters",
        "/notes": "must be at most 10000 characters",
      },
    ],
    [
      "ids that are not UUIDs",
      { courseOfFireId: "AR60", equipmentProfileId: 7 },
      {
        "/courseOfFireId": "must be a UUID",
        "/equipmentProfileId": /must be text/,
      },
    ],
  ];
  for (const [name, body, fields] of invalidCases) {
    test(`422 for ${name}, naming each field`, async ({ api, world }) => {
      const reply = await api.post(
        `/api/athletes/${world.athleteId}/journal`,
        { sessionDate: "2026-11-19T10:00:00Z", ...body },
        { key: world.keys.athlete },
      );
      const problem = expectProblem(reply, 422, "validation_failed");
      const pointers = Object.keys(problem).filter((k) => k.startsWith("/"));
      expect(pointers.sort()).toEqual(Object.keys(fields).sort());
      for (const [pointer, message] of Object.entries(fields)) {
        if (typeof message === "string") expect(problem[pointer]).toBe(message);
        else expect(problem[pointer]).toMatch(message);
        expect(problem.detail).toContain(pointer.slice(1));
      }
    });
  }

  test("422 for linked records that do not exist or belong to someone else", async ({ api, world }) => {
    const othersEntry = created(await api.post(`/api/competitions/${world.competitionId}/entries`, { athleteId: world.teammateId }));
    const othersEvent = created(
      await api.post(`/api/athletes/${world.teammateId}/calendar-events`, { title: "Camp", startUtc: "2026-12-01" }),
    );
    const othersEquipment = created(await api.post(`/api/athletes/${world.teammateId}/equipment-profiles`, { name: "Spare" }));
    const missing = "01900000-0000-7000-8000-000000000000";
    const reply = await api.post(
      `/api/athletes/${world.athleteId}/journal`,
      {
        sessionDate: "2026-11-19T10:00:00Z",
        linkedCompetitionEntryId: othersEntry.id,
        linkedCalendarEventId: othersEvent.id,
        equipmentProfileId: othersEquipment.id,
        courseOfFireId: missing,
      },
      { key: world.keys.athlete },
    );
    const problem = expectProblem(reply, 422, "validation_failed");
    expect(problem["/linkedCompetitionEntryId"]).toBe("no competition entry of this athlete has this id");
    expect(problem["/linkedCalendarEventId"]).toBe("no calendar event of this athlete has this id");
    expect(problem["/equipmentProfileId"]).toBe("no equipment profile of this athlete has this id");
    expect(problem["/courseOfFireId"]).toBe("no course of fire has this id");
  });

  test("400 for bad JSON and a path id that is not a UUID; 415 for a wrong content type; 413 over 256 KiB", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}/journal`;
    expectProblem(
      await api.send("POST", path, { key: world.keys.athlete, raw: '{"sessionDate":', contentType: "application/json" }),
      400,
      "invalid_json",
    );
    expectProblem(await api.send("POST", path, { key: world.keys.athlete, raw: "", contentType: "application/json" }), 400, "invalid_json");
    expectProblem(
      await api.post("/api/athletes/not-a-uuid/journal", { sessionDate: "2026-11-19" }, { key: world.keys.athlete }),
      400,
      "bad_request",
    );
    expectProblem(
      await api.send("POST", path, {
        key: world.keys.athlete,
        raw: "sessionDate=2026-11-19",
        contentType: "application/x-www-form-urlencoded",
      }),
      415,
      "unsupported_media_type",
    );
    expectProblem(await api.send("POST", path, { key: world.keys.athlete, raw: JSON.stringify({ sessionDate: "2026-11-19" }) }), 415);
    const huge = JSON.stringify({ sessionDate: "2026-11-19", notes: "x".repeat(256 * 1024) });
    expectProblem(
      await api.send("POST", path, { key: world.keys.athlete, raw: huge, contentType: "application/json" }),
      413,
      "payload_too_large",
    );
    expectProblem(await api.send("POST", path, { key: world.keys.athlete, raw: "[1,2]", contentType: "application/json" }), 422);
  });

  test("401 without a key, 403 for other athletes and other roles, 404 for an unknown athlete", async ({ api, world }) => {
    const path = `/api/athletes/${world.athleteId}/journal`;
    const body = { sessionDate: "2026-11-19T10:00:00Z" };
    const unauthenticated = expectProblem(await api.post(path, body, { key: null }), 401, "unauthorized");
    expect(unauthenticated.detail).toMatch(/X-API-KEY/);
    for (const key of [world.keys.teammate, world.keys.staff, world.keys.competitionAdmin, world.keys.otherStaff]) {
      expectProblem(await api.post(path, body, { key }), 403, "forbidden");
    }
    expectProblem(await api.post("/api/athletes/01900000-0000-7000-8000-000000000000/journal", body), 404, "not_found");
  });
});
