// Reminders by e-mail (issue 38), each switched on in settings and sent once through the real SMTP
// server the suite starts: a coach's weekly summary and an athlete's note the evening before a
// planned session. The sender runs as an operator's cron would run it, at a chosen time.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, expectProblem, test } from "../fixtures";
import { mailTo } from "../support/mail-server";
import { asPerson, grantCoaching, join, signUp } from "../support/people";
import { bin } from "../support/servers";

const run = promisify(execFile);

async function sendReminders(now: string): Promise<{ weeklySummaries: number; planReminders: number }> {
  const { stdout } = await run(bin("tsx"), ["--conditions=react-server", "lib/cli/reminders.ts", "--now", now], {
    env: {
      ...process.env,
      DATABASE_URL: process.env.RANGEBOOK_TEST_DATABASE_URL,
      SMTP_URL: process.env.RANGEBOOK_TEST_SMTP_URL,
      MAIL_FROM: "Rangebook <no-reply@rangebook.test>",
    },
  });
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as { weeklySummaries: number; planReminders: number };
}

test("reminders are off until switched on, go out once, and say what is due", async ({ api, world }) => {
  test.setTimeout(120_000);
  const coach = await signUp("Rhea Reminded");
  const athlete = await signUp("Sven Sessions");
  await join(athlete, world.organizationId, "athlete", world.keys.admin);
  const athleteId = String((await asPerson(athlete, "GET", "/api/session")).body.athleteId);
  await grantCoaching(athlete, athleteId, coach);

  // Off by default; an operator's key has no person to remind.
  expect((await asPerson(coach, "GET", "/api/me/reminders")).body).toEqual({ weeklySummaryEmails: false, planReminderEmails: false });
  expectProblem(await api.get("/api/me/reminders", { key: world.keys.admin }), 403);
  const bad = await asPerson(coach, "PUT", "/api/me/reminders", { weeklySummaryEmails: "yes" });
  expect(bad.status).toBe(422);
  expect((await asPerson(coach, "PUT", "/api/me/reminders", { weeklySummaryEmails: true, planReminderEmails: false })).status).toBe(200);
  expect((await asPerson(athlete, "PUT", "/api/me/reminders", { weeklySummaryEmails: false, planReminderEmails: true })).status).toBe(200);

  // A week in the future, so the server's own runs (at the real time) never reach these reminders.
  const monday = "2031-03-03";
  const planned = await asPerson(athlete, "POST", `/api/athletes/${athleteId}/planned-sessions`, {
    date: "2031-03-05",
    type: "live-fire",
    plannedShots: 60,
    targetScore: 615,
    notes: "Last series like the first",
  });
  expect(planned.status).toBe(201);
  for (const [date, score] of [
    ["2031-02-20", 590],
    ["2031-02-25", 604],
  ] as const) {
    const entry = await asPerson(athlete, "POST", `/api/athletes/${athleteId}/journal`, {
      sessionDate: `${date}T10:00:00Z`,
      score,
      shotsFired: 60,
      courseOfFireId: world.courseOfFireId,
    });
    expect(entry.status).toBe(201);
  }

  // Monday morning: the coach's summary of the week before (a new best, two sessions waiting); no
  // evening note yet.
  const summary = await sendReminders(`${monday}T07:00:00Z`);
  expect(summary.weeklySummaries).toBeGreaterThanOrEqual(1);
  expect(summary.planReminders).toBe(0);
  const mail = await mailTo(coach.email, /Your athletes' week of 2031-02-24/);
  expect(mail.text).toContain("Sven Sessions:");
  expect(mail.text).toContain("new best on 10m Air Rifle, 60 shots: 604");
  expect(mail.text).toContain("2 sessions wait for your feedback");
  expect((await sendReminders(`${monday}T09:00:00Z`)).weeklySummaries).toBe(0);

  // The evening before the planned day: the athlete's note; earlier that day, nothing yet.
  expect((await sendReminders("2031-03-04T16:59:00Z")).planReminders).toBe(0);
  expect((await sendReminders("2031-03-04T17:05:00Z")).planReminders).toBeGreaterThanOrEqual(1);
  const note = await mailTo(athlete.email, /Planned for tomorrow: 1 session/);
  expect(note.text).toContain("Live fire");
  expect(note.text).toContain("60 shots · Aim: 615 · Last series like the first");
  expect(note.text).toContain("switch it off there");
  // Run again: sent once.
  expect((await sendReminders("2031-03-04T18:00:00Z")).planReminders).toBe(0);
});
