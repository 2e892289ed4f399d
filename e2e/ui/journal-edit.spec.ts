import { created, expect, test } from "../fixtures";
import { athleteWithKey, chooseEnglish, expectAccessible, screenshots, signIn, visit } from "./helpers";

test("an athlete edits a session: linked competition entry, stored values in their unit, another writer first", async ({
  world,
  api,
  browser,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Edda", "Edit");
  const competitionEntry = created(await api.post(`/api/competitions/${world.competitionId}/entries`, { athleteId, score: 612.4 }));
  const entry = created(
    await api.post(`/api/athletes/${athleteId}/journal`, {
      sessionDate: "2026-11-19T17:00:00Z",
      discipline: "Air Rifle",
      temperatureFahrenheit: 68,
      score: 598,
      maxScore: 654,
      coachFeedback: "Calm.",
    }),
  );

  // A Swiss athlete: the stored 68 °F is shown as 20 °C, and bounds are said in °C.
  const context = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL, locale: "de-CH" });
  await chooseEnglish(context);
  const page = await context.newPage();
  await signIn(page, key);
  await visit(page, `/athletes/${athleteId}/journal/${String(entry.id)}`);
  await page.getByRole("link", { name: "Edit session" }).click();
  await expect(page.getByRole("heading", { name: "Edit session" })).toBeVisible();
  await expect(page.locator("summary", { hasText: "Conditions" })).toContainText("1 noted");
  await page.locator("summary", { hasText: "Conditions" }).click();
  await expect(page.getByLabel("Temperature (°C)")).toHaveValue("20");
  await expect(page.getByLabel("Score", { exact: true })).toHaveValue("598");
  // Coach feedback is the coach's to write: the athlete's form shows no field for it, and a save keeps it.
  await expect(page.getByLabel("Coach feedback")).toHaveCount(0);
  await expect(page.getByLabel("Session date")).toHaveValue(/^2026-11-19T\d\d:00$/);
  await expect(page.getByRole("complementary", { name: "From your last session" })).toHaveCount(0);

  await page.getByLabel("Temperature (°C)").fill("70");
  await page.getByRole("button", { name: "Save changes" }).click();
  // Said in German: the Swiss reader's browser asks for it.
  await expect(page.getByText("must be at most 65.6 °C (150 °F)")).toBeVisible();
  await page.getByLabel("Temperature (°C)").fill("22,5");
  await page.getByLabel("Score", { exact: true }).fill("601");
  await page.locator("summary", { hasText: "Calendar and competition" }).click();
  // The entry is offered by its competition, date and score (made only once the links are open).
  await expect(page.getByLabel("Linked competition entry").locator(`option[value="${String(competitionEntry.id)}"]`)).toHaveText(
    /^Winter Open \S+, .*\d{4} \(612[.,]4\)$/,
  );
  await page.getByLabel("Linked competition entry").selectOption(String(competitionEntry.id));
  await page.locator("summary", { hasText: "Readiness" }).click();
  await page.getByLabel("Hours of sleep").fill("7,5");
  await expectAccessible(page);
  await screenshots(page, info, "journal-edit");

  // Someone else saves first: the page shows their version beside ours, and nothing is overwritten.
  const other = await api.get(`/api/athletes/${athleteId}/journal/${String(entry.id)}`);
  const theirs = await api.put(
    `/api/athletes/${athleteId}/journal/${String(entry.id)}`,
    { ...other.body, notes: "From the coach's tablet.", location: "Club range" },
    { headers: { "if-match": other.headers.etag ?? "" } },
  );
  expect(theirs.status).toBe(200);
  await page.getByRole("button", { name: "Save changes" }).click();
  const conflict = page.getByRole("region", { name: "Someone else saved this session while you were editing" });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole("row", { name: /Notes/ })).toContainText("From the coach's tablet.");
  await expect(conflict.getByRole("row", { name: /Score/ })).toContainText("598");
  await expect(conflict.getByRole("row", { name: /Score/ })).toContainText("601");
  expect((await api.get(`/api/athletes/${athleteId}/journal/${String(entry.id)}`)).body).toMatchObject({
    score: 598,
    notes: "From the coach's tablet.",
  });
  await expectAccessible(page);
  await screenshots(page, info, "journal-conflict");

  // Taking their note and keeping our score saves both.
  await conflict.getByRole("button", { name: "Take theirs for Notes" }).click();
  await expect(conflict.getByRole("row", { name: /Notes/ })).toHaveCount(0);
  await conflict.getByRole("button", { name: "Save with these values" }).click();
  await expect(page).toHaveURL(new RegExp(`/journal/${String(entry.id)}$`));
  await expect(page.getByText(/Competition: Winter Open/)).toBeVisible();
  expect((await api.get(`/api/athletes/${athleteId}/journal/${String(entry.id)}`)).body).toMatchObject({
    score: 601,
    hoursOfSleep: 7.5,
    temperatureFahrenheit: 72.5,
    notes: "From the coach's tablet.",
    location: null,
    linkedCompetitionEntryId: competitionEntry.id,
    coachFeedback: "Calm.",
  });
  await context.close();
});
