// Issue 38, walked as the people do it: an athlete on a phone checks in, plans the week in a few taps,
// moves a session with the keyboard, plans one without signal, sets a goal and sees the month; their
// coach opens the week of every athlete, sorts it, and copies a week to another athlete.
import { expect, test } from "../fixtures";
import { asPerson, grantCoaching, join, signUp } from "../support/people";
import { athleteWithKey, expectAccessible, screenshots, signIn, signInPerson, visit } from "./helpers";

test("an athlete checks in, plans a week, moves a session, plans offline and sets a goal", async ({ page, context, world, api }, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Petra", "Plan");
  const dayAt = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const around = `from=${dayAt(-10)}&to=${dayAt(10)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, key);
  await page.getByRole("link", { name: "Your plan", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Plan", level: 1 })).toBeVisible();
  const week = page.getByRole("list", { name: "Week" });
  const days = week.locator(":scope > li");
  await expect(days).toHaveCount(7);

  await test.step("the day's check-in: five taps, saved by itself", async () => {
    for (const [measure, value] of [
      ["Sleep", 4],
      ["Freshness", 3],
      ["Calm", 4],
      ["Mood", 5],
      ["Body", 4],
    ] as const) {
      // A finger taps the number; the radio inside it is for keyboards and screen readers.
      await page.getByRole("group", { name: measure }).getByText(String(value), { exact: true }).click();
      await expect(page.getByRole("radio", { name: new RegExp(`^${measure}: ${value}`) })).toBeChecked();
    }
    await expect(page.getByText("Readiness 4 of 5")).toBeVisible();
    const saved = await api.get(`/api/athletes/${athleteId}/check-ins?${around}`, { key });
    expect(saved.body.items).toHaveLength(1);
  });

  const wednesday = days.nth(2);
  const thursday = days.nth(3);
  await test.step("a dry-fire session planned in three taps and a number", async () => {
    await wednesday.getByRole("button", { name: /^Plan a session on/ }).click();
    await page.getByText("Dry fire", { exact: true }).click();
    await page.getByLabel("Minutes").fill("30");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(wednesday.getByRole("button", { name: /Dry fire/ })).toContainText("30 min");
  });

  await test.step("moved a day later with Alt and an arrow key", async () => {
    await wednesday.getByRole("button", { name: /Dry fire/ }).focus();
    await page.keyboard.press("Alt+ArrowDown");
    await expect(thursday.getByRole("button", { name: /Dry fire/ })).toBeVisible();
    await expect(wednesday.getByRole("button", { name: /Dry fire/ })).toHaveCount(0);
  });

  const friday = days.nth(4);
  await test.step("planned without signal: kept on the phone, sent when the signal is back", async () => {
    await friday.getByRole("button", { name: /^Plan a session on/ }).click();
    await page.getByText("Live fire", { exact: true }).click();
    await page.getByLabel("Shots").fill("60");
    await page.getByLabel("Target score").fill("612,5");
    await context.setOffline(true);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Saved on this phone").first()).toBeVisible();
    await context.setOffline(false);
    await expect
      .poll(async () => (await api.get(`/api/athletes/${athleteId}/planned-sessions?${around}`, { key })).body.items, {
        timeout: 20_000,
      })
      .toHaveLength(2);
    await page.reload();
    await expect(friday.getByRole("button", { name: /Live fire/ })).toContainText("60 shots");
    await expect(friday.getByRole("button", { name: /Live fire/ })).toContainText("aim 612.5");
  });

  await test.step("a goal with its progress", async () => {
    await page.getByRole("button", { name: "Add a goal" }).click();
    await page.getByLabel("Course of fire").last().selectOption(world.courseOfFireId);
    await page.getByLabel("Target", { exact: true }).fill("620");
    await page.getByLabel("By", { exact: true }).fill("2027-06-30");
    await page.getByRole("button", { name: "Save goal" }).click();
    await expect(page.getByRole("heading", { name: /Score 620/ })).toBeVisible();
    await expect(page.getByText("Best since the start:")).toBeVisible();
  });

  await expectAccessible(page);
  await screenshots(page, info, "plan-week");
  await page.getByRole("button", { name: "Month", exact: true }).click();
  await expect(page.getByRole("list", { name: "Month" })).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "plan-month");

  await test.step("readiness and the goal beside the scores in the journal", async () => {
    for (const [days, score] of [
      [14, 598],
      [7, 606],
    ] as const) {
      const sessionDate = new Date(Date.now() - days * 86_400_000).toISOString();
      expect(
        (await api.post(`/api/athletes/${athleteId}/journal`, { sessionDate, score, courseOfFireId: world.courseOfFireId }, { key }))
          .status,
      ).toBe(201);
    }
    await visit(page, `/athletes/${athleteId}/journal`);
    await expect(page.getByText("1 check-in, readiness 4 of 5 on average")).toBeVisible();
    await expect(page.getByText("Goal 620")).toBeVisible();
    await screenshots(page, info, "journal-with-goal");
  });
});

test("a coach sees every athlete's week, sorts it, opens a plan and copies its week to another athlete", async ({ page, world }, info) => {
  const coach = await signUp("Clara Coachplan");
  const athletes = [];
  for (const name of ["Anja Alpha", "Britt Beta"]) {
    const person = await signUp(name);
    await join(person, world.organizationId, "athlete", world.keys.admin);
    const athleteId = String((await asPerson(person, "GET", "/api/session")).body.athleteId);
    await grantCoaching(person, athleteId, coach);
    athletes.push({ person, athleteId });
  }
  const [{ athleteId: alpha, person: alphaPerson }, { athleteId: beta }] = athletes as [(typeof athletes)[0], (typeof athletes)[0]];
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const day = monday.toISOString().slice(0, 10);
  expect(
    (await asPerson(coach, "POST", `/api/athletes/${alpha}/planned-sessions`, { date: day, type: "live-fire", plannedShots: 80 })).status,
  ).toBe(201);
  await asPerson(alphaPerson, "PUT", `/api/athletes/${alpha}/check-ins/${day}`, { sleep: 1, fatigue: 1, stress: 1, mood: 1, soreness: 1 });

  await signInPerson(page, coach.email, coach.password);
  await page.getByRole("link", { name: "See every athlete's week" }).click();
  await expect(page.getByRole("heading", { name: "Your athletes' week" })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(3);
  await page.getByRole("button", { name: "Athlete" }).click();
  await expect(rows.nth(1)).toContainText("Britt Beta");
  await expect(page.getByRole("row", { name: /Anja Alpha/ })).toContainText("of 80");
  await expectAccessible(page);
  await screenshots(page, info, "coach-week");

  await page.getByRole("link", { name: "Anja Alpha" }).click();
  await expect(page.getByRole("heading", { name: "Plan", level: 1 })).toBeVisible();
  // A coach reads the athlete's check-in but does not give it.
  await expect(page.getByRole("heading", { name: "Today's check-in" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Britt Beta" }).check();
  await page.getByRole("button", { name: "Copy to 1 athlete" }).click();
  await expect(page.getByText("Copied to 1 athlete.").first()).toBeVisible();
  await visit(page, `/athletes/${beta}/plan`);
  await expect(page.getByRole("list", { name: "Week" }).getByRole("button", { name: /Live fire/ })).toContainText("80 shots");
});
