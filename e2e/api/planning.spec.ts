// Planning (API section 14): planned sessions, the plan against what was done, and goals. The athlete
// plans with the coaches they chose; nobody else reads or writes their plan. A journal session links
// to its day's planned session by itself, and a link set by hand stays.
import { type Body, created, expect, expectProblem, fieldErrors, test } from "../fixtures";
import { asPerson, grantCoaching, join, signUp } from "../support/people";

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test("the athlete and their coach plan sessions; every other kind of reader is refused", async ({ api, world }) => {
  const athlete = await signUp("Pia Planner");
  await join(athlete, world.organizationId, "athlete", world.keys.admin);
  const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
  const coach = await signUp("Cole Coach");
  await grantCoaching(athlete, athleteId, coach);
  const otherCoach = await signUp("Otto Othercoach");
  const staff = await signUp("Sami Staff");
  await join(staff, world.organizationId, "staff", world.keys.admin);

  const path = `/api/athletes/${athleteId}/planned-sessions`;
  const plan = { date: day(1), type: "live-fire", courseOfFireId: world.courseOfFireId, plannedShots: 60, targetScore: 615 };
  const mine = await asPerson(athlete, "POST", path, plan);
  expect(mine.status, JSON.stringify(mine.body)).toBe(201);
  expect(mine.body).toMatchObject({ ...plan, athleteId, journalEntryId: null, linkedByHand: false, priority: null });
  const byCoach = await asPerson(coach, "POST", path, { date: day(2), type: "dry-fire", plannedMinutes: 30 });
  expect(byCoach.status).toBe(201);

  const range = `?from=${day(0)}&to=${day(7)}`;
  for (const reader of [athlete, coach]) {
    const listed = await asPerson(reader, "GET", `${path}${range}`);
    expect(listed.status).toBe(200);
    expect((listed.body.items as Body[]).map((p) => p.type)).toEqual(["live-fire", "dry-fire"]);
  }
  // Staff of the athlete's club, a coach the athlete never chose, and every operator's key: 403.
  for (const person of [otherCoach, staff]) {
    expectProblem(asReply(await asPerson(person, "GET", `${path}${range}`)), 403);
    expectProblem(asReply(await asPerson(person, "POST", path, plan)), 403);
  }
  for (const [role, key] of Object.entries(world.keys)) {
    const reply = await api.get(`/api/athletes/${world.athleteId}/planned-sessions${range}`, { key });
    expect(reply.status, role).toBe(role === "admin" ? 200 : role === "athlete" ? 200 : 403);
  }
  expectProblem(await api.get(`${path}${range}`, { key: null }), 401);
  expect((await asPerson(athlete, "GET", `/api/athletes/${world.athleteId}/plan${range}`)).status).toBe(403);
});

test("bad planned sessions and ranges are problems a person can act on", async ({ api, world }) => {
  const path = `/api/athletes/${world.athleteId}/planned-sessions`;
  const bad = expectProblem(
    await api.post(path, { date: "2026-02-30", type: "workout", plannedShots: -1, priority: "D", courseOfFireId: crypto.randomUUID() }),
    422,
  );
  expect(Object.keys(fieldErrors(bad)).sort()).toEqual(["/date", "/plannedShots", "/priority", "/type"]);
  expect(String(bad["/date"])).toContain("calendar day");
  const unknownCourse = expectProblem(await api.post(path, { date: day(1), type: "live-fire", courseOfFireId: crypto.randomUUID() }), 422);
  expect(fieldErrors(unknownCourse)).toHaveProperty("/courseOfFireId");
  // A query the server cannot read is 400, naming the parameter.
  const backwards = expectProblem(await api.get(`/api/athletes/${world.athleteId}/plan?from=${day(5)}&to=${day(0)}`), 400);
  expect(String(backwards["?to"])).toContain("before from");
  const tooLong = expectProblem(await api.get(`/api/athletes/${world.athleteId}/plan?from=${day(-500)}&to=${day(0)}`), 400);
  expect(String(tooLong["?to"])).toContain("400 days");
  expectProblem(await api.get(`/api/athletes/${world.athleteId}/plan?from=${day(0)}`), 400);
  expectProblem(await api.get(`/api/athletes/${world.athleteId}/plan?from=${day(0)}&to=${day(1)}&timeZone=Mars/Olympus`), 400);
  expectProblem(await api.get(`${path}/${crypto.randomUUID()}`), 404);

  // If-Match guards a replace and a delete: a stale one is 412 and changes nothing.
  const key = world.keys.athlete;
  const made = created(await api.post(path, { date: day(3), type: "trainer", plannedMinutes: 45 }, { key }));
  const first = await api.get(`${path}/${made.id}`, { key });
  const stale = first.headers.etag ?? "";
  expect(stale).toBeTruthy();
  expect(
    (await api.put(`${path}/${made.id}`, { date: day(4), type: "trainer", plannedMinutes: 45 }, { key, headers: { "if-match": stale } }))
      .status,
  ).toBe(200);
  expectProblem(await api.send("DELETE", `${path}/${made.id}`, { key, headers: { "if-match": stale } }), 412);
  expect((await api.get(`${path}/${made.id}`, { key })).body.date).toBe(day(4));
});

test("a journal session links to its day's plan by itself, a link by hand stays, and the plan tallies weeks and compliance", async ({
  api,
  world,
}) => {
  const athlete = await signUp("Lina Linker");
  await join(athlete, world.organizationId, "athlete", world.keys.admin);
  const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
  const planned = `/api/athletes/${athleteId}/planned-sessions`;
  const journal = `/api/athletes/${athleteId}/journal`;
  const post = async (path: string, body: unknown) => {
    const reply = await asPerson(athlete, "POST", path, body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    return reply.body;
  };

  // Three days ago: live fire (60 shots) and dry fire planned; both done, so each links by type.
  const live = await post(planned, { date: day(-3), type: "live-fire", plannedShots: 60 });
  const dry = await post(planned, { date: day(-3), type: "dry-fire", plannedMinutes: 30 });
  const dryDone = await post(journal, { sessionDate: `${day(-3)}T08:00:00Z`, sessionType: "Dry fire", durationMinutes: 35 });
  const liveDone = await post(journal, { sessionDate: `${day(-3)}T17:00:00Z`, sessionType: "Training", score: 598, shotsFired: 40 });
  // Two days ago: one plan and one session of another type: linked whatever the types.
  const mental = await post(planned, { date: day(-2), type: "mental", plannedMinutes: 20 });
  const other = await post(journal, { sessionDate: `${day(-2)}T12:00:00Z`, sessionType: "Physical", durationMinutes: 20 });
  // Yesterday: planned, nothing done: missed. Tomorrow: planned.
  const missed = await post(planned, { date: day(-1), type: "live-fire", plannedShots: 60 });
  await post(planned, { date: day(1), type: "competition", priority: "A" });

  const read = async () => {
    const reply = await asPerson(athlete, "GET", `/api/athletes/${athleteId}/plan?from=${day(-3)}&to=${day(1)}&timeZone=UTC`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as { sessions: Body[]; weeks: Body[]; compliance: number | null };
  };
  let plan = await read();
  const status = (id: unknown) => plan.sessions.find((s) => s.id === id);
  expect(status(live.id)).toMatchObject({ status: "done", journalEntryId: liveDone.id, compliance: "yellow" });
  expect(status(dry.id)).toMatchObject({ status: "done", journalEntryId: dryDone.id, compliance: "green" });
  expect(status(mental.id)).toMatchObject({ status: "done", journalEntryId: other.id, compliance: "green" });
  expect(status(missed.id)).toMatchObject({ status: "missed", journalEntryId: null, compliance: "red" });
  expect(plan.sessions.at(-1)).toMatchObject({ status: "planned", compliance: null, priority: "A" });
  expect(plan.compliance).toBeCloseTo(3 / 4);
  const planned60 = plan.weeks.reduce((sum, w) => sum + Number((w.planned as Body).shots), 0);
  expect(planned60).toBe(120);
  expect(plan.weeks.reduce((sum, w) => sum + Number((w.done as Body).sessions), 0)).toBe(3);

  // Unlink by hand: it stays unlinked though the day's rule would link it.
  const current = await asPerson(athlete, "GET", `${planned}/${mental.id}`);
  expect(current.body.journalEntryId).toBe(other.id);
  const unlinked = await asPerson(athlete, "PUT", `${planned}/${mental.id}`, { ...pick(mental), journalEntryId: null });
  expect(unlinked.status).toBe(200);
  expect(unlinked.body).toMatchObject({ journalEntryId: null, linkedByHand: true });
  // Link the yesterday's plan by hand to the session two days ago: it stays, and no other plan may take it by hand.
  const linked = await asPerson(athlete, "PUT", `${planned}/${missed.id}`, { ...pick(missed), journalEntryId: other.id });
  expect(linked.body).toMatchObject({ journalEntryId: other.id, linkedByHand: true });
  expectProblem(asReply(await asPerson(athlete, "PUT", `${planned}/${mental.id}`, { ...pick(mental), journalEntryId: other.id })), 409);
  // A replace without journalEntryId keeps the hand link.
  const moved = await asPerson(athlete, "PUT", `${planned}/${missed.id}`, { ...pick(missed), notes: "moved in the afternoon" });
  expect(moved.body).toMatchObject({ journalEntryId: other.id, linkedByHand: true });
  plan = await read();
  expect(status(missed.id)).toMatchObject({ status: "done", journalEntryId: other.id });
  expect(status(mental.id)).toMatchObject({ status: "missed", journalEntryId: null });
  // Someone else's session cannot be linked.
  const foreign = expectProblem(await api.put(`/api/athletes/${world.athleteId}/planned-sessions/${crypto.randomUUID()}`, pick(live)), 404);
  expect(String(foreign.detail)).toContain("does not exist");
  const notTheirs = await asPerson(athlete, "PUT", `${planned}/${live.id}`, { ...pick(live), journalEntryId: crypto.randomUUID() });
  expect(fieldErrors(expectProblem(asReply(notTheirs), 422))).toHaveProperty("/journalEntryId");

  // Deleting the journal session leaves the plan, unlinked.
  expect((await asPerson(athlete, "DELETE", `${journal}/${liveDone.id}`)).status).toBe(204);
  plan = await read();
  expect(status(live.id)).toMatchObject({ status: "missed" });
  expect((await asPerson(athlete, "DELETE", `${planned}/${dry.id}`)).status).toBe(204);
  expectProblem(await api.get(`${planned}/${dry.id}`, { key: world.keys.admin }), 404);
});

test("goals show the best since they started and the mean of the last five", async ({ api, world }) => {
  const journal = `/api/athletes/${world.teammateId}/journal`;
  const scores = [590, 600, 612, 605, 598, 601];
  for (const [i, score] of scores.entries()) {
    const reply = await api.post(
      journal,
      { sessionDate: `${day(-10 + i)}T10:00:00Z`, score, courseOfFireId: world.courseOfFireId },
      { key: world.keys.teammate },
    );
    expect(reply.status).toBe(201);
  }
  const goals = `/api/athletes/${world.teammateId}/goals`;
  const goal = created(
    await api.post(
      goals,
      { courseOfFireId: world.courseOfFireId, targetScore: 620, deadline: day(60), startDate: day(-7) },
      { key: world.keys.teammate },
    ),
  );
  // From seven days ago on: 605, 598, 601 and 612 (day -8 is before the start). Last five: 601, 598, 605, 612, 600.
  expect(goal).toMatchObject({ measure: "score", best: 605, recentAverage: 603.2, startDate: day(-7) });
  const percent = expectProblem(
    await api.post(
      goals,
      { courseOfFireId: world.courseOfFireId, measure: "inner-ten-share", targetScore: 150, deadline: day(60) },
      { key: world.keys.teammate },
    ),
    422,
  );
  expect(String(percent["/targetScore"])).toContain("percentage");
  const early = expectProblem(
    await api.post(
      goals,
      { courseOfFireId: world.courseOfFireId, targetScore: 600, deadline: day(-30), startDate: day(0) },
      { key: world.keys.teammate },
    ),
    422,
  );
  expect(fieldErrors(early)).toHaveProperty("/deadline");
  // A replace without startDate keeps it; the athlete's own key reads, another athlete's key may not.
  const replaced = await api.put(
    `${goals}/${goal.id}`,
    { courseOfFireId: world.courseOfFireId, targetScore: 625, deadline: day(90) },
    { key: world.keys.teammate },
  );
  expect(replaced.status).toBe(200);
  expect(replaced.body).toMatchObject({ targetScore: 625, startDate: day(-7), best: 605 });
  expectProblem(await api.get(`${goals}/${goal.id}`, { key: world.keys.athlete }), 403);
  expect((await api.get(goals, { key: world.keys.teammate })).body.items).toHaveLength(1);
  expect((await api.send("DELETE", `${goals}/${goal.id}`, { key: world.keys.teammate })).status).toBe(204);
});

function pick(planned: Body) {
  const { date, type, courseOfFireId, plannedShots, plannedMinutes, targetScore, priority, notes } = planned;
  return { date, type, courseOfFireId, plannedShots, plannedMinutes, targetScore, priority, notes };
}

/** A person's reply in the shape the problem checks read. */
function asReply(reply: { status: number; headers: Headers; body: Body }) {
  return { status: reply.status, headers: Object.fromEntries(reply.headers.entries()), body: reply.body };
}

test("the athlete checks in once a day; their coach reads it, and sees plan, readiness and the next competition on their list", async ({
  api,
  world,
}) => {
  const athlete = await signUp("Cara Checkin");
  await join(athlete, world.organizationId, "athlete", world.keys.admin);
  const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
  const coach = await signUp("Cliff Coach");
  await grantCoaching(athlete, athleteId, coach);
  const checkIns = `/api/athletes/${athleteId}/check-ins`;

  const first = await asPerson(athlete, "PUT", `${checkIns}/${day(-1)}`, { sleep: 2, fatigue: 2, stress: 3, mood: 2, soreness: 2 });
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  expect(first.body).toMatchObject({ date: day(-1), readiness: 2.2 });
  const again = await asPerson(athlete, "PUT", `${checkIns}/${day(0)}`, { sleep: 5, fatigue: 4, stress: 4, mood: 4, soreness: 4 });
  expect(again.status).toBe(201);
  const replaced = await asPerson(athlete, "PUT", `${checkIns}/${day(0)}`, { sleep: 2, fatigue: 2, stress: 2, mood: 3, soreness: 2 });
  expect(replaced.status).toBe(200);
  expect(replaced.body.readiness).toBe(2.2);
  const bad = expectProblem(
    asReply(await asPerson(athlete, "PUT", `${checkIns}/${day(0)}`, { sleep: 6, fatigue: 0, stress: 3, mood: 3 })),
    422,
  );
  expect(Object.keys(fieldErrors(bad)).sort()).toEqual(["/fatigue", "/sleep", "/soreness"]);
  // The coach reads the check-ins but never writes them.
  const read = await asPerson(coach, "GET", `${checkIns}?from=${day(-7)}&to=${day(0)}`);
  expect((read.body.items as Body[]).map((c) => c.date)).toEqual([day(-1), day(0)]);
  expectProblem(
    asReply(await asPerson(coach, "PUT", `${checkIns}/${day(0)}`, { sleep: 5, fatigue: 5, stress: 5, mood: 5, soreness: 5 })),
    403,
  );

  // A plan for the week, a session done, and an entry into a competition ahead.
  const planned = `/api/athletes/${athleteId}/planned-sessions`;
  for (const [offset, shots] of [
    [-2, 60],
    [-1, 40],
  ] as const) {
    expect((await asPerson(athlete, "POST", planned, { date: day(offset), type: "live-fire", plannedShots: shots })).status).toBe(201);
  }
  const journal = `/api/athletes/${athleteId}/journal`;
  const done = await asPerson(athlete, "POST", journal, {
    sessionDate: `${day(-2)}T10:00:00Z`,
    score: 600,
    shotsFired: 60,
    courseOfFireId: world.courseOfFireId,
  });
  expect(done.status).toBe(201);
  const competition = created(
    await api.post(
      "/api/competitions",
      { organizationId: world.organizationId, name: "Spring Cup", startDate: `${day(20)}T00:00:00Z` },
      { key: world.keys.admin },
    ),
  );
  expect(
    (await asPerson(athlete, "POST", `/api/competitions/${competition.id}/entries`, { athleteId, courseOfFireId: world.courseOfFireId }))
      .status,
  ).toBe(201);
  expect((await asPerson(coach, "POST", planned, { date: day(20), type: "competition", priority: "A" })).status).toBe(201);

  const list = await asPerson(coach, "GET", "/api/me/coached-athletes");
  const row = (list.body.items as Body[]).find((r) => r.athleteId === athleteId);
  expect(row).toMatchObject({
    plannedShotsLast7Days: 100,
    complianceLast28Days: 0.5,
    latestReadiness: 2.2,
    readinessLowTwoDays: true,
    nextCompetition: { competitionId: competition.id, name: "Spring Cup", priority: "A" },
    seasonBest: [{ courseOfFireId: world.courseOfFireId, score: 600 }],
  });
});

test("planned sessions are in the athlete's calendar feed, marked tentative", async ({ api, world }) => {
  const key = world.keys.athlete;
  const planned = created(
    await api.post(
      `/api/athletes/${world.athleteId}/planned-sessions`,
      { date: day(5), type: "match-simulation", plannedShots: 60, targetScore: 620, notes: "Full match, finals routine" },
      { key },
    ),
  );
  const renewed = await api.send("POST", `/api/athletes/${world.athleteId}/calendar-feed`, { key });
  expect(renewed.status).toBe(201);
  const feed = renewed.body;
  const text = await (await fetch(String(feed.url))).text();
  const event = text.split("BEGIN:VEVENT").find((part) => part.includes(`planned-${planned.id}@rangebook`)) ?? "";
  expect(event).toContain("SUMMARY:Planned: Match simulation");
  expect(event).toContain("STATUS:TENTATIVE");
  expect(event).toContain(`DTSTART;VALUE=DATE:${day(5).replaceAll("-", "")}`);
  expect(event).toContain("60 shots · Aim: 620");
});

test("a week is copied to the next, and by a coach to several athletes at once, all or nothing", async ({ world }) => {
  const coach = await signUp("Wanda Weekcopier");
  const athletes = [];
  for (const name of ["Ann One", "Ben Two", "Cai Three"]) {
    const person = await signUp(name);
    await join(person, world.organizationId, "athlete", world.keys.admin);
    const athleteId = String((await asPerson(person, "GET", "/api/session")).body.athleteId);
    athletes.push({ person, athleteId });
  }
  const [first, second, notCoached] = athletes as [(typeof athletes)[0], (typeof athletes)[0], (typeof athletes)[0]];
  await grantCoaching(first.person, first.athleteId, coach);
  await grantCoaching(second.person, second.athleteId, coach);
  const monday = "2027-01-04";
  const planned = `/api/athletes/${first.athleteId}/planned-sessions`;
  for (const [date, type] of [
    ["2027-01-04", "live-fire"],
    ["2027-01-06", "dry-fire"],
    ["2027-01-10", "physical"],
  ] as const) {
    expect((await asPerson(coach, "POST", planned, { date, type, plannedShots: 40 })).status).toBe(201);
  }
  // To the next week, for the same athlete.
  const next = await asPerson(first.person, "POST", `${planned}/copy`, { fromWeek: "2027-01-07", toWeek: "2027-01-11" });
  expect(next.status, JSON.stringify(next.body)).toBe(201);
  expect(next.body).toEqual({ copied: [{ athleteId: first.athleteId, created: 3 }] });
  const copied = await asPerson(first.person, "GET", `${planned}?from=2027-01-11&to=2027-01-17`);
  expect((copied.body.items as Body[]).map((p) => [p.date, p.type])).toEqual([
    ["2027-01-11", "live-fire"],
    ["2027-01-13", "dry-fire"],
    ["2027-01-17", "physical"],
  ]);
  // A coach copies to athletes they coach; one they do not coach refuses the whole copy.
  const refused = await asPerson(coach, "POST", `${planned}/copy`, {
    fromWeek: monday,
    toWeek: monday,
    athleteIds: [second.athleteId, notCoached.athleteId],
  });
  expect(refused.status).toBe(403);
  expect(
    (await asPerson(second.person, "GET", `/api/athletes/${second.athleteId}/planned-sessions?from=${monday}&to=2027-01-10`)).body.items,
  ).toEqual([]);
  const both = await asPerson(coach, "POST", `${planned}/copy`, { fromWeek: monday, toWeek: monday, athleteIds: [second.athleteId] });
  expect(both.status).toBe(201);
  expect(
    (await asPerson(second.person, "GET", `/api/athletes/${second.athleteId}/planned-sessions?from=${monday}&to=2027-01-10`)).body.items,
  ).toHaveLength(3);
  // The athlete may not copy into another athlete's plan.
  expect(
    (await asPerson(first.person, "POST", `${planned}/copy`, { fromWeek: monday, toWeek: monday, athleteIds: [second.athleteId] })).status,
  ).toBe(403);
});
