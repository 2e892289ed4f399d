import { type Body, expect, test } from "../fixtures";
import { athleteWithKey, expectAccessible, screenshots, signIn, tapOnTarget, visit } from "./helpers";

test("plotting series 3 of six typed AR60 series keeps the other five and totals all six, at 390 px", async ({
  page,
  world,
  api,
}, info) => {
  const { athleteId, key } = await athleteWithKey(api, world.organizationId, "Sia", "Side");
  await signIn(page, key);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `/athletes/${athleteId}/journal`);
  await page.getByRole("link", { name: "New entry" }).click();
  await expect(page.getByRole("heading", { name: "New session" })).toBeVisible();
  await page.getByLabel("Course of fire").selectOption({ label: "AR60: 10m Air Rifle, 60 shots" });
  await expect(page.getByLabel(/^Series \d$/)).toHaveCount(6);
  // One typed with a decimal comma, as a German phone's keypad gives it.
  const typed = ["103,4", "102.1", "101.0", "104.2", "100.9", "102.5"];
  for (const [index, score] of typed.entries()) await page.getByLabel(`Series ${index + 1}`, { exact: true }).fill(score);
  await expect(page.getByTestId("running-total")).toHaveText("614.1");

  await page.getByRole("button", { name: "Save and enter the shots of series 3" }).click();
  await expect(page).toHaveURL(/\/shots\?series=3$/);
  await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 3 hit/ })).toBeVisible();

  // Ten taps close to the centre.
  const tapAt = (x: number, y: number) => tapOnTarget(page, x, y);
  const taps: Array<[number, number]> = [
    [0, 0],
    [0.6, 0.2],
    [-0.8, 0.4],
    [1.2, -0.5],
    [-0.3, -1.1],
    [2, 0.5],
    [-1.5, 1.5],
    [0.4, 2.2],
    [-2.4, -0.6],
    [1, 1],
  ];
  for (const [x, y] of taps) await tapAt(x, y);
  await page.getByRole("button", { name: /^S3/ }).click();
  await expect(page.getByRole("list", { name: "Shots of series 3" }).getByRole("listitem")).toHaveCount(10);
  await screenshots(page, info, "shots-of-series-3");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "Save shots" }).click();

  // Back on the session: all six series, five as typed and series 3 from its shots.
  await expect(page).toHaveURL(/\/journal\/[0-9a-f-]+$/);
  const [entry] = (await api.get(`/api/athletes/${athleteId}/journal?limit=1`)).body.items as Body[];
  const series = (entry?.scoreSeries ?? []) as Body[];
  expect(series.map((s) => [s.seriesNumber, s.fromShots])).toEqual([
    [1, false],
    [2, false],
    [3, true],
    [4, false],
    [5, false],
    [6, false],
  ]);
  expect(series.filter((s) => !s.fromShots).map((s) => s.score)).toEqual([103.4, 102.1, 104.2, 100.9, 102.5]);
  const plotted = Number(series[2]?.score);
  expect(series[2]).toMatchObject({ shotCount: 10, maxScore: 109 });
  expect(plotted).toBeGreaterThan(100);
  const total = Math.round((103.4 + 102.1 + plotted + 104.2 + 100.9 + 102.5) * 10) / 10;
  expect(entry).toMatchObject({ score: total, maxScore: 654, shotsFired: 60, totalsFromShots: true });

  const table = page.getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(8);
  for (const score of ["103.4", "102.1", "104.2", "100.9", "102.5"]) await expect(table).toContainText(score);
  await expect(table.getByRole("row", { name: /Total/ })).toContainText(String(total));
  await expect(page.getByText("Score, shots and Xs are the sums of all series; series 3 comes from its shots.")).toBeVisible();
  await expect(page.getByText(/\/shots|PUT /)).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, info, "series-beside-shots");

  // Each series' "Shots" opens that series; coming back leaves the others as they were.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("link", { name: "Shots of series 5" }).click();
  await expect(page.getByRole("img", { name: /Target face: tap where shot 1 of series 5 hit/ })).toBeVisible();
  await page.getByRole("link", { name: "Back to the session" }).click();
  await expect(table.getByRole("row", { name: /Total/ })).toContainText(String(total));
});
