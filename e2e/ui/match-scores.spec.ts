// The officials' score grid at the range, in German: two entries' six series typed with Tab and
// Enter in decimal commas, one row saved with no signal and sent when it returns, a 412 that shows
// both scores and lets the official choose, and the history of a row. The athlete then finds the
// score in their journal, with its series.
import type { Locator, Page } from "@playwright/test";
import { type Api, type Body, created, expect, test, type World } from "../fixtures";
import { ready, screenshots, signIn, visit } from "./helpers";

async function match(api: Api, world: World) {
  const tag = Math.random().toString(36).slice(2, 8);
  const course = created(
    await api.post("/api/courses-of-fire", {
      name: `Luftgewehr 60 ${tag}`,
      code: `LG60-${tag}`,
      shotCount: 60,
      maxScore: 654,
      seriesCount: 6,
      shotsPerSeries: 10,
      scoring: "decimal",
    }),
  );
  const competition = created(
    await api.post("/api/competitions", {
      organizationId: world.organizationId,
      name: `Kreismeisterschaft ${tag}`,
      startDate: "2027-02-06",
    }),
  );
  const base = `/api/competitions/${String(competition.id)}`;
  const entry = async (athleteId: string) =>
    String(created(await api.post(`${base}/entries`, { athleteId, courseOfFireId: course.id })).id);
  // The sheet lists by name: Chen (the teammate) before Lind (the athlete).
  const first = await entry(world.teammateId);
  const second = await entry(world.athleteId);
  return { competitionId: String(competition.id), base, first, second, name: String(competition.name) };
}

const cell = (page: Page, entryId: string, series: number): Locator =>
  page.locator(`li[data-entry="${entryId}"]`).getByRole("textbox", { name: new RegExp(`^Serie ${series},`) });
const row = (page: Page, entryId: string) => page.locator(`li[data-entry="${entryId}"]`);

test("an official types two entries in German with Tab and Enter, saves one row offline, and chooses on a 412", async ({
  page,
  context,
  api,
  world,
}, info) => {
  const m = await match(api, world);
  await signIn(page, world.keys.competitionAdmin);
  await context.addCookies([{ name: "rangebook.language", value: "de", url: process.env.RANGEBOOK_BASE_URL ?? "" }]);
  await visit(page, `/competitions/${m.competitionId}/scores`);
  await expect(page.getByRole("heading", { name: "Ergebnisse erfassen" })).toBeVisible();
  await expect(row(page, m.first)).toBeVisible();

  // The first entry, series after series with Tab; a value no series can hold is refused in its cell.
  await cell(page, m.first, 1).click();
  for (const value of ["101,5", "102,3", "103,1", "100,9", "104,2", "99,8"]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  }
  await expect(row(page, m.first).getByLabel(/^Gesamt von/)).toHaveText("611,8");
  await page.keyboard.press("Tab"); // past the row's history button, into the next entry: the first row saves
  await expect(cell(page, m.second, 1)).toBeFocused();
  await expect(row(page, m.first).getByText("Gespeichert", { exact: true })).toBeVisible();

  // The second entry: a dot reads as well as a comma; 110 is more than ten shots can score.
  for (const value of ["100.4", "110", "99,7", "101", "102,6", "98,9"]) {
    await page.keyboard.type(value);
    await page.keyboard.press("Tab");
  }
  await expect(row(page, m.second).getByText("Höchstens 109: mehr schaffen 10 Schüsse nicht")).toBeVisible();
  await expect(cell(page, m.second, 2)).toHaveAttribute("aria-invalid", "true");
  await cell(page, m.second, 2).fill("100,1");
  await expect(row(page, m.second).getByLabel(/^Gesamt von/)).toHaveText("602,7");
  // Enter goes down to the next entry's same series, as in a spreadsheet; from the last entry it leaves the row.
  await cell(page, m.first, 3).click();
  await page.keyboard.press("Enter");
  await expect(cell(page, m.second, 3)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(row(page, m.second).getByText("Gespeichert", { exact: true })).toBeVisible();
  const saved = await api.get(`${m.base}/scores`);
  const scores = Object.fromEntries((saved.body.rows as Body[]).map((r) => [r.entryId, r.score]));
  expect(scores).toEqual({ [m.first]: 611.8, [m.second]: 602.7 });

  // No signal for one row: it waits on this device and is sent when the signal returns.
  await context.setOffline(true);
  await cell(page, m.second, 3).fill("100,7");
  await page.keyboard.press("Enter");
  await expect(row(page, m.second).getByText("Auf diesem Gerät gespeichert; wird bei Netz gesendet")).toBeVisible();
  await expect(row(page, m.second).getByLabel(/^Gesamt von/)).toHaveText("603,7");
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect(row(page, m.second).getByText("Gespeichert", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(async () => (await api.get(`${m.base}/entries/${m.second}/score`)).body.score).toBe(603.7);

  // Someone else saves the first entry meanwhile: this official's save is a 412 showing both.
  const theirs = await api.put(`${m.base}/entries/${m.first}/score`, {
    series: [101.5, 102.3, 103.1, 100.9, 104.2, 97.8].map((score, i) => ({ seriesNumber: i + 1, score })),
  });
  expect(theirs.status).toBe(200);
  await cell(page, m.first, 6).fill("100,8");
  await page.keyboard.press("Enter"); // down to the second entry: the first row saves
  const conflict = row(page, m.first).getByRole("region", {
    name: "Jemand anderes hat diesen Starter gespeichert, während du getippt hast",
  });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole("row", { name: /^Deins/ })).toContainText("612,8");
  await expect(conflict.getByRole("row", { name: /^Seins/ })).toContainText("609,8");
  await screenshots(page, info, "match-scores-conflict");
  for (const [label, width, height] of [
    ["phone", 390, 844],
    ["desktop", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `test-results/match-scores-${label}.png`, fullPage: true });
  }
  await conflict.getByRole("button", { name: "Meins behalten" }).click();
  await expect(conflict).toHaveCount(0);
  await expect(row(page, m.first).getByText("korrigiert")).toBeVisible();
  expect((await api.get(`${m.base}/entries/${m.first}/score`)).body.score).toBe(612.8);

  // The row's history: who changed it, when, before and after.
  await row(page, m.first)
    .getByRole("button", { name: /^Verlauf/ })
    .click();
  const history = page.getByRole("dialog", { name: /^Verlauf von/ });
  await expect(history.getByText("Zuerst erfasst: 611,8")).toBeVisible();
  await expect(history.getByText("611,8 → 609,8 geändert")).toBeVisible();
  await expect(history.getByText("609,8 → 612,8 geändert")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(history).toHaveCount(0);
});

test("the athlete finds the competition score in their journal, with its series", async ({ browser, api, world }) => {
  const m = await match(api, world);
  const put = await api.put(`${m.base}/entries/${m.second}/score`, {
    series: [101.5, 102.3].map((score, i) => ({ seriesNumber: i + 1, score })),
    shots: Array.from({ length: 10 }, (_, i) => ({ seriesNumber: 3, shotNumber: i + 1, score: 10, decimalScore: 10.2 })),
  });
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const context = await browser.newContext({ baseURL: process.env.RANGEBOOK_BASE_URL, locale: "en-US" });
  const page = await context.newPage();
  await signIn(page, world.keys.athlete);
  await visit(page, `/athletes/${world.athleteId}/journal`);
  const results = page.getByRole("region", { name: "Competition results" });
  await expect(results.getByRole("heading", { name: m.name })).toBeVisible();
  await results.getByText("Series and shots").first().click();
  await ready(page);
  const entry = results.getByRole("listitem").filter({ hasText: m.name });
  await expect(entry.getByRole("row", { name: /^Series 3/ })).toContainText("102");
  await expect(entry.getByText("provisional")).toBeVisible();
  await context.close();
});
