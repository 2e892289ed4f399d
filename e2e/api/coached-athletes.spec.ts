// A coach's home reads one list: each athlete they coach, with the last week's work, the sessions
// waiting for a word and a four-week trend. Who may read it, role by role, and that it holds only
// the reader's own athletes.
import { expect, expectProblem, test } from "../fixtures";
import { asPerson, grantCoaching, join, signUp } from "../support/people";

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

type Row = {
  athleteId: string;
  name: string;
  lastSessionDate: string | null;
  sessionsLast7Days: number;
  shotsLast7Days: number;
  awaitingFeedback: number;
  firstAwaitingFeedbackId: string | null;
  trend: { courseOfFireId: string; weeks: Array<{ weekStart: string; sessions: number; averageScore: number | null }> } | null;
};

test("a coach's list of athletes answers every kind of reader as their role allows, and holds only their own athletes", async ({
  api,
  world,
}) => {
  const athlete = await signUp("Ada Athlete");
  await join(athlete, world.organizationId, "athlete", world.keys.admin);
  const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
  const coach = await signUp("Cora Coach");
  await grantCoaching(athlete, athleteId, coach);
  const otherCoach = await signUp("Otto Othercoach");
  const staff = await signUp("Stan Staff");
  await join(staff, world.organizationId, "staff", world.keys.admin);

  const entries = [
    { sessionDate: day(0), score: 610, maxScore: 654, shotsFired: 60, courseOfFireId: world.courseOfFireId },
    { sessionDate: day(2), score: 600, maxScore: 654, shotsFired: 60, courseOfFireId: world.courseOfFireId },
    { sessionDate: day(10), score: 590, maxScore: 654, shotsFired: 60, courseOfFireId: world.courseOfFireId },
    { sessionDate: day(40), score: 500, maxScore: 654, shotsFired: 60, courseOfFireId: world.courseOfFireId },
  ];
  const ids: string[] = [];
  for (const entry of entries) ids.push(String((await asPerson(athlete, "POST", `/api/athletes/${athleteId}/journal`, entry)).body.id));
  expect(
    (await asPerson(coach, "PUT", `/api/athletes/${athleteId}/journal/${ids[1]}/coach-feedback`, { coachFeedback: "Good." })).status,
  ).toBe(200);

  const path = "/api/me/coached-athletes";
  // Without a sign-in: 401. An operator's key of any role has no person to coach anyone: 403 in words.
  expectProblem(await api.get(path, { key: null }), 401);
  for (const key of Object.values(world.keys)) {
    const refused = expectProblem(await api.get(path, { key }), 403);
    expect(String(refused.detail)).toContain("Sign in with your account");
  }
  // A signed-in person who coaches nobody (the athlete, staff, another coach): an empty list.
  for (const person of [athlete, staff, otherCoach]) {
    const empty = await asPerson(person, "GET", path);
    expect(empty.status).toBe(200);
    expect(empty.body.items).toEqual([]);
  }

  const mine = await asPerson(coach, "GET", path);
  expect(mine.status).toBe(200);
  const rows = mine.body.items as Row[];
  expect(rows).toHaveLength(1);
  const [row] = rows;
  expect(row).toMatchObject({
    athleteId,
    name: "Ada Athlete",
    lastSessionDate: `${day(0)}T00:00:00.000Z`,
    sessionsLast7Days: 2,
    shotsLast7Days: 120,
    // The sessions of the last four weeks with no feedback and no comment; the oldest opens first.
    awaitingFeedback: 2,
    firstAwaitingFeedbackId: ids[2],
    plannedShotsLast7Days: null,
    nextCompetition: null,
  });
  expect(row?.trend?.courseOfFireId).toBe(world.courseOfFireId);
  expect(row?.trend?.weeks).toHaveLength(4);
  // Scores, not percentages; the session of 40 days ago is outside the four weeks.
  const averages = (row?.trend?.weeks ?? []).flatMap((w) => (w.averageScore === null ? [] : [w.averageScore]));
  expect(averages.every((a) => a >= 590 && a <= 610)).toBe(true);
  expect((row?.trend?.weeks ?? []).reduce((n, w) => n + w.sessions, 0)).toBe(3);

  // A coach's comment counts as a word too; the athlete's own does not.
  expect((await asPerson(athlete, "POST", `/api/athletes/${athleteId}/journal/${ids[0]}/comments`, { body: "Felt good." })).status).toBe(
    201,
  );
  expect((await asPerson(coach, "POST", `/api/athletes/${athleteId}/journal/${ids[2]}/comments`, { body: "Seen." })).status).toBe(201);
  const after = (await asPerson(coach, "GET", path)).body.items as Row[];
  expect(after[0]).toMatchObject({ awaitingFeedback: 1, firstAwaitingFeedbackId: ids[0] });

  // Revoking ends it at once.
  const coaches = await asPerson(athlete, "GET", `/api/athletes/${athleteId}/coaches`);
  const coachId = (coaches.body.coaches as Array<{ personId: string }>)[0]?.personId;
  expect((await asPerson(athlete, "DELETE", `/api/athletes/${athleteId}/coaches/${coachId}`)).status).toBe(204);
  expect((await asPerson(coach, "GET", path)).body.items).toEqual([]);
});
