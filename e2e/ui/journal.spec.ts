import { created, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, openMenu, screenshots, signIn } from "./helpers";

test("an athlete reads the journal: figures, trend, filters and more pages", async ({ page, world, api }, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Jo", "Journal");
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Array<{ id: string; code: string }>;
  const courseId = (code: string) => courses.find((c) => c.code === code)?.id;
  // Twenty-five sessions: air pistol every fifth, the rifle's in whole rings (of 600) and, the last
  // three weeks, in decimals (of 654), which the trend never mixes with the whole rings.
  for (let i = 0; i < 25; i += 1) {
    const day = new Date(Date.UTC(2026, 8, 1 + i * 2, 18)).toISOString();
    const pistol = i % 5 === 0;
    const decimal = !pistol && i >= 18;
    created(
      await api.post(`/api/athletes/${athleteId}/journal`, {
        sessionDate: day,
        sessionType: "Training",
        discipline: pistol ? "Air Pistol" : "Air Rifle",
        position: "Standing",
        courseOfFireId: courseId(pistol ? "AP60" : "AR60"),
        score: decimal ? 600 + i + 0.4 : 560 + i,
        maxScore: decimal ? 654 : 600,
        shotsFired: 60,
        numberOfTens: 20 + i,
      }),
    );
  }

  await signIn(page, key);
  await page.getByRole("link", { name: "Your training journal" }).click();
  await expect(page.getByRole("heading", { name: "Training journal" })).toBeVisible();

  const figures = page.getByRole("region", { name: "Statistics" });
  const figure = (label: string) => figures.locator("div", { has: page.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }) });
  await expect(figure("Sessions")).toContainText("25");
  await expect(figure("Shots")).toContainText("1,500");
  await expect(page.getByText("AR60 · decimal, of 654 · 6 sessions")).toBeVisible();
  // The trend is one course's, in its own points: the most shot first, whole rings, with its ticks.
  const trend = page.getByRole("img", { name: /Weekly average score of AR60/ });
  await expect(trend).toBeVisible();
  const trendCourse = page.getByRole("combobox", { name: "Trend of" });
  await expect(trendCourse.locator("option:checked")).toHaveText("AR60 · whole rings, of 600");
  await expect(
    trend
      .locator("text")
      .filter({ hasText: /^5\d\d$/ })
      .first(),
  ).toBeVisible();
  // A tap on a point says its week and value.
  await trend.locator("g.cursor-pointer").first().click();
  // Tuesday 1 September is the pistol's; Thursday's 561 and Saturday's 562 make the first week.
  await expect(page.getByText(/^Week of .+: 561\.5 on average over 2 sessions$/)).toBeVisible();
  await trendCourse.selectOption({ label: "AR60 · decimal, of 654" });
  await trend.locator("g.cursor-pointer").first().click();
  await expect(page.getByText(/^Week of .+: 618\.9 on average over 2 sessions$/)).toBeVisible();

  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(20);
  await expect(sessions.first()).toContainText("624.4 / 654");
  await page.getByRole("button", { name: "Show more sessions" }).click();
  await expect(sessions).toHaveCount(25);
  await expect(page.getByRole("button", { name: "Show more sessions" })).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, info, "journal");

  await page.getByLabel("Discipline").selectOption("Air Pistol");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(sessions).toHaveCount(5);
  await expect(figure("Sessions")).toContainText("5");
  // The filter is in the address: it survives a reload, and Back goes to the journal unfiltered.
  await expect(page).toHaveURL(/discipline=Air\+Pistol/);
  await page.reload();
  await expect(page.getByLabel("Discipline")).toHaveValue("Air Pistol");
  await expect(sessions).toHaveCount(5);
  await page.goBack();
  await expect(page.getByLabel("Discipline")).toHaveValue("");
  await expect(sessions).toHaveCount(20);
  await page.goForward();
  await expect(sessions).toHaveCount(5);
  await page.getByLabel("Discipline").selectOption("");
  await page.getByLabel("From").fill("2026-10-01");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(sessions).toHaveCount(10);
  // By course of fire: the list and its statistics both, so the figures are those of the sessions shown.
  await page.getByLabel("Course of fire", { exact: true }).selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/courseOfFireId=/);
  await expect(sessions).toHaveCount(8);
  await expect(figure("Sessions")).toContainText("8");
  await expect(page.getByText(/^AP60 ·/)).toHaveCount(0);
});

test("the journal never misleads: no percentages across events, same-day sessions by their time, statistics one tap away, sessions without a course counted", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Mia", "Misleads");
  const courses = (await api.get("/api/courses-of-fire?limit=100")).body.items as Array<{ id: string; code: string }>;
  const ar60 = courses.find((c) => c.code === "AR60")?.id;
  const journal = `/api/athletes/${athleteId}/journal`;
  created(
    await api.post(journal, { sessionDate: "2026-11-20T09:00:00Z", courseOfFireId: ar60, score: 585, maxScore: 600, shotsFired: 60 }),
  );
  created(
    await api.post(journal, { sessionDate: "2026-11-20T15:30:00Z", courseOfFireId: ar60, score: 617.5, maxScore: 654, shotsFired: 60 }),
  );
  created(await api.post(journal, { sessionDate: "2026-11-22T10:00:00Z", score: 92, maxScore: 100, shotsFired: 10 }));

  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  const menu = await openMenu(page);
  await menu.getByRole("link", { name: "Your statistics" }).click();
  await expect(page.getByRole("heading", { name: "Statistics" })).toBeInViewport();
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(sessions).toHaveCount(3);
  await expect(page.getByRole("region", { name: "Sessions" })).not.toContainText("%");
  // The two sessions of the 20th show their times; the lone one of the 22nd its day only.
  await expect(sessions.nth(1)).toContainText(/15:30|3:30/);
  await expect(sessions.nth(2)).toContainText(/09:00|9:00/);
  await expect(sessions.nth(0)).not.toContainText(/\d:\d\d/);
  await expect(page.getByText("1 session names no course of fire")).toBeVisible();
  expect((await api.get(`${journal}/stats`)).body).toMatchObject({ sessionCount: 3, sessionsWithoutCourseOfFire: 1 });

  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("link", { name: "Statistics", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Statistics" })).toBeInViewport();
  await expectAccessible(page);
  await screenshots(page, info, "journal-same-day");
});
