import { type Body, created, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, visit } from "./helpers";

test("logging a 60-shot air rifle session with six series and two readiness values takes at most 20 interactions at 390 px", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Lotte");
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/athletes/${athleteId}/journal`);

  // Each counts as one interaction: a tap, a choice from a list, one field's value typed, a drag.
  let interactions = 0;
  const tap = async (locator: ReturnType<typeof page.locator>) => {
    interactions += 1;
    await locator.click();
  };
  const type = async (locator: ReturnType<typeof page.locator>, value: string) => {
    interactions += 1;
    await locator.fill(value);
  };
  const choose = async (locator: ReturnType<typeof page.locator>, label: string) => {
    interactions += 1;
    await locator.selectOption({ label });
  };

  await tap(page.getByRole("link", { name: "New entry" }));
  // The journal's filters have a "Course of fire" too: a choice made before the new page is there
  // lands in the filter (the one lost choice in twenty runs seen before).
  await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
  await choose(page.getByLabel("Course of fire"), "AR60: 10m Air Rifle, 60 shots");
  // The course lays out its six series of ten shots, scored in tenths, and fills the session's facts.
  await expect(page.getByLabel(/^Series \d$/)).toHaveCount(6);
  await expect(page.getByLabel("Discipline")).toHaveValue("Air Rifle");
  await expect(page.getByLabel("Shots fired")).toHaveValue("60");
  const series = ["104.1", "103.5", "102.8", "104.6", "103.9", "102.4"];
  for (const [index, score] of series.entries()) await type(page.getByLabel(`Series ${index + 1}`, { exact: true }), score);
  await expect(page.getByTestId("running-total")).toHaveText("621.3");
  await expect(page.getByText("of 654", { exact: true })).toBeVisible();

  await tap(page.locator("summary", { hasText: "Readiness" }));
  await type(page.getByLabel("Focus level"), "8");
  await type(page.getByLabel("Confidence level"), "6");
  await expect(page.getByText("8 of 10")).toBeVisible();
  await expectAccessible(page);
  await screenshots(page, info, "log-session");
  await tap(page.getByRole("button", { name: "Save session" }));
  await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));

  console.log(`Logging a 60-shot session with six series and two readiness values: ${interactions} interactions`);
  expect(interactions).toBeLessThanOrEqual(20);

  const [saved] = (await api.get(`/api/athletes/${athleteId}/journal?limit=1`)).body.items as Body[];
  expect(saved).toMatchObject({
    courseOfFireCode: "AR60",
    discipline: "Air Rifle",
    position: "Standing",
    shotsFired: 60,
    maxScore: 654,
    score: 621.3,
    focusLevel: 8,
    confidenceLevel: 6,
    totalsFromSeries: ["score"],
  });
  expect((saved?.scoreSeries as Body[]).map((s) => [s.seriesNumber, s.score, s.maxScore, s.shotCount])).toEqual(
    series.map((score, i) => [i + 1, Number(score), 109, 10]),
  );
  await expect(page.getByRole("region", { name: "Sessions" }).getByRole("listitem").first()).toContainText("621.3");
  // The bests speak the event's scores.
  await expect(page.getByText("AR60 · decimal, of 654 · 1 session")).toBeVisible();
});

test("nothing typed is lost: a reload offers the draft back, leaving asks first, Discard starts clean", async ({ page, world, api }) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Dora");
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/athletes/${athleteId}/journal/new`);
  await page.getByLabel("Course of fire").selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
  await page.getByLabel("Series 1", { exact: true }).fill("101.7");
  await page.locator("summary", { hasText: "Goals and reflection" }).click();
  await page.getByLabel("Notes", { exact: true }).fill("Windy hall, doors open.");

  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Restored what you typed" })).toBeVisible();
  await expect(page.getByLabel("Series 1", { exact: true })).toHaveValue("101.7");
  await expect(page.getByTestId("running-total")).toHaveText("101.7");
  await page.locator("summary", { hasText: "Goals and reflection" }).click();
  await expect(page.getByLabel("Notes", { exact: true })).toHaveValue("Windy hall, doors open.");

  // A link inside the app asks first; saying no keeps the page and what is on it.
  let asked = "";
  page.once("dialog", (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await page.getByRole("link", { name: "Rangebook" }).first().click();
  expect(asked).toContain("Leave without saving?");
  await expect(page).toHaveURL(/\/journal\/new$/);

  await page.getByRole("button", { name: "Discard it" }).click();
  await expect(page.getByLabel("Notes", { exact: true })).toHaveValue("");
  await page.reload();
  await expect(page.getByText("Restored what you typed")).toHaveCount(0);
  await expect(page.getByLabel("Course of fire")).toHaveValue("");

  // Or enter the session shot by shot: the save opens the target.
  await page.getByLabel("Course of fire").selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
  await page.getByRole("button", { name: "Save and enter shots" }).click();
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}\/shots$/);
  await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 1 hit/ })).toBeVisible();

  // Or open one series from the grid: the save opens the shots of that series.
  await visit(page, `/athletes/${athleteId}/journal/new`);
  await page.getByLabel("Course of fire").selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
  await page.getByLabel("Series 1", { exact: true }).fill("101.5");
  await page.getByRole("button", { name: "Save and enter the shots of series 3" }).click();
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]{36}\/shots\?series=3$/);
  await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 3 hit/ })).toBeVisible();
  await expect(page.getByRole("group", { name: "Series" }).getByRole("button", { name: "S3" })).toHaveAttribute("aria-pressed", "true");

  // Back within the app asks too, and saying no keeps what was typed.
  await visit(page, `/athletes/${athleteId}/journal`);
  await page.getByRole("link", { name: "New entry" }).click();
  // The journal's filters have a "Course of fire" too: choose once the form is there.
  await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
  await page.getByLabel("Course of fire").selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
  await page.getByLabel("Series 1", { exact: true }).fill("99.9");
  let question = "";
  page.once("dialog", (dialog) => {
    question = dialog.message();
    void dialog.dismiss();
  });
  await page.goBack({ timeout: 3000 }).catch(() => null);
  expect(question).toContain("Leave without saving?");
  await expect(page).toHaveURL(/\/journal\/new$/);
  await expect(page.getByLabel("Series 1", { exact: true })).toHaveValue("99.9");
});

test("the session page shows what was logged, says when totals and series disagree, and deletes with an undo", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Sina");
  const journal = `/api/athletes/${athleteId}/journal`;
  const entry = created(
    await api.post(journal, {
      sessionDate: "2026-11-23T18:00:00Z",
      discipline: "Air Rifle",
      score: 587,
      maxScore: 600,
      shotsFired: 60,
      energyLevel: 7,
      rifle: "Walther LG400",
      wind: "Calm",
      sessionGoals: "Hold the rhythm.",
      whatWentWell: "Calm follow-through.",
      nextSessionActionItems: "Dry-fire the trigger release.",
      coachFeedback: "Good rhythm; breathe out fully before each shot.",
    }),
  );
  const entryId = String(entry.id);
  const read = await api.get(`${journal}/${entryId}`);
  const series = [1, 2].map((n) => ({ seriesNumber: n, score: 90 + n, maxScore: 100, shotCount: 10 }));
  expect(
    (await api.put(`${journal}/${entryId}/series`, { scoreSeries: series }, { headers: { "if-match": read.headers.etag ?? "" } })).status,
  ).toBe(200);

  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/athletes/${athleteId}/journal/${entryId}`);
  const logged = page.getByRole("region", { name: "Logged" });
  await expect(logged).toContainText("Energy level:7 of 10");
  await expect(logged).toContainText("Rifle or pistol:Walther LG400");
  await expect(logged).toContainText("Wind:Calm");
  await expect(logged).toContainText("Session goals:Hold the rhythm.");
  const reflection = page.getByRole("region", { name: "Reflection" });
  await expect(reflection).toContainText("What went well: Calm follow-through.");
  await expect(reflection).toContainText("Coach feedback: Good rhythm; breathe out fully before each shot.");
  await expect(reflection).toContainText("Next time: Dry-fire the trigger release.");
  const note = page.getByRole("note");
  await expect(note).toContainText("The session says 587 / 600 over 60 shots, but its series add up to 183 / 200 over 20 shots.");
  await expectAccessible(page);
  await screenshots(page, info, "session-disagree");
  await note.getByRole("button", { name: "Use the series' sums" }).click();
  await expect(page.getByRole("note")).toHaveCount(0);
  await expect(page.getByText("183 / 200")).toBeVisible();
  expect((await api.get(`${journal}/${entryId}`)).body).toMatchObject({ score: 183, maxScore: 200, shotsFired: 20, energyLevel: 7 });

  // Delete, then undo: the session stays.
  await page.getByRole("button", { name: "Delete session" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/athletes/${athleteId}/journal$`));
  const sessions = page.getByRole("region", { name: "Sessions" }).getByRole("listitem");
  await expect(page.getByRole("status").filter({ hasText: "deleted" })).toBeVisible();
  await expect(sessions).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(sessions).toHaveCount(1);
  expect((await api.get(`${journal}/${entryId}`)).status).toBe(200);

  // Delete for good: after the undo window the DELETE goes out.
  await sessions.first().getByRole("link").click();
  await page.getByRole("button", { name: "Delete session" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "deleted" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "deleted" })).toHaveCount(0, { timeout: 15_000 });
  await expect.poll(async () => (await api.get(`${journal}/${entryId}`)).status).toBe(404);
  await expect(page.getByText("No sessions match")).toBeVisible();
});
