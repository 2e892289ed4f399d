// A coach checks their athletes' week on a phone at the range: one card per athlete, nothing
// scrolls sideways, sorted with a choice instead of a column header.
import { expect, test } from "../fixtures";
import { asPerson, grantCoaching, join, signUp } from "../support/people";
import { expectAccessible, screenshots, signInPerson, visit } from "./helpers";

test("a coach reads every athlete's week on a phone as cards and sorts them", async ({ page, world }, info) => {
  const coach = await signUp("Cora Phonecoach");
  const ids: string[] = [];
  for (const name of ["Ada Anker", "Berit Bock"]) {
    const person = await signUp(name);
    await join(person, world.organizationId, "athlete", world.keys.admin);
    const athleteId = String((await asPerson(person, "GET", "/api/session")).body.athleteId);
    await grantCoaching(person, athleteId, coach);
    ids.push(athleteId);
  }
  const today = new Date().toISOString().slice(0, 10);
  expect(
    (await asPerson(coach, "POST", `/api/athletes/${ids[1]}/planned-sessions`, { date: today, type: "live-fire", plannedShots: 60 }))
      .status,
  ).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInPerson(page, coach.email, coach.password);
  await visit(page, "/coach");
  const cards = page
    .getByRole("list", { name: "Your athletes' week" })
    .getByRole("listitem")
    .filter({ has: page.getByRole("link") });
  await expect(cards.first()).toContainText("Ada Anker");
  await expect(cards.filter({ hasText: "Berit Bock" })).toContainText("0 of 60");
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.getByLabel("Sort by").selectOption({ label: "Shots, 7 days" });
  await page.getByLabel("Sort by").selectOption({ label: "Athlete" });
  await expect(cards.first()).toContainText("Ada Anker");
  await expectAccessible(page);
  await screenshots(page, info, "coach-cards");
  // At a desk the same page is the sortable table.
  await expect(page.getByRole("table").getByRole("row")).toHaveCount(3);
});
