import { created, expect, test } from "../fixtures";
import { athleteWithKey, chooseEnglish, expectAccessible, screenshots, signIn, visit } from "./helpers";

test("an athlete logs a session: sections, pickers, prefill, errors by field, culture's unit", async ({
  page,
  world,
  api,
  browser,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Eli", "Entry");
  created(
    await api.post(`/api/athletes/${athleteId}/equipment-profiles`, {
      name: "Match rifle",
      rifle: "Walther LG400",
      ammunition: "RWS R10",
      sights: "Centra",
    }),
  );
  created(await api.post(`/api/athletes/${athleteId}/calendar-events`, { title: "Winter Open block", startUtc: "2026-11-01" }));
  created(
    await api.post(`/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-18T18:00:00Z",
      nextSessionActionItems: "Dry-fire 15 minutes.",
      coachFeedback: "Keep the breathing rhythm.",
    }),
  );

  await signIn(page, key);
  await visit(page, `/athletes/${athleteId}/journal`);
  await page.getByRole("link", { name: "New entry" }).click();
  await expect(page.getByRole("complementary", { name: "From your last session" })).toContainText("Dry-fire 15 minutes.");
  await expect(page.getByRole("complementary", { name: "From your last session" })).toContainText("Keep the breathing rhythm.");
  for (const legend of ["Session", "Score"]) await expect(page.getByRole("group", { name: legend })).toBeVisible();
  // The rest is folded away until opened.
  for (const title of ["Readiness", "Equipment", "Conditions", "Goals and reflection", "Calendar and competition"]) {
    await expect(page.locator("summary", { hasText: title })).toBeVisible();
  }
  await expect(page.getByLabel("Focus level")).toBeHidden();

  await page.getByLabel("Session date").fill("2026-11-20T18:30");
  await page.getByLabel("Discipline").selectOption("Air Rifle");
  await page.getByLabel("Course of fire").selectOption({ label: `${world.courseOfFireCode}: 10m Air Rifle, 60 shots` });
  await page.locator("summary", { hasText: "Calendar and competition" }).click();
  await page.getByLabel("Calendar event").selectOption({ label: "Winter Open block" });
  await page.locator("summary", { hasText: "Readiness" }).click();
  await page.getByLabel("Hours of sleep").fill("25");
  // Energy and stress are the day's check-in now (issue 38): focus is the session's own.
  await expect(page.getByLabel("Energy level")).toHaveCount(0);
  await page.getByLabel("Focus level").fill("7");
  await expect(page.getByText("7 of 10")).toBeVisible();
  await page.locator("summary", { hasText: "Equipment" }).click();
  await page.getByLabel("Equipment profile").selectOption({ label: "Match rifle" });
  await expect(page.getByLabel("Rifle or pistol")).toHaveValue("Walther LG400");
  await expect(page.getByLabel("Ammunition")).toHaveValue("RWS R10");
  await page.locator("summary", { hasText: "Conditions" }).click();
  await expect(page.getByLabel("Temperature (°F)")).toBeVisible();
  await page.getByLabel("Temperature (°F)").fill("68");
  await page.getByLabel("Score", { exact: true }).fill("610");
  await page.getByLabel("Maximum score").fill("600");
  await page.getByRole("button", { name: "Save session" }).click();
  await expect(page.getByText("must be at most 24")).toBeVisible();
  await expect(page.getByText("must not exceed the maximum score (600)")).toBeVisible();
  await expect(page.getByLabel("Hours of sleep")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await screenshots(page, info, "journal-entry");

  await page.getByLabel("Focus level").fill("8");
  await page.getByLabel("Hours of sleep").fill("8");
  await page.getByLabel("Maximum score").fill("654");
  await page.locator("summary", { hasText: "Goals and reflection" }).click();
  await page.getByLabel("Next session action items").fill("Work on the follow-through.");
  await page.getByRole("button", { name: "Save session" }).click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));
  await expect(page.getByRole("region", { name: "Sessions" }).getByRole("listitem").first()).toContainText("610.0 / 654");
  const stored = (await api.get(`/api/athletes/${athleteId}/journal?limit=1`)).body.items as Array<Record<string, unknown>>;
  expect(stored[0]).toMatchObject({
    sessionDate: expect.stringMatching(/^2026-11-2/),
    focusLevel: 8,
    energyLevel: null,
    rifle: "Walther LG400",
    temperatureFahrenheit: 68,
    courseOfFireCode: world.courseOfFireCode,
    linkedCalendarEventTitle: "Winter Open block",
    score: 610,
  });

  const swiss = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL, locale: "de-CH" });
  await chooseEnglish(swiss);
  const page2 = await swiss.newPage();
  await signIn(page2, key);
  await visit(page2, `/athletes/${athleteId}/journal/new`);
  await expect(page2.getByRole("complementary", { name: "From your last session" })).toContainText("Work on the follow-through.");
  await page2.locator("summary", { hasText: "Conditions" }).click();
  await page2.getByLabel("Temperature (°C)").fill("20");
  await page2.getByRole("button", { name: "Save session" }).click();
  await expect(page2).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));
  const latest = (await api.get(`/api/athletes/${athleteId}/journal?limit=1`)).body.items as Array<Record<string, unknown>>;
  expect(latest[0]?.temperatureFahrenheit).toBe(68);
  await swiss.close();
});
